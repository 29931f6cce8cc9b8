import { REGISTRY_BLOCK_ID, SETTINGS_BLOCK_ID, type LanguageCode, type LanguageSetting, type Registry, type Settings } from '@shop/contracts';
import { DEFAULT_LANGUAGES, stripLanguagePrefix } from '@shop/i18n';
import { loadSettings, primeSettings } from '@shop/session';
import { readInlinedPage } from './inlined-page';


export interface BootData {
  registry: Registry;
  settings: Settings | undefined;
  language: LanguageCode;
  languages: readonly LanguageSetting[];
}

function readBlock<T>(id: string, doc: Document): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(`The #${id} block is not valid JSON`, error);
    return undefined;
  }
}

async function fetchRegistry(): Promise<Registry> {
  try {
    const response = await fetch('/remotes.json', { credentials: 'same-origin' });
    if (response.ok) return (await response.json()) as Registry;
    console.error(`/remotes.json answered ${response.status}`);
  } catch (error) {
    console.error('/remotes.json could not be fetched', error);
  }
  // No remotes: every remote region shows its fallback, the frame still works.
  return {};
}

/**
 * What the shell needs before its first render. The edge inlines the registry, the settings of
 * the URL's language and the page's first data (no extra round trip); without them (webpack dev
 * server) the registry and settings are fetched here and the page loads its own data.
 */
export async function readBootData(pathname: string, doc: Document = document): Promise<BootData> {
  const inlinedRegistry = readBlock<Registry>(REGISTRY_BLOCK_ID, doc);
  const inlinedSettings = readBlock<Settings>(SETTINGS_BLOCK_ID, doc);
  if (inlinedSettings) primeSettings(inlinedSettings);
  readInlinedPage(doc);

  const knownLanguages = inlinedSettings?.languages ?? DEFAULT_LANGUAGES;
  const { language } = stripLanguagePrefix(pathname, knownLanguages);
  const [registry, settings] = await Promise.all([
    inlinedRegistry ?? fetchRegistry(),
    inlinedSettings?.language === language ? inlinedSettings : loadSettings(language),
  ]);
  const languages = settings?.languages ?? knownLanguages;
  return { registry, settings, language: stripLanguagePrefix(pathname, languages).language, languages };
}
