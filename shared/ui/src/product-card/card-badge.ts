import type { ProductCard } from '@shop/contracts';

export interface CardBadge {
  kind: 'sale' | 'stock';
  /** A key of the 'ui' namespace. */
  text: string;
  values?: Record<string, number>;
}

/**
 * What the card's corner says: a sold-out or waiting product says so first (the shopper cannot
 * buy it today), else a sale says its discount; an in-stock product at full price says nothing.
 */
export function cardBadge({ stock, price, old_price: oldPrice }: Pick<ProductCard, 'stock' | 'price' | 'old_price'>): CardBadge | null {
  if (stock === 'outOfStock') return { kind: 'stock', text: 'stock.outOfStock' };
  if (stock === 'preOrder') return { kind: 'stock', text: 'stock.preOrder' };
  if (oldPrice !== null && oldPrice > price) {
    return { kind: 'sale', text: 'card.discount', values: { percent: Math.round((1 - price / oldPrice) * 100) } };
  }
  if (stock === 'twoToThreeDays') return { kind: 'stock', text: 'stock.twoToThreeDays' };
  return null;
}
