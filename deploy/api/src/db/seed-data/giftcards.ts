import type { GiftcardTerms } from '../../domains/giftcard/giftcard-terms';
import type { GiftcardArt } from '../../domains/media/drawn-art';
import type { Text } from './catalog';

// The demo shop's gift cards: the designs (drawn by the media route, like the home banners) and
// the terms every language's settings carry in their `giftcard` group.

const t = (ru: string, en: string, ka: string): Text => ({ 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

/** A design of the demo shop: its art and its name in the popup. */
export interface DemoGiftcardDesign extends GiftcardArt {
  name: Text;
}

/** The demo's gift card designs, in the popup's order: the seed writes their art (db/seed-drawn-art.ts) for the media route. */
export const GIFTCARD_ARTS: readonly DemoGiftcardDesign[] = [
  { imageNo: 1, palette: ['#1f3a5f', '#3f6a8f', '#f6d365'], motif: 'ribbon', name: t('Классическая', 'Classic', 'კლასიკური') },
  { imageNo: 2, palette: ['#fde2cf', '#f7b89b', '#8a3b23'], motif: 'confetti', name: t('С днём рождения', 'Happy birthday', 'გილოცავ დაბადების დღეს') },
  { imageNo: 3, palette: ['#f9dde5', '#e9a5b8', '#7a2944'], motif: 'hearts', name: t('С любовью', 'With love', 'სიყვარულით') },
  { imageNo: 4, palette: ['#173d34', '#2f6b5b', '#f3e3a3'], motif: 'stars', name: t('Праздничная', 'Celebration', 'სადღესასწაულო') },
  { imageNo: 5, palette: ['#e6f0dc', '#b9d3a3', '#3b5a2a'], motif: 'leaves', name: t('Весенняя', 'Spring', 'საგაზაფხულო') },
  { imageNo: 6, palette: ['#f4ece1', '#dcc8ab', '#5c4630'], motif: 'waves', name: t('Спасибо', 'Thank you', 'გმადლობთ') },
];

/** Round amounts in each currency, about the same value in each: 25–200 $, 2,000–15,000 ₽, 50–500 ₾. */
export const GIFTCARD_TERMS: GiftcardTerms = {
  denominations: {
    USD: [2_500, 5_000, 10_000, 20_000],
    RUB: [200_000, 500_000, 1_000_000, 1_500_000],
    GEL: [5_000, 10_000, 25_000, 50_000],
  },
  validity_months: 12,
  message_max_length: 300,
};
