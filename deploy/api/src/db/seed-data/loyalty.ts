import type { LanguageCode } from '@shop/contracts';

type Text = Record<LanguageCode, string>;
const t = (ru: string, en: string, ka: string): Text => ({ 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export interface LevelDef { name: Text; threshold: number; discountPercent: number; cashbackPercent: number }

/**
 * The demo programme's levels, by total points earned (a point is a cent, LOYALTY_SETTINGS): every
 * member starts at Bronze; 1,000 points is about 330 $ of purchases at Bronze's 3 % cashback.
 */
export const LOYALTY_LEVELS: LevelDef[] = [
  { name: t('Бронза', 'Bronze', 'ბრინჯაო'), threshold: 0, discountPercent: 0, cashbackPercent: 3 },
  { name: t('Серебро', 'Silver', 'ვერცხლი'), threshold: 1_000, discountPercent: 3, cashbackPercent: 5 },
  { name: t('Золото', 'Gold', 'ოქრო'), threshold: 5_000, discountPercent: 5, cashbackPercent: 7 },
  { name: t('Платина', 'Platinum', 'პლატინა'), threshold: 15_000, discountPercent: 10, cashbackPercent: 10 },
];

/**
 * The demo customer (README "Loyalty programme"): a member anyone can log in as with this phone,
 * reading the code at /api/dev/outbox. Their invitation link is /invite/MiraDemo01.
 */
export const DEMO_CUSTOMER = {
  telephone: '+79000000001',
  email: 'demo@mira.example',
  firstname: 'Вера',
  lastname: 'Миронова',
  dateOfBirth: '1991-03-08',
  sex: '2',
  street: 'Тверская',
  house: '7',
  apartment: '12',
  postcode: '125009',
  inviteCode: 'MiraDemo01',
} as const;

/** An order of the demo history: lines by position among the demo sizes (the catalogue's last three at 20 to 50 $), and the points it spent (at most what the cart could take). */
export interface DemoOrder { daysAgo: number; lines: Array<{ size: number; quantity: number }>; spendPoints: number }
export type DemoStep = DemoOrder | { daysAgo: number; action: 'joined' | 'visit' | 'invitee_registered' | 'referral_reward' };

/**
 * The demo customer's history, oldest first: joined, a first delivered order (its cashback), a
 * friend who opened their link, registered and paid a first order (the referral reward), then an
 * order partly paid with points, whose cashback takes them to Silver. Points follow from the
 * programme's rules.
 */
export const DEMO_HISTORY: DemoStep[] = [
  { daysAgo: 120, action: 'joined' },
  { daysAgo: 90, lines: [{ size: 0, quantity: 2 }, { size: 1, quantity: 2 }], spendPoints: 0 },
  { daysAgo: 61, action: 'visit' },
  { daysAgo: 60, action: 'invitee_registered' },
  { daysAgo: 52, action: 'referral_reward' },
  { daysAgo: 20, lines: [{ size: 2, quantity: 1 }], spendPoints: 300 },
];
