// When to do deferred work: once the browser is idle, after the page's load, when an element nears
// the viewport. Not a part of the shell's '@shop/ui' singleton: '@shop/ui/idle' is bundled by each
// app that imports it (a few lines), so a remote can use it against a shell built before it existed.

/** Spec §9: lazy hydration waits for the browser to be idle, but at most this long. */
export const LAZY_HYDRATION_IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` once the browser is idle, or after LAZY_HYDRATION_IDLE_TIMEOUT_MS at the latest;
 * answers a function that cancels it. Safari has no requestIdleCallback: there the next task is
 * the closest thing.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: LAZY_HYDRATION_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * Calls `start` once the page has loaded (the window's load event, or at once if it came): for
 * what must not compete with the page's first load. `start` answers its own cancel; the answer
 * cancels either.
 */
export function afterLoad(start: () => () => void): () => void {
  let cancelStarted: () => void = () => undefined;
  const begin = () => {
    cancelStarted = start();
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    window.removeEventListener('load', begin);
    cancelStarted();
  };
}

/** How far below the viewport an element counts as near: half a screen, so what it needs is there before the visitor is. */
const NEAR = '50% 0px';

/** Whether this place can tell when an element nears the viewport: a browser can, a server cannot. */
export const canWatchNearView = (): boolean => typeof IntersectionObserver === 'function';

/**
 * Runs `run` once, when `element` comes within half a screen of the viewport (canWatchNearView
 * first); answers a function that stops watching.
 */
export function whenNear(element: Element, run: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    run();
  }, { rootMargin: NEAR });
  observer.observe(element);
  return () => observer.disconnect();
}
