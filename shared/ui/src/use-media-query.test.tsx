import { act, render, screen } from '@testing-library/react';
import { useIsDesktop, useIsMobile, useMediaQuery } from './use-media-query';

// A window.matchMedia that understands (max-width: Npx) / (min-width: Npx) against a settable width.
let width = 375;
const lists = new Set<{ query: string; listeners: Set<() => void> }>();
function matches(query: string): boolean {
  return query.split(' and ').every((part) => {
    const m = /\((max|min)-width:\s*(\d+)px\)/.exec(part);
    if (!m) return false;
    return m[1] === 'max' ? width <= Number(m[2]) : width >= Number(m[2]);
  });
}
function resize(next: number) {
  width = next;
  act(() => lists.forEach((l) => l.listeners.forEach((fn) => fn())));
}

beforeEach(() => {
  width = 375;
  lists.clear();
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => entry.listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => entry.listeners.delete(fn),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
});

function Probe({ query }: { query?: string }) {
  const mobile = useIsMobile();
  const desktop = useIsDesktop();
  const custom = useMediaQuery(query ?? '(min-width: 500px)');
  return <p>{`mobile=${mobile} desktop=${desktop} custom=${custom}`}</p>;
}

describe('useMediaQuery', () => {
  it('tells mobile (up to 767 px), tablet and desktop (from 1280 px) apart and follows resizes', () => {
    render(<Probe />);
    expect(screen.getByText('mobile=true desktop=false custom=false')).toBeInTheDocument();
    resize(767);
    expect(screen.getByText('mobile=true desktop=false custom=true')).toBeInTheDocument();
    resize(768);
    expect(screen.getByText('mobile=false desktop=false custom=true')).toBeInTheDocument();
    resize(1279);
    expect(screen.getByText('mobile=false desktop=false custom=true')).toBeInTheDocument();
    resize(1280);
    expect(screen.getByText('mobile=false desktop=true custom=true')).toBeInTheDocument();
  });

  it('follows a new query and stops listening on unmount', () => {
    const { rerender, unmount } = render(<Probe query="(min-width: 1000px)" />);
    expect(screen.getByText(/custom=false/)).toBeInTheDocument();
    rerender(<Probe query="(min-width: 300px)" />);
    expect(screen.getByText(/custom=true/)).toBeInTheDocument();
    unmount();
    const listening = [...lists].reduce((n, l) => n + l.listeners.size, 0);
    expect(listening).toBe(0);
  });

  it('answers false where the browser has no matchMedia', () => {
    // @ts-expect-error: simulating an environment without the API.
    delete window.matchMedia;
    render(<Probe />);
    expect(screen.getByText('mobile=false desktop=false custom=false')).toBeInTheDocument();
  });
});
