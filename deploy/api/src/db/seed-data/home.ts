import type { LanguageCode } from '@shop/contracts';
import type { HomepageSettings } from '../../domains/home/homepage-settings';
import type { BannerArt } from '../../domains/media/drawn-art';
import type { Text } from './catalog';
import { FREE_DELIVERY_OVER } from './delivery';

// The demo shop's home page: banner art (drawn by the media route, like the product photos) and
// the copy of the blocks, carousel and A/B banner in each language. Facts match the info pages
// (free delivery over $60, try-on before paying, 30 days to return, up to 10% back in points).

const t = (ru: string, en: string, ka: string): Text => ({ 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

/** The demo's banner pictures: the seed writes their art (db/seed-drawn-art.ts), and the media route draws these ids and no others. */
export const BANNER_ARTS: readonly BannerArt[] = [
  { id: 1, shape: 'hero', palette: ['#f1e6d8', '#dcbba5', '#8a5a44'], motif: 'arches', silhouette: 'coat' },
  { id: 2, shape: 'slide', palette: ['#e6eef4', '#b7cde0', '#2f4f6b'], motif: 'waves', silhouette: 'dress' },
  { id: 3, shape: 'slide', palette: ['#f8ddd3', '#ec9e88', '#7d2e22'], motif: 'bands', silhouette: 'skirt' },
  { id: 4, shape: 'slide', palette: ['#f1e4f1', '#cdb1d8', '#5b3a66'], motif: 'circles', silhouette: 'scarf' },
  { id: 5, shape: 'slide', palette: ['#e5e9e0', '#b6c3aa', '#3c4a32'], motif: 'arches', silhouette: 'jacket' },
  { id: 6, shape: 'tile', palette: ['#f7e1e1', '#e6b3b8', '#7a3441'], motif: 'circles', silhouette: 'dress' },
  { id: 7, shape: 'tile', palette: ['#f2ebdf', '#d9c7a8', '#6b5433'], motif: 'waves', silhouette: 'jumper' },
  { id: 8, shape: 'tile', palette: ['#e4eef6', '#aecbe3', '#284b6e'], motif: 'bands', silhouette: 'shirt' },
  { id: 9, shape: 'tile', palette: ['#e3f1ec', '#a9d4c4', '#24594a'], motif: 'arches', silhouette: 'sneaker' },
  { id: 10, shape: 'tile', palette: ['#f4eadb', '#e0c49a', '#73502a'], motif: 'circles', silhouette: 'bag' },
  { id: 11, shape: 'tile', palette: ['#e7e8ec', '#b9bdc8', '#343a4a'], motif: 'waves', silhouette: 'coat' },
  { id: 12, shape: 'strip', palette: ['#1f3a5f', '#3f6a8f', '#f6d365'], motif: 'circles', silhouette: 'wallet' },
  { id: 13, shape: 'strip', palette: ['#efeae3', '#d6cabb', '#5c5040'], motif: 'waves', silhouette: 'tee' },
  { id: 14, shape: 'strip', palette: ['#fdf0d5', '#f5c98a', '#7a4b1c'], motif: 'bands', silhouette: 'backpack' },
  { id: 15, shape: 'strip', palette: ['#e0f0f4', '#9fd0dc', '#1d5563'], motif: 'arches', silhouette: 'hoodie' },
];

interface Promotion {
  id: string;
  title: Text;
  subtitle?: Text;
  text?: Text;
  href: string;
  button?: Text;
  art: number;
}

const WOMEN = t('Женщинам', 'Women', 'ქალებისთვის');
const MEN = t('Мужчинам', 'Men', 'მამაკაცებისთვის');

const HERO: Promotion = {
  id: 'spring-summer',
  title: t('Новая коллекция весна — лето', 'The spring–summer collection', 'გაზაფხული–ზაფხულის ახალი კოლექცია'),
  subtitle: t('Лён, хлопок и спокойные цвета', 'Linen, cotton and calm colours', 'სელი, ბამბა და მშვიდი ფერები'),
  text: t(
    'Лёгкие вещи, которые легко сочетать между собой: от льняных рубашек до платьев на каждый день.',
    'Light pieces that go with one another, from linen shirts to everyday dresses.',
    'მსუბუქი ნივთები, რომლებიც ერთმანეთს ადვილად უხდება: სელის პერანგებიდან ყოველდღიურ კაბებამდე.',
  ),
  href: '/new',
  button: t('Смотреть новинки', 'Shop new in', 'სიახლეების ნახვა'),
  art: 1,
};

// Category tiles: the category's own name, its section beneath.
const TILES: Promotion[] = [
  { id: 'dresses', title: t('Платья', 'Dresses', 'კაბები'), subtitle: WOMEN, href: '/women/clothing/dresses', art: 6 },
  { id: 'knitwear', title: t('Трикотаж', 'Knitwear', 'ტრიკოტაჟი'), subtitle: WOMEN, href: '/women/clothing/knitwear', art: 7 },
  { id: 'shirts', title: t('Рубашки', 'Shirts', 'პერანგები'), subtitle: MEN, href: '/men/clothing/shirts', art: 8 },
  { id: 'trainers', title: t('Кроссовки', 'Trainers', 'სპორტული ფეხსაცმელი'), subtitle: WOMEN, href: '/women/shoes/sneakers', art: 9 },
  {
    id: 'bags',
    title: t('Сумки и рюкзаки', 'Bags and backpacks', 'ჩანთები და ზურგჩანთები'),
    subtitle: t('Аксессуары', 'Accessories', 'აქსესუარები'),
    href: '/accessories/bags',
    art: 10,
  },
  { id: 'outerwear', title: t('Верхняя одежда', 'Outerwear', 'ზედა ტანსაცმელი'), subtitle: MEN, href: '/men/clothing/outerwear', art: 11 },
];

const PROMOS: Promotion[] = [
  {
    id: 'bonus-card',
    title: t('Бонусная карта Mira', 'The Mira bonus card', 'Mira-ს ბონუს ბარათი'),
    text: t(
      'Возвращаем до 10% покупок баллами, а на уровне «Платина» дарим скидку 10%. Карта бесплатная — нужен только номер телефона.',
      'Get up to 10% back in points, and 10% off at Platinum level. The card is free: all you need is your phone number.',
      'შენაძენის 10%-მდე ქულებად გიბრუნდებათ, პლატინის დონეზე კი 10%-იანი ფასდაკლება გაქვთ. ბარათი უფასოა — საჭიროა მხოლოდ ტელეფონის ნომერი.',
    ),
    href: '/bonus-card',
    button: t('Подробнее', 'Find out more', 'დეტალურად'),
    art: 12,
  },
  {
    id: 'essentials',
    title: t('Базовый гардероб', 'Wardrobe essentials', 'საბაზისო გარდერობი'),
    subtitle: t('Вещи, которые носят годами', 'Pieces you wear for years', 'ნივთები, რომლებსაც წლობით ატარებთ'),
    text: t(
      'Футболки, рубашки, брюки и джемперы спокойных оттенков: основа, к которой легко подобрать всё остальное.',
      'T-shirts, shirts, trousers and jumpers in quiet shades: a base everything else goes with.',
      'მაისურები, პერანგები, შარვლები და ჯემპრები მშვიდ ტონებში: საფუძველი, რომელსაც ყველაფერი უხდება.',
    ),
    href: '/women/basics',
    button: t('Собрать гардероб', 'Build your wardrobe', 'გარდერობის შედგენა'),
    art: 13,
  },
];

const CAROUSEL: Promotion[] = [
  {
    id: 'new-in',
    title: t('Новинки недели', 'New this week', 'კვირის სიახლეები'),
    text: t('Каждую неделю — новые модели из нашей мастерской.', 'New pieces from our own workshop every week.', 'ყოველ კვირას — ახალი მოდელები ჩვენი სახელოსნოდან.'),
    href: '/new',
    button: t('Смотреть', 'Shop now', 'ნახვა'),
    art: 2,
  },
  {
    id: 'sale',
    title: t('Распродажа: скидки до 40%', 'Sale: up to 40% off', 'ფასდაკლება 40%-მდე'),
    text: t('Последние размеры любимых моделей по сниженным ценам.', 'The last sizes of favourite pieces at reduced prices.', 'საყვარელი მოდელების ბოლო ზომები შემცირებულ ფასად.'),
    href: '/sale',
    button: t('К распродаже', 'Shop the sale', 'ფასდაკლებაზე გადასვლა'),
    art: 3,
  },
  {
    id: 'gifts-for-her',
    title: t('Идеи подарков для неё', 'Gift ideas for her', 'საჩუქრის იდეები ქალისთვის'),
    text: t(
      'Кашемир, сумки и аксессуары — подарки, которые хочется носить.',
      'Cashmere, bags and accessories: gifts she will want to wear.',
      'კაშმირი, ჩანთები და აქსესუარები — საჩუქრები, რომელთა ტარებაც მოგინდებათ.',
    ),
    href: '/gifts/for-her',
    button: t('Выбрать подарок', 'Find a gift', 'საჩუქრის არჩევა'),
    art: 4,
  },
  {
    id: 'menswear',
    title: t('Мужской гардероб', 'Menswear', 'მამაკაცის გარდერობი'),
    text: t(
      'Рубашки, чиносы и куртки, которые подходят и к офису, и к выходным.',
      'Shirts, chinos and jackets that suit the office and the weekend alike.',
      'პერანგები, ჩინოსები და ქურთუკები, რომლებიც ოფისსაც უხდება და დასვენების დღეებსაც.',
    ),
    href: '/men',
    button: t('Смотреть', 'Shop men', 'ნახვა'),
    art: 5,
  },
];

// The running A/B test: one delivery message, two ways of putting it.
const AB_BANNER_VARIANTS: Promotion[] = [
  {
    id: 'delivery-free',
    title: t(`Бесплатная доставка от ${FREE_DELIVERY_OVER}`, `Free delivery on orders over ${FREE_DELIVERY_OVER}`, `უფასო მიწოდება ${FREE_DELIVERY_OVER}-დან`),
    text: t(
      'Курьером, в пункт выдачи или самовывозом из магазина на следующий день.',
      'By courier, to a pick-up point, or collect from a store the next day.',
      'კურიერით, გაცემის პუნქტში ან მაღაზიიდან მეორე დღესვე.',
    ),
    href: '/delivery',
    button: t('Подробнее', 'Delivery options', 'დეტალურად'),
    art: 14,
  },
  {
    id: 'delivery-try-on',
    title: t('Примерьте перед оплатой', 'Try on before you pay', 'მოიზომეთ გადახდამდე'),
    text: t(
      'Курьер подождёт, пока вы примеряете, а на возврат есть 30 дней.',
      'The courier waits while you try things on, and you have 30 days to return.',
      'კურიერი დაგელოდებათ, სანამ მოიზომებთ, დაბრუნებისთვის კი 30 დღე გაქვთ.',
    ),
    href: '/delivery',
    button: t('Как это работает', 'How it works', 'როგორ მუშაობს'),
    art: 15,
  },
];

/** The settings' `homepage` group of one language. */
export function homepageFor(language: LanguageCode): HomepageSettings {
  const tr = ({ title, subtitle, text, button, ...rest }: Promotion) => ({
    ...rest,
    title: title[language],
    ...(subtitle ? { subtitle: subtitle[language] } : {}),
    ...(text ? { text: text[language] } : {}),
    ...(button ? { button: button[language] } : {}),
  });
  return {
    blocks: [
      { type: 'hero', ...tr(HERO) },
      ...TILES.map((tile) => ({ type: 'category' as const, ...tr(tile) })),
      ...PROMOS.map((promo) => ({ type: 'promo' as const, ...tr(promo) })),
    ],
    carousel: CAROUSEL.map(tr),
    ab_banner_variants: AB_BANNER_VARIANTS.map(tr),
  };
}
