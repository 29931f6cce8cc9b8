import type { LanguageCode } from '@shop/contracts';
import { readStored, STORAGE_KEYS, writeStored } from '@shop/session';
import { notePageEvent, recordPageEvents } from './page-events';

/** How long after the page's load the reporter's code is fetched at the latest when the browser is never idle. */
const IDLE_WAIT_MS = 2000;

/**
 * Reports this page load's vitals when the dice say so (`sampleRate` of the settings, 0 to 1) and
 * the browser has loaded the shop before: a first visit keeps to its JavaScript budget (150 KB,
 * with no room for the reporter's 2.4), so the figures come from the page loads after it. Its
 * views and errors are recorded from now on, and the reporter (web-vitals and the beacon, a chunk
 * of its own) is fetched once the page has loaded and the browser is idle, so it never competes
 * with what the shopper waits for; the browser keeps the paints and shifts it measures until then.
 */
export function startVitals(sampleRate: number, languageNow: () => LanguageCode, shellVersion: string): void {
  // Written once, on the first visit: the boot of every later load only reads it.
  if (readStored(STORAGE_KEYS.visited) === null) {
    writeStored(STORAGE_KEYS.visited, '1');
    return;
  }
  if (!(Math.random() < sampleRate)) return;
  recordPageEvents();
  const noteError = () => notePageEvent('error');
  window.addEventListener('error', noteError);
  window.addEventListener('unhandledrejection', noteError);
  const load = () => {
    import(/* webpackChunkName: "vitals" */ './report-vitals').then(
      ({ reportVitals }) => reportVitals(languageNow, shellVersion),
      // Blocked or offline: the page goes on without reporting.
      () => undefined,
    );
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: IDLE_WAIT_MS }) : setTimeout(load, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
