import type { Total } from '@shop/contracts';

/**
 * Spec §5 minimum order: the goods (the server's subtotal line) cost less than
 * settings.order.minimum_total. The cart and checkout pages both ask; the server checks it again
 * when the order is created and placed.
 */
export function belowMinimumOrder(totals: readonly Total[], minimumTotal = 0): boolean {
  const subtotal = totals.find((line) => line.code === 'subtotal')?.value ?? 0;
  return subtotal < minimumTotal;
}
