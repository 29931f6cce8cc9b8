import { LANGUAGE_CODES, type CurrencyCode, type LanguageCode, type StockStatus } from '@shop/contracts';
import { mixSeed, seededRandom } from '../../infra/seeded-random';
import {
  CARE, COLOURS, DESCRIPTION_LABELS, KINDS, MATERIALS, NEUTRAL_COLOURS, PITCHES,
  type Colour, type Gender, type Kind, type Material, type Style,
} from './catalog';

// Demo products are a pure function of their id: product n is the same whatever the seed size,
// so 2,000 products are the first 2,000 of the 100,000-product benchmark catalogue.

export interface GeneratedProduct {
  id: number;
  sku: string;
  urlPath: string;
  kind: Kind;
  gender: Gender;
  popularity: number;
  createdAt: Date;
  translations: Record<LanguageCode, { name: string; description: string }>;
  colour: string;
  material: string;
  season: string;
  sizes: Array<{ size: string; stockStatus: StockStatus }>;
  prices: Array<{ currency: CurrencyCode; price: number; oldPrice: number | null }>;
  imageCount: number;
  /** url_paths of the collections it is listed in besides its own category and that one's ancestors. */
  collections: string[];
}

/** "Today" of the demo shop: products are dated up to 540 days before it; the last 45 days are new. */
export const CATALOG_EPOCH = Date.UTC(2026, 4, 1);
const DAY = 86_400_000;
const NEW_DAYS = 45;

const colourByCode = new Map(COLOURS.map((c) => [c.code, c]));
const materialByCode = new Map(MATERIALS.map((m) => [m.code, m]));

/**
 * Kinds in a fixed shuffled order, each repeated by its weight: product n takes slot n, so any
 * hundred consecutive products cover every kind and the catalogue keeps the weights' proportions.
 */
