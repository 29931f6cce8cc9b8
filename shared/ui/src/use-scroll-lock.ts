import { useEffect } from 'react';

// One lock per active user (search overlay, slide-in menu, popup...): they can nest, and the page
// scrolls again only when the last one lets go.
let holders = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * Locks scrolling of the page body until the returned release function is called (once; later
 * calls do nothing). The scrollbar's width becomes body padding so the page does not shift sideways.
 */
export function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = undefined;
    }
  };
}

/** How many locks are held now (for tests and debugging). */
export function scrollLockCount(): number {
  return holders;
}

/** Holds a scroll lock while `active` is true; releases it when it turns false or on unmount. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
