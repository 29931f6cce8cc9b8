import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './shop-test';
import { visitorBucket } from '@shop/registry';
import { currentBlogVersion, E2E_DATA_DIR, OLD_BLOG_BUILD_DIR, OLD_BLOG_VERSION, registry, WHOLE_SHOP } from './shop';
import { categoryCards } from './catalog-data';
import { remoteRoot } from './shopper';

// Pages arrive rendered (issue 22): the edge renders every public page with the shell's and the
// route's remote's Node builds, for the versions the visitor gets, and the browser hydrates it.

interface PagePaths {
  home: string;
  category: string;
  product: string;
  info: string;
  'blog list': string;
  'blog post': string;
  search: string;
  '404': string;
}

let paths: PagePaths;

test.beforeAll(async ({ request }) => {
  const [card] = await categoryCards(request, '/women');
  const posts = (await (await request.get('/api/blog/posts/1/1')).json()) as { posts: Array<{ slug: string }> };
  paths = {
    home: '',
    category: '/women',
    product: `/${card!.url_path}`,
    info: '/page/delivery',
    'blog list': '/blog',
    'blog post': `/blog/${posts.posts[0]!.slug}`,
    search: '/search/coat',
    '404': '/404',
  };
});

/** What the browser reports while a page hydrates: React's hydration errors come as page errors. */
function watchConsole(page: Page): string[] {
  const reports: string[] = [];
  page.on('pageerror', (error) => reports.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The 404 page's own status is reported as a failed resource; nothing else may be.
    if (message.type() === 'error' && !message.text().includes('status of 404')) reports.push(`console: ${message.text()}`);
    if (message.type() === 'warning') reports.push(`warning: ${message.text()}`);
  });
  return reports;
}

for (const width of [375, 1280]) {
  for (const prefix of ['', '/en', '/ka']) {
    test(`every public page type arrives rendered and hydrates without a warning at ${width} px in ${prefix || '/ (ru)'}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const reports = watchConsole(page);
      try {
        for (const [kind, path] of Object.entries(paths)) {
          const url = `${prefix}${path}` || '/';
          const response = await page.goto(url);
          expect(response?.headers()['x-render'], `${kind} ${url}`).toMatch(/^server/);
          await expect(page.getByRole('heading', { level: 1 }).first(), `${kind} ${url}`).toBeVisible();
          // Hydrated: the route's remote has loaded and taken over its server HTML.
          await page.waitForLoadState('networkidle');
          await expect(page.locator('main [data-remote]').first()).toBeAttached();
          expect(reports, `${kind} ${url}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
}

test('a tap made while the shell still loads is done once the page is taken over, not lost', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const reports = watchConsole(page);
  let release = () => undefined as void;
  const shellHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/shell/main.js', async (route) => {
    await shellHeld;
    await route.continue();
  });
  try {
    const response = await page.goto('/en/blog', { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['x-render']).toMatch(/^server/);
    // The edge has the shell's start.js start main.js once the page is painted.
    await expect(page.locator('script[src="/assets/shell/start.js"]')).toHaveCount(1);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    release();
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(reports).toEqual([]);
  } finally {
    release();
    await context.close();
  }
});

