import type { APIRequestContext } from '@playwright/test';
import type { ProductCard, ProductPage, ResolveReply } from '@shop/contracts';

// The demo catalogue is generated, so the journeys find what they need (a product with a sold-out
// size, a category with several pages) the way a shopper would meet it: through the public GETs.

async function resolve(request: APIRequestContext, path: string): Promise<ResolveReply> {
  const response = await request.get(`/api/url/resolve?path=${encodeURIComponent(path)}`);
  return (await response.json()) as ResolveReply;
}

/** The first page of cards of a category path ('/women'). */
export async function categoryCards(request: APIRequestContext, path: string): Promise<ProductCard[]> {
  const reply = await resolve(request, path);
  if (!reply.data || !('items' in reply.data)) throw new Error(`${path} is not a category with products`);
  return reply.data.items;
}

/** A product of the category one of whose sizes is sold out while another is not. */
export async function productWithSoldOutSize(request: APIRequestContext, categoryPath: string): Promise<ProductPage> {
  for (const card of await categoryCards(request, categoryPath)) {
    const reply = await resolve(request, `/${card.url_path}`);
    const product = reply.data && 'product' in reply.data ? reply.data.product : undefined;
    if (product?.sizes.some((size) => size.stock === 'outOfStock') && product.sizes.some((size) => size.stock === 'inStock')) return product;
  }
  throw new Error(`no product of ${categoryPath} has a sold-out size next to one in stock`);
}
