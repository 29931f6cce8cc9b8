/**
 * At most this long after the script starts, the page is taken over even if the browser has not
 * reported a paint (a browser that paints late or never says so).
 */
export const PAINT_WAIT_LIMIT_MS = 2500;

/** What of the browser this needs: `window` in the page, a stand-in in tests. */
export interface PaintClock {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  performance: Pick<Performance, 'getEntriesByName'>;
  PerformanceObserver?: typeof PerformanceObserver;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
// A shopper who presses or types has seen the page: waiting for the paint report is pointless.
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `start` once the browser has painted the server-rendered page (its first contentful
 * paint), so making the page interactive (hydration: most of the shell's script time) never holds
 * back its first paint. At once when the paint happened already, the tab is hidden (a background
 * tab does not paint) or the browser cannot report paints; at the first press or key, or after
 * PAINT_WAIT_LIMIT_MS, if the report is slow in coming.
 */
export function afterFirstPaint(start: () => void, clock: PaintClock = window): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of INPUT_EVENTS) clock.document.removeEventListener(type, startOnce, true);
    start();
  };

  const Observer = clock.PerformanceObserver;
  const canObserve = Observer !== undefined && (Observer.supportedEntryTypes ?? []).includes('paint');
  if (!canObserve || clock.document.visibilityState === 'hidden' || clock.performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
    start();
    return;
  }
  const observer: PerformanceObserver | undefined = new Observer((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  for (const type of INPUT_EVENTS) clock.document.addEventListener(type, startOnce, true);
  clock.setTimeout(startOnce, PAINT_WAIT_LIMIT_MS);
}
