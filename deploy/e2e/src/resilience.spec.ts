import { expect, test, type Locator, type Page } from './shop-test';
import { REMOTES, type RemoteName } from '@shop/contracts';
import { addFromProductPage, buyable, cartBadge, logInByPhone, newPhone } from './shopper';

// Issue 14, resilience: each remote in turn has its files blocked. Every other remote's page still
// works, the header's cart badge (the shell's, fed by @shop/session) keeps counting, the blocked
// remote's region shows the shell's translated fallback, and its retry button recovers once the
// files are back. One test per remote does all of it, so the five cost one page load per step.
// remote-failure.spec.ts covers the same document surviving the retry; this spec does not repeat it.

/** The remotes shoppers meet, inside the shop's frame; the back office draws its own (backoffice.spec.ts blocks it). */
type ShopRemote = Exclude<RemoteName, 'backoffice'>;
const SHOP_REMOTES = REMOTES.filter((remote): remote is ShopRemote => remote !== 'backoffice');

/** A page of each remote and the Russian name of what shows there once the remote loaded. */
const PAGES: Record<ShopRemote, { path: string; shows: string }> = {
  catalog: { path: '/women', shows: 'Женщинам' },
  'cart-checkout': { path: '/cart', shows: 'Корзина' },
  'account-loyalty': { path: '/auth', shows: 'Вход в личный кабинет' },
  'content-blog': { path: '/blog', shows: 'Блог магазина' },
  // The giftcard remote's main region is its purchase popup, which the URL hash opens on any page.
  giftcard: { path: '/blog#giftcard', shows: 'Номинал' },
};

/** The shell's fallback and the header's cart link in each language (shell/src/i18n/*.json). */
const LANGUAGES = [
  { prefix: '', failed: 'Этот раздел сейчас не загрузился.', retry: 'Повторить', cart: (n: number) => (n ? `Корзина, ${n} товар` : 'Корзина') },
  { prefix: '/en', failed: 'This section could not be loaded right now.', retry: 'Try again', cart: (n: number) => (n ? `Cart, ${n} item` : 'Cart') },
  { prefix: '/ka', failed: 'ეს განყოფილება ახლა ვერ ჩაიტვირთა.', retry: 'ხელახლა ცდა', cart: (n: number) => (n ? `კალათა, ${n} პროდუქტი` : 'კალათა') },
] as const;
type Language = (typeof LANGUAGES)[number];
const RUSSIAN = LANGUAGES[0];

const filesOf = (remote: RemoteName) => `**/remotes/${remote}/**`;

/** Where a remote's region sits: the popup's dialog for giftcard, the page's main area for the others. */
const regionOf = (page: Page, remote: RemoteName): Locator => (remote === 'giftcard' ? page.getByRole('dialog') : page.getByRole('main'));

/** What the remote drew in its region: its h1 (its fieldset for the popup), by name when the language is known. */
function contentOf(page: Page, remote: RemoteName, name?: string): Locator {
  const region = regionOf(page, remote);
  return remote === 'giftcard' ? region.getByRole('group', { name }).first() : region.getByRole('heading', { level: 1, name });
}

async function expectFrame(page: Page, language: Language, cartCount: number): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: language.cart(cartCount), exact: true })).toBeVisible();
}

