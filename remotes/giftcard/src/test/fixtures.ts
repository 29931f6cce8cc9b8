import type { Giftcard, GiftcardDesign, GiftcardGetReply, GiftcardSettings, Settings } from '@shop/contracts';

// What the API answers in these screens' tests: three designs, amounts in roubles, and Nino's card
// of 5 000 ₽ with 3 000 ₽ left.

export const TOKEN = 'Ab3_-xYz0123456789abcd';

/** What the screens read of the shop settings: its name. */
export const settings = () => ({ name: 'Mira', currency: 'RUB' }) as Settings;

export const design = (id: number, name: string): GiftcardDesign => ({ id, name, image: `/api/media/giftcard/${id}` });

export const DESIGNS = [design(1, 'Праздник'), design(2, 'Цветы'), design(3, 'Минимализм')];

export const giftcardSettings = (over: Partial<GiftcardSettings> = {}): GiftcardSettings => ({
  designs: DESIGNS,
  denominations: [100_000, 300_000, 500_000],
  currency: 'RUB',
  validity_months: 12,
  message_max_length: 200,
  ...over,
});

export const infoReply = (over: Partial<GiftcardSettings> = {}) => ({ status: 200, settings: giftcardSettings(over) });

export const giftcard = (over: Partial<Giftcard> = {}): Giftcard => ({
  number: '4000123456789010',
  balance: 300_000,
  initial_amount: 500_000,
  currency: 'RUB',
  design: DESIGNS[1]!,
  expires_at: '2099-03-05T00:00:00Z',
  connected: false,
  ...over,
});

export const getReply = (over: Partial<Giftcard> = {}, extra: Partial<Omit<GiftcardGetReply, 'giftcard' | 'status'>> = {}): GiftcardGetReply => ({
  status: 200,
  giftcard: giftcard(over),
  pin: '0427',
  from: 'Тамара',
  message: 'С днём рождения!',
  ...extra,
});
