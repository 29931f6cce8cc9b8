import { useCallback, useSyncExternalStore } from 'react';

/**
 * Layouts (spec §1, §9): mobile up to 767 px, tablet from 768 px, desktop from 1280 px.
 * Mobile and tablet share the slide-in menu; desktop gets the hover menu, so the menu switches
 * at the desktop breakpoint, not at the mobile one.
 */
export const BREAKPOINTS = { tablet: 768, desktop: 1280 } as const;
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.tablet - 1}px)`;
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the media query matches now; re-renders when that changes. False where there is no window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => (canMatch() ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** Up to 767 px wide (spec §9 mobile breakpoint). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** 1280 px and wider: the desktop layout with the hover menu. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
