import type { CatalogFilter, CategoryProductsReply, ProductCard, ProductPage, StockStatus } from '@shop/contracts';

export const card = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  type: 'product',
  id,
  sku: `SKU-${id}`,
  name: `Платье ${id}`,
  url_path: `dress-${id}`,
  page: 1,
  image: `/api/media/product/${id}-400.webp`,
  image_id: id,
  price: 499_000,
  old_price: null,
  currency: 'RUB',
  stock: 'inStock',
  ...over,
});

export const FILTERS: CatalogFilter[] = [
  {
    name: 'color',
    label: 'Цвет',
    type: 'checkbox',
    values: [
      { code: 'black', label: 'Чёрный', count: 12, swatch: '#000000' },
      { code: 'white', label: 'Белый', count: 3, swatch: '#ffffff' },
      { code: 'green', label: 'Зелёный', count: 0, swatch: '#00aa00' },
    ],
  },
  { name: 'price', label: 'Цена', type: 'range', min: 150_000, max: 2_500_000, currency: 'RUB' },
];

/** Page `page` of a category of `total` products at `limit` a page. */
export function categoryReply(page: number, total = 60, limit = 24, filters = FILTERS): CategoryProductsReply {
  const first = (page - 1) * limit + 1;
  const count = Math.max(0, Math.min(limit, total - first + 1));
  return {
    status: 200,
    items: Array.from({ length: count }, (_, i) => card(first + i, { page })),
    filters,
    total,
    results: count,
    limit,
    page,
    sort: 'rec',
    category: { id: 5, url_path: 'women/dresses', name: 'Платья', meta_title: 'Платья — купить', meta_description: 'Платья на любой случай' },
    breadcrumbs: [
      { name: 'Женщинам', url_path: 'women' },
      { name: 'Платья', url_path: 'women/dresses' },
    ],
  };
}

const size = (id: number, label: string, stock: StockStatus) => ({ option_value_id: id, code: label.toLowerCase(), label, stock });

const productImage = (id: number) => ({ id, urls: { 400: `/api/media/product/${id}-400.webp`, 768: `/api/media/product/${id}-768.webp`, 1280: `/api/media/product/${id}-1280.webp` } });

/** A product's stories, titled as the demo's are. */
export const stories = (...titles: string[]) => titles.map((title, index) => ({ id: 100 + index, title, image: productImage(index + 1) }));

export const product = (over: Partial<ProductPage> = {}): ProductPage => ({
  id: 7,
  sku: 'DRS-000007',
  url_path: 'green-silk-dress-drs-000007',
  name: 'Зелёное шёлковое платье',
  description: 'Платье из шёлка.',
  price: 1_299_000,
  old_price: 1_599_000,
  currency: 'RUB',
  stock: 'inStock',
  images: [1, 2].map(productImage),
  stories: [],
  sizes: [size(41, 'S', 'inStock'), size(42, 'M', 'twoToThreeDays'), size(43, 'L', 'outOfStock'), size(44, 'XL', 'preOrder')],
  specs: [{ name: 'material', label: 'Материал', value: 'Шёлк' }],
  breadcrumbs: [
    { name: 'Женщинам', url_path: 'women' },
    { name: 'Платья', url_path: 'women/dresses' },
    { name: 'Зелёное шёлковое платье', url_path: 'green-silk-dress-drs-000007' },
  ],
  meta_title: 'Зелёное платье — купить',
  meta_description: 'Шёлковое платье',
  rating: { count: 2, average: 4.5 },
  recommendations: [card(8), card(9)],
  ...over,
});
