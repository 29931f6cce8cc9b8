import { apiPost, type ApiReply } from '@shop/api-client';
import type { CatalogQuery, CategoryProductsReply, CategoryProductsRequest, LanguageCode } from '@shop/contracts';

/** One page of a category's products for a choice of filters and sort (spec §7). */
export function fetchCategoryPage(language: LanguageCode, urlPath: string, { filters, sort, page }: CatalogQuery): Promise<ApiReply<CategoryProductsReply>> {
  const body: CategoryProductsRequest = { category_url_path: urlPath, filters, sort, page };
  return apiPost<CategoryProductsReply>(`indexedcategories/products/${language}`, body);
}
