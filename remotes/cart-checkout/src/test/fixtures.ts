import { EMPTY_CART, type CartItem, type CartLineProduct, type CartReply, type OrderDisplay, type PaymentState, type ProductCard, type Settings } from '@shop/contracts';

// The carts these pages' tests show: a dress in three sizes (L sold out) and a coat in one.

export const DRESS: CartLineProduct = {
  id: 101,
  sku: 'DRS-000101',
  name: 'Зелёное платье',
  url_path: 'green-dress-drs-000101',
  image: '/api/media/product/1-400.webp',
  price: 500_000,
  currency: 'RUB',
  sizes: [
    { option_value_id: 11, code: 's', label: 'S', stock: 'inStock' },
    { option_value_id: 12, code: 'm', label: 'M', stock: 'inStock' },
    { option_value_id: 13, code: 'l', label: 'L', stock: 'outOfStock' },
  ],
};

export const COAT: CartLineProduct = {
  id: 102,
  sku: 'CTW-000102',
  name: 'Синее пальто',
  url_path: 'blue-coat-ctw-000102',
  image: '/api/media/product/2-400.webp',
  price: 1_200_000,
  currency: 'RUB',
  sizes: [{ option_value_id: 21, code: 'one', label: 'One size', stock: 'inStock' }],
};

export const recommendation = (id: number): ProductCard => ({
  type: 'product', id, sku: `SKU-${id}`, name: `Юбка ${id}`, url_path: `skirt-${id}`, page: 1, image: `/api/media/product/${id}-400.webp`,
  image_id: id, price: 300_000, old_price: null, currency: 'RUB', stock: 'inStock',
});

export const dressLine = (quantity = 2, optionValueId = 11): CartItem => ({ item_id: 1, product_id: DRESS.id, sku: DRESS.sku, option_value_id: optionValueId, quantity });
export const coatLine = (quantity = 1): CartItem => ({ item_id: 2, product_id: COAT.id, sku: COAT.sku, option_value_id: 21, quantity });

/** The server's cart reply for these lines; the subtotal is what the server would count. */
export function cartReply(items: CartItem[], extra: Partial<Omit<CartReply, 'cart' | 'status'>> = {}): CartReply {
  const products = [DRESS, COAT].filter((product) => items.some((item) => item.product_id === product.id));
  const subtotal = items.reduce((sum, item) => sum + item.quantity * (products.find((p) => p.id === item.product_id)?.price ?? 0), 0);
  const discount = extra.promocode ? 100_000 : 0;
  return {
    status: 200,
    ...EMPTY_CART,
    cart: {
      items,
      totals: [
        { code: 'subtotal', value: subtotal },
        ...(discount ? [{ code: 'promocode' as const, value: -discount }] : []),
        { code: 'total', value: subtotal - discount },
      ],
      orderId: null,
      additional: {},
    },
    products,
    recommendations: items.length > 0 ? [recommendation(201), recommendation(202)] : [],
    ...extra,
  };
}

/** The home city's note the checkout shows while Saint Petersburg (city 2) is the city. */
export const HOME_CITY_NOTE = 'В Петербурге курьер привезёт заказ в день оформления.';

/** What the pages read of the settings: the shop currency, the minimum order, what a loyalty point is worth (1 ₽ here), the home city's note. */
export const settings = (minimumTotal = 0) =>
  ({
    currency: 'RUB',
    order: { minimum_total: minimumTotal },
    loyalty: { point_value: 100, max_spend_percent: 30, referral_reward: 500 },
    inSPBSettings: { status: true, city_id: 2, text: HOME_CITY_NOTE },
  }) as Settings;

// The orders and payment states the order and payment pages' tests show.

export const order = (over: Partial<OrderDisplay> = {}): OrderDisplay => ({
  id: 42,
  status: 'paid',
  created_at: '2026-03-05T10:00:00Z',
  grand_total: 538_000,
  currency: 'RUB',
  totals: [
    { code: 'subtotal', value: 499_000 },
    { code: 'delivery', value: 39_000 },
    { code: 'total', value: 538_000 },
  ],
  address: 'Тверская, 7, кв. 12',
  city: 'Москва',
  delivery_method: { code: 'courier', title: 'Курьер' },
  payment_method: { code: 'card', title: 'Картой онлайн', description: '' },
  tracking_number: null,
  tracking_link: null,
  items: [{ product_id: 7, sku: 'DRS-7', name: 'Зелёное платье', url_path: 'green-dress', image: '/api/media/product/7-400.webp', size: 'M', quantity: 2, price: 249_500 }],
  share_token: 'AAAAAAAAAAAAAAAAAAAAAA',
  ...over,
});

export const payment = (over: Partial<PaymentState> = {}): PaymentState => ({
  orderId: 42,
  status: 'pending',
  method: 'card',
  text: 'Ожидает оплаты картой',
  total: 538_000,
  currency: 'RUB',
  link: '/pay?order=42',
  ...over,
});
