import { useEffect, useState, type RefObject } from 'react';
import { canWatchNearView, whenNear } from '@shop/ui/idle';

/**
 * True once the element has come near the viewport (and from then on): for a part far down the
 * page that a visitor who never scrolls there should not pay for. Where nothing can watch, at once
 * (the server never renders such a part: it waits for the page's load too).
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && !canWatchNearView());
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNear(element, () => setNear(true));
  }, [ref, near]);
  return near;
}
