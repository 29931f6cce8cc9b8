import type { CartItem, CartLineProduct, ProductSize } from '@shop/contracts';

/** A cart line with what it shows of its product: the cart and the shared cart both list these. */
export interface CartLine {
  item: CartItem;
  product: CartLineProduct;
  /** The line's size among the product's sizes (undefined if the product no longer offers it). */
  size: ProductSize | undefined;
}

/**
 * Joins the server's lines to their products (one product per distinct product id). A line whose
 * product the reply lacks cannot be shown and is left out rather than drawn half-empty.
 */
export function cartLines(items: readonly CartItem[], products: readonly CartLineProduct[]): CartLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.flatMap((item) => {
    const product = byId.get(item.product_id);
    if (!product) return [];
    return [{ item, product, size: product.sizes.find((size) => size.option_value_id === item.option_value_id) }];
  });
}
