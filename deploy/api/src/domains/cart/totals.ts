import type { Total } from '@shop/contracts';

export interface PricedLine { product_id: number; quantity: number }

/**
 * The cart's totals in minor units (spec §3): the subtotal of its lines and the total to pay.
 * No discount exists yet, so both are the same. A product without a price in the currency cannot
 * be ordered in it and adds nothing (the reply shows no card for it either).
 */
export function cartTotals(lines: readonly PricedLine[], priceOf: ReadonlyMap<number, number>): Total[] {
  const subtotal = lines.reduce((sum, line) => sum + (priceOf.get(line.product_id) ?? 0) * line.quantity, 0);
  return [
    { code: 'subtotal', value: subtotal },
    { code: 'total', value: subtotal },
  ];
}
