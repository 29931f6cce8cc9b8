import { formatPrice, type CurrencyCode } from '@shop/contracts';

// A shop text that names an amount (the tagline's free delivery, an info page, a post) names it in
// every currency, since the amounts are the shop's choice, not a rate: `{{price USD=60 RUB=5000
// GEL=150}}`, whole units (cents after a point: USD=9.99). A reply shows the amount of its
// currency, written as every price is (1 990 $, 5 000 ₽); a currency the token leaves out shows
// the token's first amount in its own currency.

const TOKEN = /\{\{price((?:\s+[A-Z]{3}=\d{1,9}(?:\.\d{1,2})?)+)\s*\}\}/g;
const HAS_TOKEN = /\{\{price\s/;

/** `text` with each amount token written in `currency`. */
export function fillAmounts(text: string, currency: CurrencyCode): string {
  return text.replace(TOKEN, (_token, list: string) => {
    const amounts = list.trim().split(/\s+/).map((pair) => {
      const [code, amount] = pair.split('=') as [CurrencyCode, string];
      return { code, minor: Math.round(Number(amount) * 100) };
    });
    const chosen = amounts.find((entry) => entry.code === currency) ?? amounts[0]!;
    return formatPrice(chosen.minor, chosen.code);
  });
}

/** Every string of a JSON-like value, rewritten by `rewrite`. */
function mapStrings<T>(value: T, rewrite: (text: string) => string): T {
  if (typeof value === 'string') return rewrite(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, rewrite)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, rewrite)])) as T;
  }
  return value;
}

/** Whether any string of a JSON-like value names an amount. */
export const namesAmounts = (value: unknown): boolean => {
  if (typeof value === 'string') return HAS_TOKEN.test(value);
  if (Array.isArray(value)) return value.some(namesAmounts);
  return value !== null && typeof value === 'object' && Object.values(value).some(namesAmounts);
};

/** Every string of a JSON-like value with its amounts written in `currency`. */
export const textsIn = <T>(value: T, currency: CurrencyCode): T => mapStrings(value, (text) => fillAmounts(text, currency));
