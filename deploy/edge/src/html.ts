import type { LanguageCode } from '@shop/contracts';

/** JSON inside <script>: `<` escaped so no value can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** BCP 47 spelling of our language codes for <html lang>: ru-ru → ru-RU. */
export function htmlLang(code: LanguageCode): string {
  const [language = code, region] = code.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language;
}

export interface PageData {
  language: LanguageCode;
  registry: unknown;
  /** Omitted when the API could not answer: the shell then fetches the settings itself. */
  settings?: unknown;
  /** URLs the route's remote will need first (manifest, remoteEntry). */
  preload?: { href: string; as: 'fetch' | 'script' }[];
}

/**
 * The shell's index.html for one request: `<html lang>` set and, just before `</head>`, the
 * registry and settings as JSON data blocks plus preload hints, so first paint waits on no
 * extra round trip.
 */
export function renderShellHtml(template: string, page: PageData): string {
  const blocks = [
    ...(page.preload ?? []).map((p) =>
      p.as === 'fetch'
        ? `<link rel="preload" href="${attribute(p.href)}" as="fetch" crossorigin="anonymous">`
        : `<link rel="preload" href="${attribute(p.href)}" as="script">`,
    ),
    `<script type="application/json" id="shop-registry">${jsonForScript(page.registry)}</script>`,
    ...(page.settings === undefined
      ? []
      : [`<script type="application/json" id="shop-settings">${jsonForScript(page.settings)}</script>`]),
  ].join('');

  const lang = htmlLang(page.language);
  const withLang = /<html\b[^>]*\blang=/i.test(template)
    ? template.replace(/(<html\b[^>]*\blang=)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${lang}"`)
    : template.replace(/<html\b/i, `<html lang="${lang}"`);
  const headEnd = withLang.search(/<\/head>/i);
  return headEnd === -1
    ? `${blocks}${withLang}`
    : `${withLang.slice(0, headEnd)}${blocks}${withLang.slice(headEnd)}`;
}
