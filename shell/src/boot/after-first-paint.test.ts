import { afterFirstPaint, PAINT_WAIT_LIMIT_MS, type PaintClock } from './after-first-paint';

/** A browser that reports paints and draws frames when told to, with its own timers and document events. */
function fakeBrowser({ painted = false, paintTiming = true, visibility = 'visible' as DocumentVisibilityState } = {}) {
  let observer: ((entries: string[]) => void) | undefined;
  const limits: Array<() => void> = [];
  let frame: Array<() => void> = [];
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
    // The limit waits for the test; the task after a frame runs with the frame.
    setTimeout: (callback: () => void, ms: number) => (ms === PAINT_WAIT_LIMIT_MS ? limits.push(callback) : callback()),
    requestAnimationFrame: (callback: () => void) => frame.push(callback),
  };
  return {
    clock,
    paint: (...entries: string[]) => observer?.(entries),
    drawFrame: () => {
      const callbacks = frame;
      frame = [];
      callbacks.forEach((callback) => callback());
    },
    timeout: () => limits.forEach((callback) => callback()),
    press: (type: string) => documentEvents.dispatchEvent(new Event(type)),
  };
}

/** The lead image as the page has it: loading, or in already. */
function leadImage(complete: boolean): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { value: complete, configurable: true });
  return image;
}

describe('afterFirstPaint', () => {
  it('starts once the first contentful paint is reported, not at the first paint, and only once', () => {
    const browser = fakeBrowser();
    const start = jest.fn();
    afterFirstPaint(start, [], browser.clock);
    browser.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    browser.timeout();
    browser.press('pointerdown');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('then waits for every lead image to load and be drawn', () => {
    const browser = fakeBrowser({ painted: true });
    const start = jest.fn();
    const [hero, slide] = [leadImage(false), leadImage(false)];
    afterFirstPaint(start, [hero, slide, leadImage(true)], browser.clock);
    hero.dispatchEvent(new Event('load'));
    browser.drawFrame();
    expect(start).not.toHaveBeenCalled();
    slide.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    browser.drawFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a lead image that is in already or failed', () => {
    const browser = fakeBrowser({ painted: true });
    const start = jest.fn();
    afterFirstPaint(start, [leadImage(true)], browser.clock);
    expect(start).toHaveBeenCalledTimes(1);
    const failed = leadImage(false);
    const other = fakeBrowser({ painted: true });
    afterFirstPaint(start, [failed], other.clock);
    failed.dispatchEvent(new Event('error'));
    other.drawFrame();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts at once when the tab is hidden or paints cannot be reported', () => {
    for (const browser of [fakeBrowser({ visibility: 'hidden' }), fakeBrowser({ paintTiming: false })]) {
      const start = jest.fn();
      afterFirstPaint(start, [leadImage(false)], browser.clock);
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('starts at the first press or key, or when the paint is late', () => {
    for (const nudge of ['pointerdown', 'keydown', 'timeout']) {
      const browser = fakeBrowser();
      const start = jest.fn();
      const lead = leadImage(false);
      afterFirstPaint(start, [lead], browser.clock);
      if (nudge === 'timeout') browser.timeout();
      else browser.press(nudge);
      browser.paint('first-contentful-paint');
      lead.dispatchEvent(new Event('load'));
      browser.drawFrame();
      expect(start).toHaveBeenCalledTimes(1);
    }
  });
});
