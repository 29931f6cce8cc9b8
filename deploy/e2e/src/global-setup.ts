import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pinnedSetup from './pinned-setup';
import { OLD_BLOG_BUILD_DIR, OLD_BLOG_VERSION, ROOT, TEST_POPUP_BUILD_DIR, TEST_POPUP_VERSION, registry } from './shop';

/**
 * Runs after the web server is up (Playwright starts webServer first): pins the remotes to a lock
 * when the run has one (pinned-setup.ts), then builds content-blog as
 * an "older" version into a separate folder and publishes it to the e2e registry, so the suite
 * can promote it and roll back; builds the test popup (fixtures/test-popup, an account-loyalty
 * stand-in exposing './AuthPopup') for the popup tests to load by a remote override. The live
 * versions stay the ones `npm start` published, or the lock's.
 */
export default async function globalSetup(): Promise<void> {
  await pinnedSetup();
  const outDir = OLD_BLOG_BUILD_DIR;
  rmSync(outDir, { recursive: true, force: true });
  execFileSync('pnpm', ['--filter', '@shop/content-blog', 'exec', 'webpack', '--mode', 'production', '--env', `outputPath=${outDir}`], {
    cwd: ROOT,
    // REMOTE_VERSION is what the remote's root element shows; MF_BUILD_VERSION is what its manifest says.
    env: { ...process.env, REMOTE_VERSION: OLD_BLOG_VERSION, MF_BUILD_VERSION: OLD_BLOG_VERSION },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  registry('publish', 'content-blog', '--dir', outDir, '--version', OLD_BLOG_VERSION);
  buildTestPopup();
}

function buildTestPopup(): void {
  const outDir = TEST_POPUP_BUILD_DIR;
  rmSync(outDir, { recursive: true, force: true });
  const config = join(ROOT, 'deploy', 'e2e', 'fixtures', 'test-popup', 'webpack.config.cjs');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'webpack'), ['--config', config, '--mode', 'production', '--output-path', outDir], {
    cwd: ROOT,
    env: { ...process.env, REMOTE_VERSION: TEST_POPUP_VERSION, MF_BUILD_VERSION: TEST_POPUP_VERSION },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
