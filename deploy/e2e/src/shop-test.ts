import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The shell's session-storage key for a closed bonus popup (shell/src/frame/widgets/bonus-notification.tsx). */
export const BONUS_POPUP_CLOSED_KEY = 'shell:bonus-notification-closed';

/**
 * Playwright's `test` for every spec of this suite. The demo shows the bonus popup on Georgian
 * pages (seed BONUS_POPUP_LANGUAGES), 300 ms after a page loads, until the shopper closes it for
 * the browser session: each test's browser has closed it already, as a shopper on their second page
 * has, so it covers nothing a test clicks. A test that looks at the popup opts out:
 * `test.use({ bonusPopupClosed: false })`.
 */
export const test = base.extend<{ bonusPopupClosed: boolean }>({
  bonusPopupClosed: [true, { option: true }],
  context: async ({ context, bonusPopupClosed }, provide) => {
    if (bonusPopupClosed) await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), BONUS_POPUP_CLOSED_KEY);
    await provide(context);
  },
});
