import { expect, test, type Locator, type Page } from './shop-test';
import { watchErrors } from './page-errors';

// The header of spec §2/§4 at the three layouts: search (the >3-character rule, suggestion clicks,
// keyboard only), the language switch keeping the page, and the promo strip staying closed.

/** Presses Tab until `target` has focus (keyboard-only use), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const bodyLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
const searchUrl = (phrase: string, prefix = '') => `${prefix}/search/${encodeURIComponent(phrase)}`;

const CASES = [
  { width: 375, mobile: true, from: '/blog', to: '/en/blog', fromLanguage: 'Русский', toLanguage: 'English', heading: 'Shop blog', languageLabel: 'Язык' },
  { width: 768, mobile: false, from: '/en/blog', to: '/ka/blog', fromLanguage: 'English', toLanguage: 'ქართული', heading: 'მაღაზიის ბლოგი', languageLabel: 'Language' },
  { width: 1280, mobile: false, from: '/ka/blog', to: '/blog', fromLanguage: 'ქართული', toLanguage: 'Русский', heading: 'Блог магазина', languageLabel: 'ენა' },
];

for (const { width, mobile, from, to, fromLanguage, toLanguage, heading, languageLabel } of CASES) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    /** The search field, opened the way this layout offers it (the icon on mobile, the field itself wider). */
    async function openSearch(page: Page): Promise<Locator> {
      const header = page.getByRole('banner');
      const box = header.getByRole('combobox', { name: 'Поиск по каталогу' });
      if (mobile) {
        await expect(box).toBeHidden();
        await header.getByRole('button', { name: 'Открыть поиск' }).click();
      } else {
        await box.click();
      }
      await expect(box).toBeFocused();
      return box;
    }

    test('search: 3 characters and Enter do nothing, 4 go to /search/{phrase}', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/blog');
      const box = await openSearch(page);
      // A click made before the page is taken over opens the search once it is (start.js holds it).
      await expect.poll(() => bodyLocked(page)).toBe(true);
      await expect(page.getByRole('banner').getByRole('listbox', { name: 'Популярные запросы' })).toBeVisible();

      await box.fill('пал');
      await box.press('Enter');
      await page.waitForTimeout(300);
      await expect(page).toHaveURL('/blog');
      await expect(box).toBeVisible();

      await box.pressSequentially('ь');
      expect(errors).toEqual([]);
      await box.press('Enter');
      await expect(page).toHaveURL(searchUrl('паль'));
      expect(await bodyLocked(page)).toBe(false);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Закрыть поиск' })).toHaveCount(0);
    });

    test('a suggestion click searches at once', async ({ page }) => {
      await page.goto('/blog');
      let box = await openSearch(page);
      // The popular phrases for the empty box: a click searches even for a short phrase.
      const popular = page.getByRole('listbox', { name: 'Популярные запросы' }).getByRole('option').first();
      const phrase = (await popular.innerText()).trim();
      await popular.click();
      await expect(page).toHaveURL(searchUrl(phrase));

      // Typed text: suggestions from the API, fetched as the text changes.
      await page.goto('/blog');
      box = await openSearch(page);
      const reply = page.waitForResponse((r) => r.url().includes('/api/search/complete/'));
      await box.pressSequentially('пальт');
      expect((await reply).ok()).toBe(true);
      const option = page.getByRole('listbox', { name: 'Подсказки' }).getByRole('option', { name: 'пальто', exact: true });
      await option.click();
      await expect(page).toHaveURL(searchUrl('пальто'));
      expect(await bodyLocked(page)).toBe(false);
    });

    test('search closes on the close icon, Escape and a click outside', async ({ page }) => {
      await page.goto('/blog');
      const header = page.getByRole('banner');
      let box = await openSearch(page);
      await header.getByRole('button', { name: 'Закрыть поиск' }).click();
      expect(await bodyLocked(page)).toBe(false);
      await expect(header.getByRole('button', { name: 'Закрыть поиск' })).toHaveCount(0);

      box = await openSearch(page);
      await box.press('Escape');
      expect(await bodyLocked(page)).toBe(false);
      // Mobile folds the field back behind its icon, which takes the focus the field had.
      if (mobile) {
        await expect(box).toBeHidden();
        await expect(header.getByRole('button', { name: 'Открыть поиск' })).toBeFocused();
      } else {
        await expect(box).toHaveAttribute('aria-expanded', 'false');
      }

      await openSearch(page);
      // The overlay covers the page below the header: a click there closes the search.
      await page.mouse.click(width / 2, 700);
      expect(await bodyLocked(page)).toBe(false);
      await expect(header.getByRole('button', { name: 'Закрыть поиск' })).toHaveCount(0);
      await expect(page).toHaveURL('/blog');
    });

    test('the first Tab stop skips the header: Enter puts focus on the page content', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The link moves focus by script once the page is taken over; before, it is a plain #main link.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Перейти к содержанию' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL('/blog');
    });

    test('keyboard only: Tab to the search, type, arrow down, Enter', async ({ page }) => {
      await page.goto('/blog');
      const header = page.getByRole('banner');
      const box = header.getByRole('combobox', { name: 'Поиск по каталогу' });
      if (mobile) {
        await tabTo(page, header.getByRole('button', { name: 'Открыть поиск' }));
        await page.keyboard.press('Enter');
      } else {
        await tabTo(page, box);
      }
      await expect(box).toBeFocused();
      const reply = page.waitForResponse((r) => r.url().includes('/api/search/complete/'));
      await page.keyboard.type('пальто');
      await reply;
      const options = header.getByRole('listbox', { name: 'Подсказки' }).getByRole('option');
      await expect(options.first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const first = options.first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      const title = (await first.innerText()).trim();
      await page.keyboard.press('Enter');
      // The first suggestion is the matching popular phrase (ranked first): a search for it.
      await expect(page).toHaveURL(searchUrl(title));
    });

    test('language switch keeps the page', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(from);
      let switcher: Locator;
      if (mobile) {
        // Mobile: the language toggle lives in the slide-in menu.
        await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
        switcher = page.getByRole('dialog', { name: 'Меню' }).getByRole('navigation', { name: languageLabel });
      } else {
        switcher = page.getByRole('banner').getByRole('navigation', { name: languageLabel });
      }
      const toggle = switcher.getByRole('button', { name: new RegExp(`${fromLanguage}$`) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await switcher.getByRole('link', { name: toLanguage }).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('the promo strip, once closed, stays closed after a reload', async ({ page }) => {
      await page.goto('/blog');
      const header = page.getByRole('banner');
      const strip = header.getByRole('link', { name: /Бесплатная доставка/ });
      await expect(strip).toBeVisible();
      await expect(strip).toHaveAttribute('href', '/delivery');
      await header.getByRole('button', { name: 'Закрыть объявление' }).click();
      await expect(strip).toHaveCount(0);
      const closedAt = await page.evaluate(() => window.localStorage.getItem('closePopup'));
      expect(Number(closedAt)).toBeGreaterThan(Date.now() - 60_000);

      await page.reload();
      await expect(header.getByRole('link', { name: 'Корзина' })).toBeVisible();
      await expect(header.getByRole('link', { name: /Бесплатная доставка/ })).toHaveCount(0);
    });

    test('the icons link to the cart and the wishlist, and guests get the login popup link', async ({ page }) => {
      await page.goto('/blog?from=e2e');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/cart');
      await expect(header.getByRole('link', { name: 'Избранное' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/account/wishlist');
      if (mobile) {
        // Mobile keeps the bar compact: the login and bonus card entries are in the menu.
        await expect(header.getByRole('link', { name: 'Войти' })).toBeHidden();
        await header.getByRole('button', { name: 'Меню' }).click();
        const menu = page.getByRole('dialog', { name: 'Меню' });
        await expect(menu.getByRole('link', { name: 'Бонусная карта' }).first()).toHaveAttribute('href', '/bonus-card');
        await expect(menu.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/blog?from=e2e#auth');
        return;
      }
      await expect(header.getByRole('link', { name: 'Бонусная карта' })).toHaveAttribute('href', '/bonus-card');
      await expect(header.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/blog?from=e2e#auth');
    });
  });
}
