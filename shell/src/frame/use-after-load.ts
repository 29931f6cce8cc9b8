import { useEffect, useState } from 'react';

/** Spec §9: lazy hydration waits for the browser to be idle, but at most this long. */
export const IDLE_TIMEOUT_MS = 2000;

type Cancel = () => void;

function onIdle(callback: () => void): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: the next task is the closest thing.
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

function afterDelay(ms: number, callback: () => void): Cancel {
  const id = window.setTimeout(callback, ms);
  return () => window.clearTimeout(id);
}

/**
 * True once the page has loaded (the window load event, or at once if it already fired) and then
 * either the browser went idle ('idle', at most IDLE_TIMEOUT_MS) or `wait` milliseconds passed.
 * For what must not compete with the page's own first load: the footer subscription, popups.
 */
export function useAfterLoad(wait: 'idle' | number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelWait: Cancel = () => undefined;
    const start = () => {
      const done = () => setReady(true);
      cancelWait = wait === 'idle' ? onIdle(done) : afterDelay(wait, done);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelWait();
    };
  }, [wait]);
  return ready;
}
