import { expect, test, type Page } from './shop-test';
import { watchErrors } from './page-errors';

// One run's addresses never collide with an earlier run's (the e2e database is fresh, but be sure).
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Each width in another interface language, so the three translations are checked in the browser too.
const CASES = [
  {
    width: 375,
    path: '/blog',
    label: 'Электронная почта',
    submit: 'Подписаться',
    invalid: 'Пожалуйста, введите корректный адрес электронной почты.',
    success: 'Спасибо! Вы подписались на рассылку.',
    already: 'Этот адрес уже подписан на рассылку.',
  },
  {
    width: 768,
    path: '/en/blog',
    label: 'Email',
    submit: 'Subscribe',
    invalid: 'Please enter a valid email address.',
    success: 'Thank you! You are now subscribed.',
    already: 'This address is already subscribed.',
  },
  {
    width: 1280,
    path: '/ka/blog',
    label: 'ელფოსტა',
    submit: 'გამოწერა',
    invalid: 'გთხოვთ, შეიყვანოთ სწორი ელფოსტის მისამართი.',
    success: 'გმადლობთ! თქვენ წარმატებით გამოიწერეთ სიახლეები.',
    already: 'ეს მისამართი უკვე გამოწერილია.',
  },
];

/** Counts the subscription POSTs the page sends, and fails on any browser alert (spec §8 notice). */
function watchSubscribe(page: Page): { posts: () => number; alerts: string[] } {
  let posts = 0;
  const alerts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/email/subscribe') posts += 1;
  });
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return { posts: () => posts, alerts };
}

for (const { width, path, label, submit, invalid, success, already } of CASES) {
  test.describe(`footer newsletter at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a bad address is refused here, a good one subscribes, the same one again is known', async ({ page }) => {
      const errors = watchErrors(page);
      const { posts, alerts } = watchSubscribe(page);
      await page.goto(path);

      const footer = page.getByRole('contentinfo');
      const email = footer.getByRole('textbox', { name: label });
      const button = footer.getByRole('button', { name: submit });
      // The block is its own chunk, loaded after the page once the footer nears the viewport: scroll
      // down to it as a visitor does.
      await footer.scrollIntoViewIfNeeded();
      await expect(email).toBeVisible();

      await email.fill('nino@example');
      await button.click();
      await expect(footer.getByRole('alert')).toHaveText(invalid);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(posts()).toBe(0);

      const address = `e2e-${width}-${RUN}@example.com`;
      await email.fill(address);
      await expect(footer.getByRole('alert')).toHaveCount(0);
      await button.click();
      await expect(footer.getByRole('status')).toHaveText(success);
      expect(posts()).toBe(1);

      await button.click();
      await expect(footer.getByRole('status')).toHaveText(already);
      expect(posts()).toBe(2);

      // Editing clears the message.
      await email.press('End');
      await email.press('Backspace');
      await expect(footer.getByRole('status')).toHaveText('');

      expect(alerts).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
