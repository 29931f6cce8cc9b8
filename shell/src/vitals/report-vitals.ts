import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { deviceClassOf, VITAL_MAXIMUM, type LanguageCode, type RumBeacon, type Vital } from '@shop/contracts';
import { PageViews } from './page-views';

/** Where the API takes beacons (deploy/api domains/rum). */
export const RUM_URL = '/api/rum';
/** The API takes at most this many views a beacon: a tab kept open for hours sends its last ones. */
const MAX_VIEWS = 50;

/**
 * Measures the page with the web-vitals package and sends what it measured, and the page views
 * since the last beacon, when the page is hidden or left: with navigator.sendBeacon, which the
 * browser delivers after the page is gone, without a cookie read or a URL sent. Each vital goes
 * once. A browser without sendBeacon, or one that refuses it (a blocker), sends nothing, and the
 * page does not notice.
 */
export function reportVitals(languageNow: () => LanguageCode, shellVersion: string): void {
  const measured: Partial<Record<Vital, number>> = {};
  const sent = new Set<Vital>();
  const keep = ({ name, value }: Metric) => {
    const vital = name as Vital;
    // A value no browser can honestly measure would make the API refuse the whole beacon.
    if (!sent.has(vital) && value >= 0 && value <= VITAL_MAXIMUM[vital]) measured[vital] = value;
  };
  // Registered before the listeners below: on hiding, web-vitals reports LCP, CLS and INP first.
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);

  const pageViews = new PageViews();
  const send = () => {
    const views = pageViews.take().slice(-MAX_VIEWS);
    const fresh = Object.entries(measured).filter(([vital]) => !sent.has(vital as Vital));
    const page = pageViews.firstView();
    if (views.length === 0 && (fresh.length === 0 || !page)) return;
    const beacon: RumBeacon = { shell: shellVersion, language: languageNow(), device: deviceClassOf(window.innerWidth), views };
    if (fresh.length > 0 && page) {
      beacon.vitals = { ...page, values: Object.fromEntries(fresh) };
      for (const [vital] of fresh) sent.add(vital as Vital);
    }
    try {
      navigator.sendBeacon(RUM_URL, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
    } catch {
      // No sendBeacon, or the browser would not queue it: this page's figures are lost, nothing else.
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}
