import type { LanguageCode } from '@shop/contracts';
import { i18n } from '@shop/i18n';

/** The shell's own texts ('shell' namespace): the frame, the popups' names, the remote-failure fallback. */
export const NS = 'shell';

type Texts = Promise<{ default: Record<string, unknown> }>;

// One JSON per language, in the form the remotes' texts have, with the shared components' ('ui',
// from @shop/ui, which the shell provides) beside it. In the browser each language is a chunk of
// its own, so a page fetches its language's texts only (the edge preloads them beside main.js);
// the server's render and the tests take all three at once (all-texts.ts).
const LOADERS: Record<LanguageCode, () => [shell: Texts, ui: Texts]> = {
  'ru-ru': () => [import(/* webpackChunkName: "texts-ru-ru" */ './ru-ru.json'), import(/* webpackChunkName: "texts-ru-ru" */ '@shop/ui/texts/ru-ru.json')],
  'en-gb': () => [import(/* webpackChunkName: "texts-en-gb" */ './en-gb.json'), import(/* webpackChunkName: "texts-en-gb" */ '@shop/ui/texts/en-gb.json')],
  'ka-ge': () => [import(/* webpackChunkName: "texts-ka-ge" */ './ka-ge.json'), import(/* webpackChunkName: "texts-ka-ge" */ '@shop/ui/texts/ka-ge.json')],
};

/** The chunk names the edge preloads a page's texts by (`texts-ru-ru.<hash>.js`). */
export const textsChunkName = (language: LanguageCode) => `texts-${language}`;

export const hasShellTexts = (language: LanguageCode): boolean => i18n.hasResourceBundle(language, NS);

/** Registers the shell's texts and the shared components' in `language`, fetching them unless they are in already. */
export async function loadShellTexts(language: LanguageCode): Promise<void> {
  if (hasShellTexts(language)) return;
  const [shell, ui] = await Promise.all(LOADERS[language]());
  // The components' first: a page drawn the moment the shell's texts are in has theirs too.
  i18n.addResourceBundle(language, 'ui', ui.default, true, true);
  i18n.addResourceBundle(language, NS, shell.default, true, true);
}
