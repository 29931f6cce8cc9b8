/**
 * At most this long after the script starts, the page is taken over even if the browser has not
 * reported a paint or the lead image is still coming (a browser that paints late or never says so,
 * a slow network).
 */
export const PAINT_WAIT_LIMIT_MS = 2500;

/** What of the browser this needs: `window` in the page, a stand-in in tests. */
export interface PaintClock {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  performance: Pick<Performance, 'getEntriesByName'>;
  PerformanceObserver?: typeof PerformanceObserver;
  setTimeout: (callback: () => void, ms: number) => unknown;
  requestAnimationFrame: (callback: () => void) => unknown;
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
// A shopper who presses or types has seen the page: waiting any longer is pointless.
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `start` once the browser has painted the server-rendered page: its first contentful paint,
 * and then its `lead` images (those it asks for with high priority: its likely largest paint),
 * loaded and in a frame. So
 * taking the page over (hydration: most of the shell's script time) never holds back what the
 * shopper waits to see. At once when the tab is hidden (a background tab does not paint) or the
 * browser cannot report paints; at the first press or key, or after PAINT_WAIT_LIMIT_MS, if the
 * paint is slow in coming.
 */
export function afterFirstPaint(start: () => void, lead: readonly HTMLImageElement[], clock: PaintClock = window): void {
  const Observer = clock.PerformanceObserver;
  const canObserve = Observer !== undefined && (Observer.supportedEntryTypes ?? []).includes('paint');
  if (!canObserve || clock.document.visibilityState === 'hidden') {
    start();
    return;
  }

  let started = false;
  const observer = new Observer((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
    observer.disconnect();
    painted();
  });
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of INPUT_EVENTS) clock.document.removeEventListener(type, startOnce, true);
    start();
  };
  // A task after the next frame: that frame is the one that paints what has just loaded.
  const afterNextFrame = () => clock.requestAnimationFrame(() => clock.setTimeout(startOnce, 0));
  function painted(): void {
    const loading = lead.filter((image) => !image.complete);
    if (loading.length === 0) {
      startOnce();
      return;
    }
    let left = loading.length;
    const loaded = () => {
      left -= 1;
      if (left === 0) afterNextFrame();
    };
    for (const image of loading) {
      image.addEventListener('load', loaded, { once: true });
      image.addEventListener('error', loaded, { once: true });
    }
  }

  for (const type of INPUT_EVENTS) clock.document.addEventListener(type, startOnce, true);
  clock.setTimeout(startOnce, PAINT_WAIT_LIMIT_MS);
  if (clock.performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) painted();
  else observer.observe({ type: 'paint', buffered: true });
}