test('the home page\'s rows below the fold are taken over when the shopper reaches them: a heart and a card work in place', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const reports = watchConsole(page);
  try {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    // A page that reloads loses this mark: a card that opens its product in place keeps it.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    const row = page.getByRole('region', { name: 'New in' });
    const heart = row.getByRole('button', { name: /^Add “.+” to wishlist$/ }).first();
    await heart.click();
    await expect(row.getByRole('button', { name: /^Remove “.+” from wishlist$/ }).first()).toBeVisible();
    // A guest's heart keeps the item on this device and offers to log in (spec §6).
    const login = page.getByRole('dialog', { name: 'Log in or register' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await page.getByRole('region', { name: 'Sale' }).getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(reports).toEqual([]);
  } finally {
    await context.close();
  }
});

test('without JavaScript, pages have their heading, prices, product images and links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/en${paths.category}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    // A card's photo is decorative (its link is named by the product's name): found as markup.
    const card = page.locator('main a:has(img)').first();
    await expect(card).toHaveAttribute('href', /^\/en\//);
    await expect(page.locator('main img').first()).toHaveAttribute('src', /\S/);
    await expect(page.locator('main').getByText(/\$/).first()).toBeVisible();

    await page.goto(`/en${paths.product}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main').getByText(/\d\u00a0\$/).first()).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('srcset', /\S/);

    await page.goto(`/ka${paths['blog post']}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', /\S/);
  } finally {
    await context.close();
  }
});

/** The blog list's HTML as the edge sends it: how it was rendered and which content-blog version rendered it. */
async function blogHtml(request: APIRequestContext, cookie?: string): Promise<{ render: string; version: string | undefined }> {
  const response = await request.get('/en/blog', { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return { render: response.headers()['x-render'] ?? '', version: /data-remote="content-blog" data-version="([^"]+)"/.exec(html)?.[1] };
}

/** A visitor id whose content-blog place is under 50 (the canary's side at 50 %), or not. */
function visitorOnSide(canary: boolean): string {
  for (;;) {
    const id = randomUUID();
    if (visitorBucket(id, 'content-blog') < 50 === canary) return id;
  }
}

test('promote, canary and rollback change the server HTML on the next load, and it hydrates', { tag: WHOLE_SHOP }, async ({ page, request }) => {
  const reports = watchConsole(page);
  const current = currentBlogVersion();
  expect(await blogHtml(request)).toEqual({ render: expect.stringMatching(/^server/), version: current });

  registry('promote', 'content-blog', OLD_BLOG_VERSION);
  try {
    expect(await blogHtml(request)).toEqual({ render: expect.stringMatching(/^server/), version: OLD_BLOG_VERSION });
    await page.goto('/en/blog');
    await page.waitForLoadState('networkidle');
    await expect(remoteRoot(page, 'content-blog')).toHaveAttribute('data-version', OLD_BLOG_VERSION);
    expect(reports).toEqual([]);
  } finally {
    registry('rollback', 'content-blog');
  }
  expect(await blogHtml(request)).toEqual({ render: expect.stringMatching(/^server/), version: current });

  // Both sides of a canary are rendered, each in its own release set.
  registry('canary', 'content-blog', OLD_BLOG_VERSION, '--percent', '50', '--reason', 'e2e server rendering');
  try {
    expect(await blogHtml(request, `shop_visitor=${visitorOnSide(true)}`)).toEqual({ render: expect.stringMatching(/^server/), version: OLD_BLOG_VERSION });
    expect(await blogHtml(request, `shop_visitor=${visitorOnSide(false)}`)).toEqual({ render: expect.stringMatching(/^server/), version: current });
  } finally {
    registry('canary', 'content-blog', '--stop');
  }
});

test('a remote version whose Node build throws, hangs or is missing is sent client-rendered, and works', { tag: WHOLE_SHOP }, async ({ page, request }) => {
  // The older build's browser half with a Node build that breaks in each way (each loads, so the registry's check passes).
  const faults = {
    '0.9.1': "module.exports.exposes = Object.fromEntries(['./BlogList', './BlogPost', './InfoPage', './NotFound'].map((name) => [name, { default: () => { throw new Error('broken page'); } }]));",
    '0.9.2': "module.exports.exposes = Object.fromEntries(['./BlogList', './BlogPost', './InfoPage', './NotFound'].map((name) => [name, { default: () => { for (;;) {} } }]));",
    '0.9.3': undefined,
  };
  const expected: Record<string, RegExp> = { '0.9.1': /^client; error: broken page/, '0.9.2': /^client; timeout/, '0.9.3': /^client; content-blog 0\.9\.3\+\w+ has no Node build/ };
  for (const [version, server] of Object.entries(faults)) {
    const dir = join(E2E_DATA_DIR, 'builds', `content-blog-${version}`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(OLD_BLOG_BUILD_DIR, dir, { recursive: true });
    rmSync(join(dir, 'server'), { recursive: true, force: true });
    if (server) {
      mkdirSync(join(dir, 'server'));
      writeFileSync(join(dir, 'server', 'index.cjs'), server);
    }
    registry('publish', 'content-blog', '--dir', dir, '--version', version);
    registry('promote', 'content-blog', version);
    try {
      const response = await page.goto('/en/blog');
      expect(response?.headers()['x-render']).toMatch(expected[version]!);
      await expect(page.getByRole('heading', { level: 1, name: 'Shop blog' })).toBeVisible();
      await expect(remoteRoot(page, 'content-blog')).toHaveAttribute('data-version', OLD_BLOG_VERSION);
    } finally {
      registry('rollback', 'content-blog');
    }
  }
  expect((await blogHtml(request)).render).toMatch(/^server/);
});
