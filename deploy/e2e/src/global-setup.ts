import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pinnedSetup from './pinned-setup';
import { makeOperatorToken, OLD_BLOG_BUILD_DIR, OLD_BLOG_VERSION, ROOT, TEST_POPUP_BUILD_DIR, TEST_POPUP_VERSION, registry } from './shop';

/**
 * Runs after the web server is up (Playwright starts webServer first): pins the remotes to a lock
 * when the run has one (pinned-setup.ts), then builds content-blog as
 * an "older" version into a separate folder and publishes it to the e2e registry, so the suite
 * can promote it and roll back; builds the test popup (fixtures/test-popup, an account-loyalty
 * stand-in exposing './AuthPopup') for the popup tests to load by a remote override; makes the
 * shop's first admin and keeps their token. The live versions stay the ones `npm start` published,
 * or the lock's.
 */
export default async function globalSetup(): Promise<void> {
  await pinnedSetup();
  // The two fixture builds are separate webpack runs, mostly on one core each: side by side.
  await Promise.all([buildOldBlog(), buildTestPopup()]);
  registry('publish', 'content-blog', '--dir', OLD_BLOG_BUILD_DIR, '--version', OLD_BLOG_VERSION);
  // The staff's token for `pnpm ops` and `registry report`, made once before tests that use it run side by side.
  makeOperatorToken();
}

/** Runs a build to its end; its errors go to the run's output, and a failed build fails the setup. */
function build(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`\`${command} ${args.join(' ')}\` exited with code ${code}`))));
  });
}

// REMOTE_VERSION is what a remote's root element shows; MF_BUILD_VERSION is what its manifest says.
function buildOldBlog(): Promise<void> {
  rmSync(OLD_BLOG_BUILD_DIR, { recursive: true, force: true });
  return build('pnpm', ['--filter', '@shop/content-blog', 'exec', 'webpack', '--mode', 'production', '--env', `outputPath=${OLD_BLOG_BUILD_DIR}`], {
    REMOTE_VERSION: OLD_BLOG_VERSION,
    MF_BUILD_VERSION: OLD_BLOG_VERSION,
  });
}

function buildTestPopup(): Promise<void> {
  rmSync(TEST_POPUP_BUILD_DIR, { recursive: true, force: true });
  const config = join(ROOT, 'deploy', 'e2e', 'fixtures', 'test-popup', 'webpack.config.cjs');
  return build(join(ROOT, 'node_modules', '.bin', 'webpack'), ['--config', config, '--mode', 'production', '--output-path', TEST_POPUP_BUILD_DIR], {
    REMOTE_VERSION: TEST_POPUP_VERSION,
    MF_BUILD_VERSION: TEST_POPUP_VERSION,
  });
}
