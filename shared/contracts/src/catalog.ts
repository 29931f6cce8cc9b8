import { Type, type Static } from '@sinclair/typebox';
import { SUGGESTIONS_LIMIT } from './constants';
import { CurrencyCode, Ok } from './envelope';

/**
 * Spec §3 category tree node. `path` is the slash-separated ids from the top category down to
 * this one ('1/5/23'); `level` is the catalogue depth (1 for top categories) and `tree_level`
 * the zero-based nesting depth in the reply (level - 1), for indentation.
 */
export interface CategoryNode {
  id: number;
  level: number;
  tree_level: number;
  show_in_menu: boolean;
  path: string;
  url_path: string;
  name: string;
  children_data: CategoryNode[];
}

export const CategoryNode = Type.Recursive((This) => Type.Object({
  id: Type.Integer(),
  level: Type.Integer({ minimum: 1 }),
  tree_level: Type.Integer({ minimum: 0 }),
  show_in_menu: Type.Boolean(),
  path: Type.String({ description: 'Ancestor ids and its own, slash-separated: 1/5/23' }),
  url_path: Type.String({ description: 'e.g. women/clothing/dresses (no language prefix, no slashes at the ends)' }),
  name: Type.String(),
  children_data: Type.Array(This),
}), { $id: 'CategoryNode' });

/**
 * GET /api/indexedcategories/tree/{language}: the menu. Roots first, each level sorted by position.
 * Categories hidden from the menu (show_in_menu false) are left out with everything below them.
 * An unknown language is 400 invalid_language.
 */
export const CategoryTreeReply = Ok({ tree: Type.Array(CategoryNode) });
export type CategoryTreeReply = { status: 200; tree: CategoryNode[] };

export const CategoryTreeParams = Type.Object({ language: Type.String({ maxLength: 20, examples: ['ru-ru', 'en-gb', 'ka-ge'] }) });
export type CategoryTreeParams = Static<typeof CategoryTreeParams>;

/** Spec §3 stock statuses, per size (product option). */
export const STOCK_STATUSES = ['inStock', 'preOrder', 'outOfStock', 'twoToThreeDays'] as const;
export const StockStatus = Type.Union(STOCK_STATUSES.map((status) => Type.Literal(status)));
export type StockStatus = (typeof STOCK_STATUSES)[number];


export const SuggestionType = Type.Union([Type.Literal('phrase'), Type.Literal('category'), Type.Literal('product')]);
export type SuggestionType = Static<typeof SuggestionType>;

/**
 * One search suggestion: a popular phrase (search for `title`), a category or a product (open
 * `url_path`). Products carry their sku, first image (400 px WebP URL) and price in minor units.
 */
export const Suggestion = Type.Object({
  type: SuggestionType,
  title: Type.String(),
  url_path: Type.Optional(Type.String()),
  sku: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
  price: Type.Optional(Type.Integer({ description: 'Minor units of currency' })),
  currency: Type.Optional(CurrencyCode),
});
export type Suggestion = Static<typeof Suggestion>;

/**
 * GET /api/search/complete/{phrase} (language from the x-language header, default ru-ru):
 * popular phrases first, then categories, then products, at most 10. A phrase shorter than 2 or
 * longer than 100 characters gets an empty list, not an error.
 */
/** The phrase is the rest of the path (URL-encoded, may contain "/"); a wildcard has no 100-character router limit. */
export const SearchCompleteParams = Type.Object({ '*': Type.String({ examples: ['платье', 'dress', 'კაბა'] }) });
export type SearchCompleteParams = Static<typeof SearchCompleteParams>;

export const SuggestionsReply = Ok({ suggestions: Type.Array(Suggestion, { maxItems: SUGGESTIONS_LIMIT }) });
export type SuggestionsReply = Static<typeof SuggestionsReply>;


/** GET /api/media/product/{imageId}-{width}.webp */
export const ProductImageParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}-(400|768|1280)\\.webp$', examples: ['1-400.webp', '2-768.webp'] }) });
export type ProductImageParams = Static<typeof ProductImageParams>;
