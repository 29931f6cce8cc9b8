import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearView } from './use-near-view';

function Part() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref);
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

describe('useNearView', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('waits until the element nears the viewport, then stays true', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const disconnect = jest.fn();
    window.IntersectionObserver = jest.fn((callback: typeof report) => {
      report = callback;
      return { observe: jest.fn(), disconnect };
    }) as unknown as typeof IntersectionObserver;
    render(<Part />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once where the browser cannot observe', () => {
    render(<Part />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
