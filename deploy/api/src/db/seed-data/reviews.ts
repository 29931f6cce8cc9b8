import type { LanguageCode } from '@shop/contracts';
import { mixSeed, seededRandom } from '../../infra/seeded-random';
import { CATALOG_EPOCH } from './products';

// Demo reviews: a pure function of the product id, like the products themselves.

export interface GeneratedReview { authorName: string; language: LanguageCode; score: number; title: string; text: string; createdAt: Date }

type Band = 'good' | 'mixed' | 'bad';
type Texts = Record<LanguageCode, Array<{ title: string; text: string }>>;

const TEXTS: Record<Band, Texts> = {
  good: {
    'ru-ru': [
      { title: 'Отличная вещь', text: 'Село идеально, ткань приятная к телу. Ношу почти каждый день, после стирки как новое.' },
      { title: 'Рекомендую', text: 'Размер соответствует таблице, цвет как на фото. Доставили быстро, упаковано аккуратно.' },
      { title: 'Очень довольна', text: 'Качество пошива на высоте, все швы ровные. Взяла бы ещё в другом цвете.' },
      { title: 'Стоит своих денег', text: 'Материал плотный, держит форму. Получила много комплиментов.' },
    ],
    'en-gb': [
      { title: 'Lovely quality', text: 'Fits perfectly and the fabric feels great. I wear it almost every day and it still looks new after washing.' },
      { title: 'Would recommend', text: 'True to size, colour exactly as pictured. Quick delivery and neatly packed.' },
      { title: 'Really pleased', text: 'Beautifully made with neat seams. I would buy it again in another colour.' },
    ],
    'ka-ge': [
      { title: 'შესანიშნავია', text: 'იდეალურად მომერგო, ქსოვილი სასიამოვნოა. რეცხვის შემდეგაც ახალივით გამოიყურება.' },
      { title: 'გირჩევთ', text: 'ზომა შეესაბამება ცხრილს, ფერი ისეთია, როგორც ფოტოზე. მიწოდება სწრაფი იყო.' },
    ],
  },
  mixed: {
    'ru-ru': [
      { title: 'Неплохо, но есть нюансы', text: 'Вещь хорошая, но маломерит, советую брать на размер больше.' },
      { title: 'В целом нормально', text: 'Цвет немного темнее, чем на фото. Качество соответствует цене.' },
    ],
    'en-gb': [{ title: 'Good, with a catch', text: 'Nice piece but it runs small, so I would order a size up.' }],
    'ka-ge': [{ title: 'ნორმალურია', text: 'ფერი ფოტოზე უფრო მუქია, თუმცა ხარისხი ფასს შეესაბამება.' }],
  },
  bad: {
    'ru-ru': [{ title: 'Не подошло', text: 'Ткань тоньше, чем ожидала, пришлось вернуть. Возврат оформили без проблем.' }],
    'en-gb': [{ title: 'Not for me', text: 'Thinner fabric than I expected, so I sent it back. The return was easy.' }],
    'ka-ge': [{ title: 'არ მომერგო', text: 'ქსოვილი მოსალოდნელზე თხელი იყო, დავაბრუნე. დაბრუნება მარტივი იყო.' }],
  },
};

const NAMES: Record<LanguageCode, string[]> = {
  'ru-ru': ['Анна', 'Мария', 'Екатерина', 'Ольга', 'Дмитрий', 'Ирина', 'Алексей', 'Наталья'],
  'en-gb': ['Emma', 'Olivia', 'James', 'Sophie', 'Harry'],
  'ka-ge': ['ნინო', 'მარიამი', 'გიორგი', 'ანა'],
};

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** 0 to 4 reviews, most of them good, mostly in Russian; dated after the product, up to the demo's "today". */
export function reviewsFor(productId: number, productCreatedAt: Date): GeneratedReview[] {
  const rand = seededRandom(mixSeed(productId, 0x7e71e5));
  const count = pick(rand, [0, 0, 0, 1, 1, 2, 2, 3, 4]);
  return Array.from({ length: count }, () => {
    const roll = rand();
    const score = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
    const band: Band = score >= 4 ? 'good' : score === 3 ? 'mixed' : 'bad';
    const languageRoll = rand();
    const language: LanguageCode = languageRoll < 0.6 ? 'ru-ru' : languageRoll < 0.85 ? 'en-gb' : 'ka-ge';
    const { title, text } = pick(rand, TEXTS[band][language]);
    const age = Math.max(0, CATALOG_EPOCH - productCreatedAt.getTime());
    return { authorName: pick(rand, NAMES[language]), language, score, title, text, createdAt: new Date(productCreatedAt.getTime() + rand() * age) };
  });
}
