import { REMOTES } from '@shop/contracts';
import { expect, test } from './shop-test';
import { registry } from './shop';

// The contract test on the real builds: by now `npm start` (the web server) has built the shell and
// every remote, so each remotes/*/dist/mf-manifest.json is checked against shared/contracts and the
// shell's shared singletons. A failure names the remote, the module or package, and both versions.
test('every built remote exposes what shared/contracts promises and accepts the shell\'s shared singletons', () => {
  let output: string;
  try {
    output = registry('check');
  } catch (error) {
    throw new Error(`registry check failed:\n${String((error as { stderr?: string }).stderr ?? error)}`);
  }
  expect(output.split('\n').filter((line) => line.endsWith(': keeps its contract'))).toHaveLength(REMOTES.length);
});
