import type { CurrencyCode, Total } from '@shop/contracts';

// Cart pricing as one pipeline (docs: shared/design/pricing.md). The lines are priced from the
// products' price list in the cart's one currency; then each adjustment, in a fixed order, reads
// what the cart costs so far and says what it does. Each adjustment lives in its own domain
// (promo, loyalty, delivery, gift card) and reads only what it was loaded with and this sheet, so
// the cart reply and placing an order price a cart the same way. Pure: no database, no clock.

/** A cart line: a unit price from the product's price list in the cart's currency; null when the product has none in it. */
export interface PricingLine { productId: number; quantity: number; unitPrice: number | null }

/** The order adjustments run in, whatever order they are handed in. Each row a stage writes is coded as the stage. */
export const STAGES = ['promocode', 'loyalty:discount', 'loyalty:bonuses', 'loyalty:cashback', 'delivery', 'giftcard'] as const;
export type Stage = typeof STAGES[number];

/** The spec's order of the totals lines (§3 Cart), which differs from the order they are computed in: a gift card pays delivery too. */
const DISPLAY_ORDER: readonly Total['code'][] = [
  'subtotal', 'promocode', 'loyalty:discount', 'loyalty:bonuses', 'loyalty:cashback', 'giftcard', 'delivery', 'free_delivery', 'total',
];

/** What the cart costs when an adjustment's turn comes. Amounts are integer minor units of `currency`. */
export interface PriceSheet {
  readonly currency: CurrencyCode;
  readonly lines: readonly PricingLine[];
  readonly subtotal: number;
  /** What the goods still cost after the discounts so far. */
  readonly goods: number;
  /** What is still to pay: the goods and delivery, less what has paid for them. */
  readonly due: number;
}

/** What an adjustment does to the sheet. */
export type Effect =
  /** Takes `amount` off the goods, capped at what they still cost. */
  | { kind: 'discount'; amount: number }
  /** A line worth `amount` that takes nothing off: cashback is points earned, not money off. */
  | { kind: 'earn'; amount: number }
  /** Adds delivery at `price`, with the free_delivery line that cancels it when `free`. */
  | { kind: 'delivery'; price: number; free: boolean }
  /** Pays up to `amount` of what is due (a gift card's balance). */
  | { kind: 'payment'; amount: number };

/**
 * What an adjustment answers: its effect, or the §8 code it refuses with (it then does nothing,
 * and its domain decides what the shopper is told), and a note of its own for its domain to read
 * back (the points a cart can take, say).
 */
export interface Outcome<Note = undefined> { effect?: Effect; refused?: string; note?: Note }

export interface Adjustment<Note = undefined> {
  readonly stage: Stage;
  apply(sheet: PriceSheet): Outcome<Note>;
}

export interface PricedCart {
  readonly currency: CurrencyCode;
  /** The totals lines in the spec's order, ending with `total`; a line only where an adjustment had an effect. */
  readonly totals: Total[];
  readonly outcomes: ReadonlyMap<Adjustment<unknown>, Outcome<unknown>>;
}

/** The cart's goods at list prices: a product without a price in the currency cannot be ordered in it and adds nothing. */
export const subtotalOf = (lines: readonly PricingLine[]): number =>
  lines.reduce((sum, line) => sum + (line.unitPrice ?? 0) * line.quantity, 0);

/**
 * The cart's totals (spec §3) after every adjustment, the only place they are computed. Each
 * discount and payment is capped at what is still due, so the total is never below zero.
 */
export function priceCart({ currency, lines, adjustments }: {
  currency: CurrencyCode;
  lines: readonly PricingLine[];
  adjustments: ReadonlyArray<Adjustment<unknown>>;
}): PricedCart {
  const subtotal = subtotalOf(lines);
  const totals: Total[] = [{ code: 'subtotal', value: subtotal }];
  const outcomes = new Map<Adjustment<unknown>, Outcome<unknown>>();
  let goods = subtotal;
  let shipping = 0;
  let paid = 0;
  // 0 - x, not -x: a discount of nothing reads 0, never -0.
  const negative = (value: number) => 0 - value;

  for (const adjustment of [...adjustments].sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage))) {
    const outcome = adjustment.apply({ currency, lines, subtotal, goods, due: goods + shipping - paid });
    outcomes.set(adjustment, outcome);
    const { effect } = outcome;
    if (!effect || outcome.refused !== undefined) continue;
    if (effect.kind === 'discount') {
      const value = Math.min(Math.max(effect.amount, 0), goods);
      goods -= value;
      totals.push({ code: adjustment.stage, value: negative(value) });
    } else if (effect.kind === 'earn') {
      totals.push({ code: adjustment.stage, value: Math.max(effect.amount, 0) });
    } else if (effect.kind === 'delivery') {
      totals.push({ code: 'delivery', value: effect.price });
      if (effect.free) totals.push({ code: 'free_delivery', value: negative(effect.price) });
      else shipping += effect.price;
    } else {
      const value = Math.min(Math.max(effect.amount, 0), goods + shipping - paid);
      paid += value;
      totals.push({ code: adjustment.stage, value: negative(value) });
    }
  }
  totals.push({ code: 'total', value: goods + shipping - paid });
  totals.sort((a, b) => DISPLAY_ORDER.indexOf(a.code) - DISPLAY_ORDER.indexOf(b.code));
  return { currency, totals, outcomes };
}

/** What `adjustment` answered when `priced` was priced; undefined when it was not in the pipeline. */
export const outcomeOf = <Note>(priced: PricedCart, adjustment: Adjustment<Note>): Outcome<Note> | undefined =>
  priced.outcomes.get(adjustment as Adjustment<unknown>) as Outcome<Note> | undefined;

/** A totals line's value; 0 when the cart has no such line. */
export const totalLine = (totals: readonly Total[], code: Total['code']): number => totals.find((line) => line.code === code)?.value ?? 0;
