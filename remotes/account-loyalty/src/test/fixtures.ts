import type { Customer, LoyaltyHistoryEntry, LoyaltyInfo, LoyaltyLevel, OrderDisplay, OrderSummary, Settings, WishlistProduct } from '@shop/contracts';
import { CUSTOMER } from '@shop/session/testing';

// What the API answers in these pages' tests: Nino, a customer with an address and 1 250 points.

export const customer = (over: Partial<Customer> = {}): Customer => ({
  ...CUSTOMER,
  telephone: '+79123456789',
  date_of_birth: '1990-04-21',
  sex: '2',
  address: { street: 'Тверская', postcode: '125009', house: '7', apartment: '12', comment: 'Домофон 12' },
  addresses: [{ street: 'Тверская', postcode: '125009', house: '7', apartment: '12', comment: 'Домофон 12' }],
  points: 1250,
  level: 'Серебро',
  total_points: 2250,
  ...over,
});

export const meReply = (over: Partial<Customer> = {}) => ({ status: 200, customer: customer(over) });

/** What the pages read of the settings: the shop's name and currency. */
export const settings = () => ({ name: 'Mira', currency: 'RUB' }) as Settings;

export const LEVELS: LoyaltyLevel[] = [
  { id: 1, name: 'Бронза', threshold: 0, discount: 0, cashback: 3 },
  { id: 2, name: 'Серебро', threshold: 1000, discount: 3, cashback: 5 },
  { id: 3, name: 'Золото', threshold: 5000, discount: 5, cashback: 7 },
  { id: 4, name: 'Платина', threshold: 15000, discount: 10, cashback: 10 },
];

export const loyaltyInfo = (over: Partial<LoyaltyInfo> = {}): LoyaltyInfo => ({
  status: 'active',
  points: 1250,
  total_points: 2250,
  level: LEVELS[1] ?? null,
  next_level: LEVELS[2] ?? null,
  points_to_next: 2750,
  levels: LEVELS,
  rules: { point_value: 1, max_spend_percent: 30, referral_reward: 500 },
  actions: [
    { code: 'purchase', value: 5 },
    { code: 'referral', value: 500 },
  ],
  ...over,
});

/** A programme outsider: no level, nothing earned. */
export const outsider = () => loyaltyInfo({ status: 'none', points: 0, total_points: 0, level: null, next_level: LEVELS[0] ?? null, points_to_next: 0 });

export const historyEntry = (id: number, over: Partial<LoyaltyHistoryEntry> = {}): LoyaltyHistoryEntry => ({
  id,
  created_at: '2026-03-05T10:00:00Z',
  action: 'earned',
  points: 120,
  order_id: 42,
  ...over,
});

export const orderSummary = (id: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  created_at: '2026-03-05T10:00:00Z',
  status: 'paid',
  grand_total: 538_000,
  currency: 'RUB',
  items_count: 3,
  images: [`/api/media/product/${id}-400.webp`],
  ...over,
});

export const order = (over: Partial<OrderDisplay> = {}): OrderDisplay => ({
  id: 42,
  status: 'shipped',
  created_at: '2026-03-05T10:00:00Z',
  grand_total: 538_000,
  currency: 'RUB',
  totals: [
    { code: 'subtotal', value: 499_000 },
    { code: 'loyalty:bonuses', value: -10_000 },
    { code: 'delivery', value: 49_000 },
    { code: 'total', value: 538_000 },
  ],
  address: 'Тверская, 7, кв. 12',
  city: 'Москва',
  delivery_method: { code: 'courier', title: 'Курьер' },
  payment_method: { code: 'card', title: 'Картой онлайн', description: '' },
  tracking_number: 'RU123',
  tracking_link: 'https://track.example/RU123',
  items: [{ product_id: 7, sku: 'DRS-7', name: 'Зелёное платье', url_path: 'green-dress', image: '/api/media/product/7-400.webp', size: 'M', quantity: 2, price: 249_500 }],
  share_token: 'AAAAAAAAAAAAAAAAAAAAAA',
  ...over,
});

export const wishlistProduct = (id: number, over: Partial<WishlistProduct> = {}): WishlistProduct => ({
  type: 'product',
  id,
  sku: `SKU-${id}`,
  name: `Платье ${id}`,
  url_path: `dress-${id}`,
  page: 1,
  image: `/api/media/product/${id}-400.webp`,
  image_id: id,
  price: 500_000,
  old_price: null,
  currency: 'RUB',
  stock: 'inStock',
  sizes: [
    { option_value_id: id * 10 + 1, code: 's', label: 'S', stock: 'inStock' },
    { option_value_id: id * 10 + 2, code: 'l', label: 'L', stock: 'outOfStock' },
  ],
  ...over,
});
