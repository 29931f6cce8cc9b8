import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in a server render and in the browser's hydration of it, true from the next render on.
 * For what only the browser knows (the URL hash, which never reaches the server): rendering it
 * at once would differ from the server's HTML. React re-renders with true right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