const SCHEDULE: Kind[] = (() => {
  const slots = KINDS.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
  const rand = seededRandom(20260501);
  for (let i = slots.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
})();

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
const words = (...parts: Array<string | false | undefined>): string => parts.filter(Boolean).join(' ');

/** "Широкие чёрные брюки из шерсти", "Black wool wide-leg trousers", "შავი შალის ფართო შარვალი". */
export function productName(kind: Kind, style: Style | undefined, colour: Colour, material: Material, language: LanguageCode): string {
  const withMaterial = kind.materialInName;
  if (language === 'ru-ru') {
    const styleText = style?.text['ru-ru'];
    return capitalize(words(
      style?.ruBefore && styleText,
      colour.ru[kind.noun.gender],
      kind.noun.ru,
      !style?.ruBefore && styleText,
      withMaterial && `из ${material.of['ru-ru']}`,
    ));
  }
  if (language === 'en-gb') {
    return capitalize(words(colour.en, withMaterial && material.of['en-gb'], style?.text['en-gb'], kind.noun.en));
  }
  return words(colour.ka, withMaterial && material.of['ka-ge'], style?.text['ka-ge'], kind.noun.ka);
}

function description(name: string, kind: Kind, colour: Colour, material: Material, pitch: number, language: LanguageCode): string {
  const label = (key: keyof typeof DESCRIPTION_LABELS) => DESCRIPTION_LABELS[key][language];
  const colourName = language === 'ru-ru' ? colour.ru.m : language === 'en-gb' ? colour.en : colour.ka;
  const composition = material.label[language].toLocaleLowerCase(language === 'en-gb' ? 'en' : 'ru');
  const pitches = PITCHES[kind.group];
  return [
    `${name}.`,
    `${pitches[pitch % pitches.length]![language]}.`,
    `${label('composition')}: ${composition} 100%.`,
    `${label('colour')}: ${colourName}.`,
    `${label('care')}: ${CARE[material.care][language]}.`,
  ].join(' ');
}

export const slugify = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** A price in whole units that reads like a shop's: 4 990 ₽, 129 $, 349 ₾. */
function shelfPrice(amount: number, currency: CurrencyCode): number {
  if (currency === 'RUB') return Math.max(1, Math.round(amount / 100)) * 100 - 10;
  if (amount < 20) return Math.round(amount);
  return Math.floor(amount / 10) * 10 + 9;
}

const RATES: Record<CurrencyCode, number> = { USD: 1, RUB: 90, GEL: 2.7 };
const CURRENCIES: CurrencyCode[] = ['USD', 'RUB', 'GEL'];

/** Kinds of the hidden "wardrobe essentials" collection (in neutral colours). */
const BASICS = new Set(['tee-women', 'shirt-women', 'trousers-women', 'jumper-women', 'cardigan']);

const STOCK: Array<[StockStatus, number]> = [['inStock', 0.7], ['twoToThreeDays', 0.12], ['preOrder', 0.06], ['outOfStock', 0.12]];
function stockStatus(r: number): StockStatus {
  let sum = 0;
  for (const [status, share] of STOCK) {
    sum += share;
    if (r < sum) return status;
  }
  return 'inStock';
}

export const genderOf = (kind: Kind): Gender => kind.category.split('/')[0] as Gender;

export function generateProduct(id: number): GeneratedProduct {
  const rand = seededRandom(mixSeed(id, 0x5eed));
  const kind = SCHEDULE[(id - 1) % SCHEDULE.length]!;
  const style = rand() < 0.85 ? pick(rand, kind.styles) : undefined;
  const colour = colourByCode.get(pick(rand, kind.colours))!;
  const material = materialByCode.get(pick(rand, kind.materials))!;
  const season = pick(rand, kind.seasons);
  const pitch = Math.floor(rand() * 12);

  const sku = `${kind.sku}-${String(id).padStart(6, '0')}`;
  const translations = Object.fromEntries(LANGUAGE_CODES.map((language) => {
    const name = productName(kind, style, colour, material, language);
    return [language, { name, description: description(name, kind, colour, material, pitch, language) }];
  })) as GeneratedProduct['translations'];

  // A run of consecutive sizes from the kind's scale (all of a short scale).
  const scale = kind.sizes;
  const runLength = scale.length <= 3 ? scale.length : 3 + Math.floor(rand() * (scale.length - 2));
  const start = Math.floor(rand() * (scale.length - runLength + 1));
  const sizes = scale.slice(start, start + runLength).map((size) => ({ size, stockStatus: stockStatus(rand()) }));

  const [low, high] = kind.price;
  const dollars = low + Math.floor(rand() * (high - low + 1));
  const onSale = rand() < 0.18;
  const discount = 0.6 + Math.floor(rand() * 5) * 0.05;
  const shelf = CURRENCIES.map((currency) => {
    const regular = shelfPrice(dollars * RATES[currency], currency);
    return { currency, regular, reduced: shelfPrice(regular * discount, currency) };
  });
  // On sale in every currency or in none (rounding can leave a cheap item's price unchanged).
  const reduced = onSale && shelf.every((p) => p.reduced < p.regular);
  const prices = shelf.map(({ currency, regular, reduced: sale }) => reduced
    ? { currency, price: sale * 100, oldPrice: regular * 100 }
    : { currency, price: regular * 100, oldPrice: null });

  const daysOld = Math.floor(rand() * 540);
  const createdAt = new Date(CATALOG_EPOCH - daysOld * DAY - Math.floor(rand() * DAY));
  const gender = genderOf(kind);
  const collections: string[] = [];
  if (daysOld < NEW_DAYS) collections.push(`new/${gender}`);
  if (prices[0]!.oldPrice !== null) collections.push(`sale/${gender}`);
  if (BASICS.has(kind.code) && NEUTRAL_COLOURS.includes(colour.code)) {
    collections.push('women/basics');
  }
  if (kind.group === 'accessories' || material.code === 'cashmere') {
    const forHer = gender === 'women' || (gender === 'accessories' && rand() < 0.5);
    collections.push(forHer ? 'gifts/for-her' : 'gifts/for-him');
  }

  return {
    id,
    sku,
    urlPath: `${slugify(translations['en-gb'].name)}-${sku.toLowerCase()}`,
    kind,
    gender,
    // Skewed: a few bestsellers, a long tail.
    popularity: Math.floor(10000 * rand() ** 3),
    createdAt,
    translations,
    colour: colour.code,
    material: material.code,
    season,
    sizes,
    prices,
    imageCount: 2 + Math.floor(rand() * 4),
    collections,
  };
}
