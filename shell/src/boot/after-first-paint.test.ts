import { afterFirstPaint, PAINT_WAIT_LIMIT_MS, type PaintClock } from './after-first-paint';

/** A browser that reports paints when told to, with its own timers and document events. */
function fakeBrowser({ painted = false, paintTiming = true, visibility = 'visible' as DocumentVisibilityState } = {}) {
  let observer: ((entries: string[]) => void) | undefined;
  const timers: Array<() => void> = [];
  const documentEvents = new EventTarget();
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      observer = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  const clock: PaintClock = {
    document: Object.assign(documentEvents, { visibilityState: visibility }) as unknown as PaintClock['document'],
    performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) } as unknown as PaintClock['performance'],
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    setTimeout: (callback: () => void, ms: number) => {
      expect(ms).toBe(PAINT_WAIT_LIMIT_MS);
      timers.push(callback);
    },
  };
  return {
    clock,
    paint: (...entries: string[]) => observer?.(entries),
    timeout: () => timers.forEach((callback) => callback()),
    press: (type: string) => documentEvents.dispatchEvent(new Event(type)),
  };
}

describe('afterFirstPaint', () => {
  it('starts once the first contentful paint is reported, not at the first paint, and only once', () => {
    const browser = fakeBrowser();
    const start = jest.fn();
    afterFirstPaint(start, browser.clock);
    browser.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    browser.timeout();
    browser.press('pointerdown');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the page was painted already, the tab is hidden or paints cannot be reported', () => {
    for (const browser of [fakeBrowser({ painted: true }), fakeBrowser({ visibility: 'hidden' }), fakeBrowser({ paintTiming: false })]) {
      const start = jest.fn();
      afterFirstPaint(start, browser.clock);
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('starts at the first press or key, or when the report is late', () => {
    for (const nudge of ['pointerdown', 'keydown', 'timeout']) {
      const browser = fakeBrowser();
      const start = jest.fn();
      afterFirstPaint(start, browser.clock);
      if (nudge === 'timeout') browser.timeout();
      else browser.press(nudge);
      browser.paint('first-contentful-paint');
      expect(start).toHaveBeenCalledTimes(1);
    }
  });
});
