import type { CurrencyCode, LanguageCode } from '@shop/contracts';

/** A sentence of a message in each interface language, with `{placeholders}`. */
export type Text = Record<LanguageCode, string>;

/** How every letter to a shopper opens. */
export const GREETING: Text = { 'ru-ru': 'Здравствуйте, {name}!', 'en-gb': 'Hello {name},', 'ka-ge': 'გამარჯობა, {name}!' };

/**
 * The text in `language` with its `{placeholders}` filled. A function, not a replacement string:
 * a name may hold `$&` and the like. A placeholder without a value stays as written.
 */
export const fillText = (text: Text, language: LanguageCode, values: Readonly<Record<string, string>>): string =>
  text[language].replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);

/** Minor units as a plain-text amount for a message: 12345 USD → "123.45 USD". */
export const messageAmount = (minor: number, currency: CurrencyCode) => `${(minor / 100).toFixed(2)} ${currency}`;
