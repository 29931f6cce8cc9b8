import { Type, type Static } from '@sinclair/typebox';
import { InfoPage, PageType } from './content';
import { Ok } from './envelope';
import { HomePageData } from './home';
import { CategoryProductsReply, ProductPage } from './listing';

/**
 * A page's first data, in the shape of its own endpoint's reply (without `status`): a category's
 * first page (CategoryProductsReply), a product (`{product}`), an info page (`{page}`), the home
 * page (`{home}`: its endpoints' replies together).
 */
export const PageData = Type.Union([
  Type.Omit(CategoryProductsReply, ['status']),
  Type.Object({ product: ProductPage }),
  Type.Object({ page: InfoPage }),
  HomePageData,
]);
export type PageData = Static<typeof PageData>;

/**
 * GET /api/url/resolve?path=/women?color=black → the page type, the url_path the type's screen
 * loads and, for home, category, product and info pages, that page's first data (a category's from the
 * filters and sort of the path's query, page 1), so the first view needs no request of its own.
 */
export const ResolveReply = Ok({ type: PageType, url_path: Type.String(), data: Type.Optional(PageData) });
export type ResolveReply = Static<typeof ResolveReply>;
