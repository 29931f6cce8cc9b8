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
