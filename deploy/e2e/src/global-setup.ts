import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR, OLD_BLOG_VERSION, ROOT, registry } from './shop';

/**
 * Runs after the web server is up (Playwright starts webServer first): builds content-blog as
 * an "older" version into a separate folder and publishes it to the e2e registry, so the suite
 * can promote it and roll back. The live version stays the one `npm start` published.
 */
export default function globalSetup(): void {
  const outDir = join(E2E_DATA_DIR, 'builds', `content-blog-${OLD_BLOG_VERSION}`);
  rmSync(outDir, { recursive: true, force: true });
  execFileSync('pnpm', ['--filter', '@shop/content-blog', 'exec', 'webpack', '--mode', 'production', '--output-path', outDir], {
    cwd: ROOT,
    // REMOTE_VERSION is what the remote's root element shows; MF_BUILD_VERSION is what its manifest says.
    env: { ...process.env, REMOTE_VERSION: OLD_BLOG_VERSION, MF_BUILD_VERSION: OLD_BLOG_VERSION },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  registry('publish', 'content-blog', '--dir', outDir, '--version', OLD_BLOG_VERSION);
}
