import { act, render, screen } from '@testing-library/react';
import { LAZY_HYDRATION_IDLE_TIMEOUT_MS } from '@shop/ui/idle';
import { useAfterLoad } from './use-after-load';

function Probe({ wait }: { wait: 'idle' | number }) {
  return <p>{useAfterLoad(wait) ? 'ready' : 'waiting'}</p>;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setReadyState('complete');
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe('useAfterLoad', () => {
  it('waits for the window load event, then the delay', () => {
    setReadyState('loading');
    render(<Probe wait={300} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    setReadyState('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('starts counting at once when the page has already loaded', () => {
    render(<Probe wait={300} />);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('asks for an idle moment with the spec timeout of 2000 ms', () => {
    const pending: Array<() => void> = [];
    const requestIdleCallback = jest.fn((callback: () => void) => pending.push(callback));
    window.requestIdleCallback = requestIdleCallback as unknown as typeof window.requestIdleCallback;
    window.cancelIdleCallback = jest.fn();
    expect(LAZY_HYDRATION_IDLE_TIMEOUT_MS).toBe(2000);
    render(<Probe wait="idle" />);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => pending.forEach((callback) => callback()));
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('cancels what it waits for when unmounted', () => {
    window.requestIdleCallback = jest.fn(() => 7) as unknown as typeof window.requestIdleCallback;
    const cancel = jest.fn();
    window.cancelIdleCallback = cancel;
    const { unmount } = render(<Probe wait="idle" />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
