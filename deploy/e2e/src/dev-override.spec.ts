import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { watchErrors } from './page-errors';
import { BASE_URL, currentBlogVersion, OLD_BLOG_BUILD_DIR, OLD_BLOG_VERSION } from './shop';
import { remoteRoot } from './shopper';

// A developer's dev server stands in as a plain static server with CORS (as the remotes' webpack
// dev servers are) serving the older content-blog build that global setup makes. Overriding proves
// what only a browser can: the shop's CSP lets that origin's scripts and styles in, and the
// federation runtime loads a remote from another origin.

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

async function serveFolder(root: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = join(root, normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('a developer loads content-blog from their own server into the running shop, for their browser only, until they clear it', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const { origin, server } = await serveFolder(OLD_BLOG_BUILD_DIR);
  try {
    const blogRoot = remoteRoot(page, 'content-blog');
    await page.goto(`/blog?remote-override=content-blog@${origin}/mf-manifest.json`);
    // The edge kept the choice in a cookie and sent the browser back to the page without the parameter.
    expect(page.url()).toBe(`${BASE_URL}/blog`);
    await expect(blogRoot).toHaveAttribute('data-version', OLD_BLOG_VERSION);
    await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();

    const someoneElse = await browser.newContext();
    const theirPage = await someoneElse.newPage();
    await theirPage.goto('/blog');
    await expect(remoteRoot(theirPage, 'content-blog')).toHaveAttribute('data-version', currentBlogVersion());
    await someoneElse.close();

    await page.goto('/blog?remote-override=off');
    expect(page.url()).toBe(`${BASE_URL}/blog`);
    await expect(blogRoot).toHaveAttribute('data-version', currentBlogVersion());
    // No CSP violation, no failed file, no uncaught error on the way.
    expect(errors).toEqual([]);
  } finally {
    server.close();
  }
});
