import { useEffect, useState } from 'react';
import { afterLoad, whenIdle } from '@shop/ui/idle';

type Cancel = () => void;

function afterDelay(ms: number, callback: () => void): Cancel {
  const id = window.setTimeout(callback, ms);
  return () => window.clearTimeout(id);
}

/**
 * True once the page has loaded (the window load event, or at once if it already fired) and then
 * either the browser went idle ('idle', at most LAZY_HYDRATION_IDLE_TIMEOUT_MS) or `wait` milliseconds passed.
 * For what must not compete with the page's own first load: the footer subscription, popups.
 */
export function useAfterLoad(wait: 'idle' | number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    return afterLoad(() => (wait === 'idle' ? whenIdle(done) : afterDelay(wait, done)));
  }, [wait]);
  return ready;
}
