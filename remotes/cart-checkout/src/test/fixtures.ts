import type { OrderDisplay, PaymentState } from '@shop/contracts';

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
