import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { configureApiClient } from '@shop/api-client';
import { adoptSettingsCurrency, currencyOfSearch, getCurrency, getLanguage, i18n, initI18n, setCurrency } from '@shop/i18n';
import { followVisitorCurrency, hydrateSession } from '@shop/session';
import { provideRemoteRegion } from '@shop/ui';
import { App } from './app';
import { readBootData } from './boot/read-boot-data';
import { RemotePage } from './remote-loading/remote-page';
import { RemoteLoadError } from './remote-loading/remote-component';
import { CLIENT_REGION_DIGEST } from './remote-loading/server-modules';
import { registerFromRegistry } from './remote-loading/remotes';
import { retryPlugin } from './remote-loading/retry-plugin';
import { loadShellTexts, NS } from './i18n/texts';
import { startVitals } from './vitals/start-vitals';
import './global.css';

/**
 * Boot: API client first (settings may need fetching), then registry + settings (inlined by the
 * edge, fetched under the dev server), the language of the URL and the currency the settings are in, the session/cart/wishlist stores,
 * the remotes, and the first render.
 */
async function boot(): Promise<void> {
  // Spec §8's notice for a failed call, in the page's language (the Russian text is the spec's).
  configureApiClient({ getLanguage, getCurrency, notify: () => window.alert(i18n.t('apiError', { ns: NS })) });
  // The URL names the visitor's currency unless it is the default; the settings say which one the API honoured.
  const named = currencyOfSearch(window.location.search);
  if (named) setCurrency(named);
  const { registry, language, languages, settings } = await readBootData(window.location.pathname);
  // Sampled page loads report what the shopper lived through, per version (vitals/).
  startVitals(settings?.vitals?.sample_rate ?? 1, getLanguage, __REMOTE_VERSION__);
  await loadTexts(language);
  initI18n({ language, languages });
  adoptSettingsCurrency(settings);
  // A cart in another currency (chosen before, or a login's) is switched to this one.
  followVisitorCurrency(getCurrency);
  // Not awaited: its synchronous part restores badges from local storage before the first render;
  // the API answers (cart, customer, wishlist) reach the stores whenever they come.
  void hydrateSession();
  registerPlugins([retryPlugin()]);
  registerFromRegistry(registry);
  // A remote that shows another remote's module (the account's order, its gift cards) loads it as the shell does.
  provideRemoteRegion(RemotePage);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The edge rendered the page (x-render: server): hydrate it. The frame hydrates at once; the
  // route's region keeps its server HTML until its remote's chunk arrives, then hydrates too.
  // In a transition, hydrating yields to the browser every few milliseconds instead of being one
  // long task (a click meanwhile hydrates what it lands on at once).
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, <App />, { onRecoverableError }));
  else createRoot(root).render(<App />);
}

/**
 * The shell's texts in the page's language, before the first render (the edge preloads them, so
 * this rarely waits). A chunk that fails twice leaves the frame showing text keys: a page with
 * ugly labels is still a page, a boot that stops here is a blank one.
 */
async function loadTexts(language: Parameters<typeof loadShellTexts>[0]): Promise<void> {
  try {
    await loadShellTexts(language).catch(() => loadShellTexts(language));
  } catch (error) {
    console.error(`The shell's ${language} texts could not be loaded`, error);
  }
}

/**
 * What hydration recovered from by rendering a region in the browser. Not errors: a region the
 * server left to the browser on purpose, and a remote that did not load (its region shows the
 * fallback, and the console has its error already). Anything else is reported as React would.
 */
function onRecoverableError(error: unknown): void {
  if ((error as { digest?: unknown } | null)?.digest === CLIENT_REGION_DIGEST) return;
  if ((error as { cause?: unknown } | null)?.cause instanceof RemoteLoadError) return;
  reportError(error);
}

void boot();
