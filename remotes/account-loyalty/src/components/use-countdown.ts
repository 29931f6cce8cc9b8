import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (ms since epoch), ticking once a second, 0 once it has passed.
 * The clock starts when the component mounts: give the component a new key for a new deadline.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 59 → '0:59', 125 → '2:05': a countdown as a clock shows it. */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
