import { canWatchNearView, whenNear } from './when-idle';

describe('whenNear', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('runs once the element nears the viewport, then stops watching; the answer stops it before', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const observer = { observe: jest.fn(), disconnect: jest.fn() };
    window.IntersectionObserver = jest.fn((callback: typeof report, options: IntersectionObserverInit) => {
      report = callback;
      expect(options.rootMargin).toBe('50% 0px');
      return observer;
    }) as unknown as typeof IntersectionObserver;
    expect(canWatchNearView()).toBe(true);
    const run = jest.fn();
    const element = document.createElement('div');
    whenNear(element, run);
    expect(observer.observe).toHaveBeenCalledWith(element);
    report([{ isIntersecting: false }]);
    expect(run).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect([run.mock.calls.length, observer.disconnect.mock.calls.length]).toEqual([1, 1]);
    whenNear(element, run)();
    expect(observer.disconnect).toHaveBeenCalledTimes(2);
  });

  it('says where nothing can watch', () => {
    expect(canWatchNearView()).toBe(false);
  });
});