for (const [index, blocked] of SHOP_REMOTES.entries()) {
  // Each remote's fallback in another language, so all three are seen.
  const language = LANGUAGES[index % LANGUAGES.length]!;

  test(`${blocked} blocked: the other pages work, the cart badge counts, its region falls back and retry recovers`, async ({ page, request }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const [product] = await buyable(request, index, 1);

    // With catalog blocked no page can add to the cart: it gets a product first, to take it out later.
    if (blocked === 'catalog') await addFromProductPage(page, product!);
    await page.route(filesOf(blocked), (route) => route.abort());
    if (blocked !== 'catalog') {
      await addFromProductPage(page, product!);
      await expect(cartBadge(page)).toHaveAccessibleName(RUSSIAN.cart(1));
    }

    // Every other remote's page, each a fresh document whose badge comes from the server's cart.
    for (const other of SHOP_REMOTES.filter((remote) => remote !== blocked)) {
      await page.goto(PAGES[other].path);
      await expect(contentOf(page, other, PAGES[other].shows)).toBeVisible();
      await expectFrame(page, RUSSIAN, 1);
    }

    let count = 1;
    if (blocked === 'catalog') {
      // The cart page (cart-checkout) changes the cart through @shop/session, and the shell's badge follows.
      await page.goto('/cart');
      await page.getByRole('button', { name: `Удалить: ${product!.name}` }).click();
      count = 0;
      await expect(cartBadge(page)).toHaveAccessibleName(RUSSIAN.cart(0));
    }

    if (blocked === 'giftcard') {
      // Its other region is a fragment of another remote's page: the account (account-loyalty) lists
      // the customer's cards through RemoteRegion. That page works; only the fragment falls back.
      await page.goto('/auth');
      await logInByPhone(page, request, newPhone());
      await page.waitForURL(/\/account(\/personal)?$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
      await expect(main.getByRole('alert')).toContainText(RUSSIAN.failed);
      await expect(main.getByRole('button', { name: RUSSIAN.retry })).toBeVisible();
      await expectFrame(page, RUSSIAN, count);
    }

    // The blocked remote's own region: the shell's fallback in the page's language, inside the frame.
    await page.goto(`${language.prefix}${PAGES[blocked].path}`);
    const region = regionOf(page, blocked);
    const retry = region.getByRole('button', { name: language.retry });
    await expect(retry).toBeVisible();
    await expect(region.getByRole('alert')).toContainText(language.failed);
    await expect(contentOf(page, blocked)).toHaveCount(0);
    await expectFrame(page, language, count);

    await page.unroute(filesOf(blocked));
    await retry.click();
    await expect(contentOf(page, blocked)).toBeVisible();
    await expect(region.getByRole('alert')).toHaveCount(0);
    expect(uncaught).toEqual([]);
  });
}

// A slow remote: every file of it answers 5 s late. A server-rendered page shows its content as
// soon as the remote's stylesheet comes (no loading state) and hydrates when its scripts come; a
// region rendered in the browser (a popup) shows the loading state until then. Either way what arrives later takes its place without moving anything
// on screen: the browser's own layout-shift entries (what CLS sums) stay at zero, and the region's
// top edge stays where it was.

const SLOW_MS = 5_000;

/** Sums the page's layout shifts not caused by input, from its first paint (read with `layoutShift`). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

const SLOW_CASES = [
  // A server-rendered page: its content is in the HTML, and stays put while the remote hydrates it.
  { remote: 'catalog', path: '/', first: 'content', loaded: (page: Page) => page.getByRole('main').getByRole('heading', { level: 2, name: 'Новинки' }) },
  // A popup: the dialog keeps its top edge while the form replaces the loading state.
  { remote: 'giftcard', path: '/blog#giftcard', first: 'loading', loaded: (page: Page) => page.getByRole('dialog').getByRole('group', { name: 'Номинал' }) },
] as const;

for (const { remote, path, first, loaded } of SLOW_CASES) {
  test(`${remote} 5 s slow: ${first === 'content' ? 'its server-rendered content, no loading state' : 'a loading state in its region'}, then the working page, with no layout shift`, async ({ page }) => {
    await recordLayoutShifts(page);
    let arrived = false;
    await page.route(filesOf(remote), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      arrived = true;
      await route.fallback();
    });
    const opened = Date.now();
    await page.goto(path);
    const region = regionOf(page, remote);
    if (first === 'content') {
      // Painted with its stylesheet (linked in the head, so it waits for it), never as a loading state.
      await expect(loaded(page)).toBeVisible();
      await expect(region.getByRole('status')).toHaveCount(0);
    } else {
      await expect(region.getByRole('status')).toContainText('Загрузка');
    }
    const before = (await region.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (remote === 'catalog') {
      // The region fills the first screen under the header: the footer cannot jump away.
      expect(before.y + before.height).toBeGreaterThanOrEqual(viewport.height);
      expect((await page.getByRole('contentinfo').boundingBox())!.y).toBeGreaterThanOrEqual(viewport.height);
    }

    await expect(loaded(page)).toBeVisible({ timeout: 30_000 });
    // The remote's files came, so its region is the remote's own now (hydrated or rendered).
    await expect.poll(() => arrived, { timeout: 30_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    const waited = Date.now() - opened;
    expect(waited).toBeGreaterThanOrEqual(SLOW_MS);
    const after = (await region.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    const shift = await layoutShift(page);
    test.info().annotations.push({ type: 'measured', description: `${remote}: files after ${waited} ms; region top ${before.y} → ${after.y} px; layout shift ${shift}` });
    expect(shift).toBeLessThan(0.01);
  });
}

test.describe("the shell's own lazy parts", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a slide-in menu whose chunk does not come shows a small fallback over the page, and Try again opens it', async ({ page }) => {
    const menuChunk = '**/assets/shell/menu-slide-in.*.js';
    await page.route(menuChunk, (route) => route.abort());
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true }).click();
    // Fetched twice (once more after a pause), then the fallback; the page itself stands.
    const fallback = page.getByRole('alert').filter({ hasText: 'Эта часть страницы не загрузилась.' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();

    await page.unroute(menuChunk);
    await fallback.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    await expect(fallback).toBeHidden();
  });
});
