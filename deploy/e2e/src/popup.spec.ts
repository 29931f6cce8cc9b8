import { expect, test, type Page } from './shop-test';
import { watchErrors } from './page-errors';
import { BASE_URL, TEST_POPUP_BUILD_DIR, TEST_POPUP_VERSION } from './shop';
import { remoteRoot } from './shopper';
import { serveFolder, type StaticFolder } from './static-folder';

// Spec §2 popups, with the test popup (fixtures/test-popup) standing in for account-loyalty in this
// file's browsers only: a remote override, as a developer loads their dev server (see
// dev-override.spec.ts), so tests running beside these never see it.
let testPopup: StaticFolder;
test.beforeAll(async () => {
  testPopup = await serveFolder(TEST_POPUP_BUILD_DIR);
});
test.afterAll(() => testPopup.close());
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'shop-remote-override', value: testPopup.overrideFor('account-loyalty'), url: BASE_URL }]);
});

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход и регистрация' });

for (const width of [375, 768, 1280]) {
  test.describe(`popups at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('#auth opens the popup remote as a dialog; closing clears the hash in place', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/blog?from=e2e#auth');
      const dialog = loginDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Test popup' })).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(remoteRoot(dialog, 'account-loyalty')).toHaveAttribute('data-version', TEST_POPUP_VERSION);
      const historyLength = await page.evaluate(() => history.length);

      await dialog.getByRole('button', { name: 'Close test popup' }).click();
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(`${BASE_URL}/blog?from=e2e`);
      // Cleared in place: no new history entry.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(errors).toEqual([]);
    });

    test('focus is trapped in the dialog, Escape closes it and focus returns to the opener', async ({ page }) => {
      await page.goto('/blog');
      const logo = page.getByRole('banner').getByRole('link').first();
      await logo.focus();
      // What a header button or a remote's link does: put the popup's name in the hash.
      await page.evaluate(() => {
        window.location.hash = 'auth';
      });
      const dialog = loginDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Test popup' })).toBeVisible();
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).hash).toBe('');
      await expect(logo).toBeFocused();
    });

    test('a hash that names no popup opens nothing', async ({ page }) => {
      await page.goto('/blog#main');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

test.describe('login entry of the slide-in menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens the login popup; closing it gives focus back to the burger', async ({ page }) => {
    await page.goto('/blog');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true });
    await burger.click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: 'Войти' }).click();
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Test popup' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#auth');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the bonus popup (spec §2 modal_status), which the demo turns on in Georgian', () => {
  test.use({ bonusPopupClosed: false });

  test('shows on a Georgian page, not on a Russian one; closed, it stays away for the browser session', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/ka/blog');
    const popup = page.getByRole('dialog', { name: 'ბონუს ბარათი' });
    await expect(popup.getByRole('link', { name: 'ბარათის შესახებ' })).toBeVisible();
    await popup.getByRole('button', { name: 'დახურვა' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
