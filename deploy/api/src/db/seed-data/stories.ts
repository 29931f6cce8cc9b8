import type { LanguageCode } from '@shop/contracts';

/**
 * The demo's product stories: every third product (ids 1, 4, 7...) tells three of its shots as
 * stories, in the order of its photos, where it has that shot (product-image.ts draws 0 front,
 * 1 back, 2 close-up, 3 flat lay, 4 fabric swatch).
 */
export const STORY_SHOTS: ReadonlyArray<{ position: number; titles: Record<LanguageCode, string> }> = [
  { position: 1, titles: { 'ru-ru': 'Вид сзади', 'en-gb': 'From the back', 'ka-ge': 'უკნიდან' } },
  { position: 2, titles: { 'ru-ru': 'Детали', 'en-gb': 'The details', 'ka-ge': 'დეტალები' } },
  { position: 4, titles: { 'ru-ru': 'Ткань', 'en-gb': 'The fabric', 'ka-ge': 'ქსოვილი' } },
];

/** Products whose id leaves this remainder by 3 have stories. */
export const STORY_PRODUCT_REMAINDER = 1;
