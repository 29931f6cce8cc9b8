import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport a part starts loading, so it is there before the visitor reaches it. */
const AHEAD = '50% 0px';

/**
 * True once the element has come near the viewport (and from then on): for a part far down the
 * page that a visitor who never scrolls there should not pay for. Without IntersectionObserver, at once.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  // A browser that cannot observe gets the part at once (the server never renders it: it waits for the load too).
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
