/**
 * The "physical limit" a page is compared with: the same page as plain HTML with no JavaScript,
 * the same stylesheets and the same images. Rendered once from the real page (so it shows exactly
 * what a shopper sees once the scripts have run), then served from a local server that answers
 * only the page paths itself and proxies everything else (images, CSS, fonts) to the shop, so
 * those bytes come from the same server and are byte-identical.
 */
import { createServer, request as httpRequest, Agent } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expectStatus } from '@shop/api/bench-replies';
import type { Browser } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

/**
 * The page's DOM once it has settled, without scripts. Rendered with Lighthouse's mobile screen
 * and user agent, because the apps choose some markup by viewport (menus, image sizes).
 */
export async function renderStatic(browser: Browser, url: string): Promise<string> {
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const status = response?.status() ?? 0;
    expectStatus(`GET ${url}`, status, status === 200 ? '' : ((await response?.text().catch(() => '')) ?? ''));
    const html = await page.evaluate(() => {
      // A copy, so React keeps its own DOM while we strip this one.
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      const jsOnly = [
        'script',
        'link[rel="modulepreload"]',
        'link[rel="preload"][as="script"]',
        // The remotes' manifests: only the federation runtime reads them.
        'link[rel="preload"][as="fetch"]',
      ];
      for (const element of root.querySelectorAll(jsOnly.join(','))) element.remove();
      for (const element of root.querySelectorAll('*')) {
        for (const { name } of [...element.attributes]) if (name.startsWith('on')) element.removeAttribute(name);
      }
      return `<!doctype html>${root.outerHTML}`;
    });
    // The federation runtime writes remote stylesheets with absolute URLs; made root-relative,
    // they are fetched from the static server's own origin (and proxied), as the real page
    // fetches them from its own.
    return html.replaceAll(new URL(url).origin, '');
  } finally {
    await context.close();
  }
}

export interface StaticServer { origin: string; close(): Promise<void> }

/**
 * Serves `pages` (path → HTML) and proxies every other request to `shop`. The HTML is compressed
 * the way the edge compresses its own (brotli when accepted), and sent with no CSP: the edge's
 * CSP forbids inline style attributes, which the rendition keeps from the live DOM.
 */
export async function serveStatic(pages: Map<string, string>, shop: string, port: number): Promise<StaticServer> {
  const encoded = new Map([...pages].map(([path, html]) => {
    const body = Buffer.from(html);
    return [path, { br: brotliCompressSync(body), gzip: gzipSync(body), identity: body }] as const;
  }));
  const agent = new Agent({ keepAlive: true });
  const shopUrl = new URL(shop);

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const page = encoded.get(path);
    if (page) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      });
      res.end(page[encoding]);
      return;
    }
    const upstream = httpRequest(
      { agent, hostname: shopUrl.hostname, port: shopUrl.port, method: req.method, path: req.url, headers: { ...req.headers, host: shopUrl.host } },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    close: () => new Promise((resolve) => {
      agent.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
