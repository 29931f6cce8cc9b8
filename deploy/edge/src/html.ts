import { AFTER_PAINT_HINTS_ID, PAGE_BLOCK_ID, REGISTRY_BLOCK_ID, SETTINGS_BLOCK_ID, type InlinedPage, type LanguageCode } from '@shop/contracts';
import { CURRENCY_RETURN_SCRIPT } from './currency-return';
import type { Preload } from './preload';

/** JSON inside <script>: `<` escaped so no value can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Text safe inside an element and inside a double-quoted attribute. */
export function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
  /** The page's first data (architecture.md "Page data"); omitted when the API could not answer. */
  page?: InlinedPage;
  /** Files and the lead image the page will need: fetched while the shell's scripts still load. */
  preload?: Preload[];
  /** The page's title and its SEO tags (already escaped); the template's title stays without it. */
  head?: { title: string; tags: string };
  /** The server-rendered page (render/renderer.ts) for `<div id="root">`, which the browser hydrates. */
  body?: string;
  /** Stylesheets the rendered page needs before it is painted: its remote module's CSS. */
  stylesheets?: string[];
  /**
   * For a rendered page of a shell that has start.js: the shell's main.js, and the preloads of
   * what only hydration needs (all but the lead image), are fetched and run by start.js once the
   * page is painted (shell/src/start.ts). Nothing then shares the network with the lead image or
   * holds back that paint, and taps made meanwhile are held for the hydrated page.
   */
  startAfterPaint?: boolean;
}

const priority = (preload: { priority?: 'low' }) => (preload.priority ? ` fetchpriority="${preload.priority}"` : '');

function preloadTag(preload: Preload): string {
  const href = attribute(preload.href);
  switch (preload.as) {
    case 'image':
      return `<link rel="preload" as="image" href="${href}" imagesrcset="${attribute(preload.srcset)}" imagesizes="${attribute(preload.sizes)}" fetchpriority="high">`;
    case 'fetch':
      return `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous"${priority(preload)}>`;
    default:
      return `<link rel="preload" href="${href}" as="${preload.as}"${priority(preload)}>`;
  }
}

const jsonBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/**
 * The shell's index.html for one request: `<html lang>` set; the page's title, SEO tags and
 * preload hints in place of the template's title; and, just before `</head>`, the registry, the
 * settings and the page's first data as JSON blocks, so first paint waits on no extra round trip,
 * with the currency return script after the settings (currency-return.ts).
 */
export function renderShellHtml(template: string, page: PageData): string {
  const preload = page.preload ?? [];
  // Of a rendered page, only the lead image is fetched before its paint.
  const beforePaint = page.startAfterPaint ? preload.filter((hint) => hint.as === 'image') : preload;
  const afterPaint = page.startAfterPaint ? preload.filter((hint) => hint.as !== 'image') : [];
  const hints = [
    ...(page.head ? [`<title>${attribute(page.head.title)}</title>`, page.head.tags] : []),
    ...(page.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    ...beforePaint.map(preloadTag),
    ...(afterPaint.length > 0 ? [`<template id="${AFTER_PAINT_HINTS_ID}">${afterPaint.map(preloadTag).join('')}</template>`] : []),
  ].join('');
  const blocks = [
    jsonBlock(REGISTRY_BLOCK_ID, page.registry),
    // The settings, then at once the script that reads them: before the body, so before any paint.
    ...(page.settings === undefined ? [] : [jsonBlock(SETTINGS_BLOCK_ID, page.settings), `<script>${CURRENCY_RETURN_SCRIPT}</script>`]),
    ...(page.page === undefined ? [] : [jsonBlock(PAGE_BLOCK_ID, page.page)]),
  ].join('');

  const lang = htmlLang(page.language);
  let html = /<html\b[^>]*\blang=/i.test(template)
    ? template.replace(/(<html\b[^>]*\blang=)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${lang}"`)
    : template.replace(/<html\b/i, `<html lang="${lang}"`);
  const title = /<title>[^<]*<\/title>/i;
  html = page.head && title.test(html) ? html.replace(title, () => hints) : insertBeforeHeadEnd(html, hints);
  if (page.body !== undefined) html = html.replace(ROOT, (root) => `${root}${page.body}`);
  if (page.startAfterPaint) html = html.replace(MAIN_SCRIPT, (_tag, base: string) => `<script defer src="${base}start.js"></script>`);
  return insertBeforeHeadEnd(html, blocks);
}

/** The shell's main.js tag, as its build writes it (deferred). */
const MAIN_SCRIPT = /<script\b[^>]*\bsrc="([^"]*\/)main\.js"[^>]*><\/script>/i;

/** The shell's mount point, which the server-rendered page goes into. */
const ROOT = /<div id="?root"?>/i;

function insertBeforeHeadEnd(html: string, text: string): string {
  const headEnd = html.search(/<\/head>/i);
  return headEnd === -1 ? `${text}${html}` : `${html.slice(0, headEnd)}${text}${html.slice(headEnd)}`;
}
