import type { LanguageCode } from '@shop/contracts';
import { i18n } from '@shop/i18n';

/** The shell's own texts ('shell' namespace): the frame, the popups' names, the remote-failure fallback. */
export const NS = 'shell';

// One JSON per language, in the form the remotes' texts have. In the browser each is a chunk of
// its own, so a page fetches its language's texts only (the edge preloads them beside main.js);
// the server's render and the tests take all three at once (all-texts.ts).
const LOADERS: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  'ru-ru': () => import(/* webpackChunkName: "texts-ru-ru" */ './ru-ru.json'),
  'en-gb': () => import(/* webpackChunkName: "texts-en-gb" */ './en-gb.json'),
  'ka-ge': () => import(/* webpackChunkName: "texts-ka-ge" */ './ka-ge.json'),
};

/** The chunk names the edge preloads a page's texts by (`texts-ru-ru.<hash>.js`). */
export const textsChunkName = (language: LanguageCode) => `texts-${language}`;

export const hasShellTexts = (language: LanguageCode): boolean => i18n.hasResourceBundle(language, NS);

/** Registers the shell's texts in `language`, fetching them unless they are in already. */
export async function loadShellTexts(language: LanguageCode): Promise<void> {
  if (hasShellTexts(language)) return;
  const texts = await LOADERS[language]();
  i18n.addResourceBundle(language, NS, texts.default, true, true);
}
