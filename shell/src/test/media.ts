import { act } from '@testing-library/react';

/**
 * A window.matchMedia for jsdom (which has none) that answers (min-width) / (max-width) queries
 * against a width the test sets; resize() notifies the listeners like a real window resize.
 */
export function installMedia(initialWidth: number): { resize: (width: number) => void } {
  let width = initialWidth;
  const listeners = new Set<{ query: string; fn: () => void }>();
  const matches = (query: string) =>
    query.split(' and ').every((part) => {
      const m = /\((max|min)-width:\s*(\d+)px\)/.exec(part);
      if (!m) return false;
      return m[1] === 'max' ? width <= Number(m[2]) : width >= Number(m[2]);
    });
  window.matchMedia = ((query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, fn: () => void) => listeners.add({ query, fn }),
      removeEventListener: (_type: string, fn: () => void) => {
        for (const entry of listeners) if (entry.fn === fn) listeners.delete(entry);
      },
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      act(() => [...listeners].forEach((entry) => entry.fn()));
    },
  };
}
