import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { RumBeacon } from '@shop/contracts';
import { setLanguage } from '@shop/i18n';
import { Link, MemoryRouter } from '@shop/router';
import { PageModule } from '../remote-loading/remote-page';
import { registerFromRegistry } from '../remote-loading/remotes';
import { notePageEvent, recordPageEvents, stopPageEvents } from './page-events';
import { PageViews } from './page-views';
import { reportVitals, RUM_URL } from './report-vitals';
import { startVitals } from './start-vitals';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), getInstance: jest.fn(() => null) }));
jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onFCP: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onTTFB: jest.fn() }));

const BLOG = '1.1.16+aaaaaaaa';
const GIFTCARD = '1.1.16+bbbbbbbb';
beforeAll(() => registerFromRegistry({ 'content-blog': `/remotes/content-blog/${BLOG}/mf-manifest.json`, giftcard: `/remotes/giftcard/${GIFTCARD}/mf-manifest.json` }));
beforeEach(() => {
  stopPageEvents();
  setLanguage('ru-ru');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.mocked(console.error).mockRestore());

describe('the page views a beacon reports', () => {
  it('records nothing on a page load that was not sampled', () => {
    notePageEvent('view', 'blog-post');
    notePageEvent('error');
    expect(new PageViews().take()).toEqual([]);
  });

  it('counts each view with the versions its remotes ran, its errors and failed loads, boot errors in the first', () => {
    recordPageEvents();
    const views = new PageViews();
    notePageEvent('error');
    notePageEvent('view', 'blog-post');
    notePageEvent('failed', 'giftcard');
    notePageEvent('view', 'blog-list');
    expect(views.take()).toEqual([
      { page: 'blog-post', remotes: { 'content-blog': BLOG, giftcard: GIFTCARD }, errors: 1, failed: ['giftcard'] },
      { page: 'blog-list', remotes: { 'content-blog': BLOG }, errors: 0, failed: [] },
    ]);
    // The current view was reported: again only if something happens in it.
    expect(views.take()).toEqual([]);
    notePageEvent('error');
    expect(views.take()).toEqual([{ page: 'blog-list', remotes: { 'content-blog': BLOG }, errors: 1, failed: [] }]);
    expect(views.firstView()).toEqual({ page: 'blog-post', remotes: { 'content-blog': BLOG, giftcard: GIFTCARD } });
  });

  it('starts a view per address the page module shows, and counts the region whose remote did not load', async () => {
    recordPageEvents();
    jest.mocked(loadRemote).mockRejectedValue(new Error('Failed to get manifest. #RUNTIME-003'));
    render(
      <MemoryRouter initialEntries={['/blog/a']}>
        <Link to="/blog/b">next</Link>
        <Link to="/blog/b#auth">log in</Link>
        <PageModule page="blog-post" props={{ slug: 'a' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    // A popup opening by the address's hash is no new page view.
    await userEvent.click(screen.getByRole('link', { name: 'log in' }));
    const views = new PageViews().take();
    expect(views).toHaveLength(2);
    expect(views[0]).toEqual({ page: 'blog-post', remotes: { 'content-blog': BLOG }, errors: 0, failed: ['content-blog'] });
  });
});

describe('the beacon', () => {
  const reported = new Map<string, (metric: Metric) => void>();
  let sendBeacon: jest.Mock;

  beforeEach(() => {
    const observers = { LCP: onLCP, INP: onINP, CLS: onCLS, FCP: onFCP, TTFB: onTTFB } as Record<string, (callback: (metric: Metric) => void) => void>;
    for (const [name, observe] of Object.entries(observers)) jest.mocked(observe).mockImplementation((callback) => void reported.set(name, callback));
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  };
  const measure = (name: string, value: number) => reported.get(name)!({ name, value } as Metric);
  const beaconSent = async (call: number): Promise<RumBeacon> => {
    const [url, body] = sendBeacon.mock.calls[call] as [string, Blob];
    expect([url, body.type]).toEqual([RUM_URL, 'application/json']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(body);
    });
    return JSON.parse(text) as RumBeacon;
  };

  it('sends the views and the vitals of the page it opened on when the page is hidden, each vital once', async () => {
    recordPageEvents();
    notePageEvent('view', 'product');
    reportVitals(() => 'en-gb', '1.0.0');
    measure('LCP', 1840);
    measure('CLS', 0.02);
    measure('LCP', 7_000_000);
    hide();
    expect(await beaconSent(0)).toEqual({
      shell: '1.0.0', language: 'en-gb', device: 'desktop',
      views: [{ page: 'product', remotes: {}, errors: 0, failed: [] }],
      vitals: { page: 'product', remotes: {}, values: { LCP: 1840, CLS: 0.02 } },
    });
    // Shown again, then INP is reported as it is hidden again: only what is new goes.
    measure('INP', 96);
    measure('LCP', 2000);
    hide();
    expect(await beaconSent(1)).toEqual({ shell: '1.0.0', language: 'en-gb', device: 'desktop', views: [], vitals: { page: 'product', remotes: {}, values: { INP: 96 } } });
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('leaves the page alone when the browser refuses the beacon', () => {
    recordPageEvents();
    notePageEvent('view', 'home');
    sendBeacon.mockImplementation(() => {
      throw new TypeError('blocked');
    });
    reportVitals(() => 'ru-ru', '1.0.0');
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
  });
});

describe('which page loads report', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => jest.mocked(Math.random).mockRestore());
  const recording = () => {
    notePageEvent('view', 'home');
    return new PageViews().take().length > 0;
  };

  it('none on the first visit, whose JavaScript budget has no room for the reporter; the next ones as sampled', () => {
    startVitals(1, () => 'ru-ru', '1.0.0');
    expect(recording()).toBe(false);
    startVitals(1, () => 'ru-ru', '1.0.0');
    expect(recording()).toBe(true);
  });

  it('a share of them by the settings\' sample rate', () => {
    startVitals(1, () => 'ru-ru', '1.0.0');
    startVitals(0.4, () => 'ru-ru', '1.0.0');
    expect(recording()).toBe(false);
    startVitals(0.6, () => 'ru-ru', '1.0.0');
    expect(recording()).toBe(true);
  });
});
