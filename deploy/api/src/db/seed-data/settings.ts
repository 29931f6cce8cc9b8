import { CATEGORY_PAGE_SIZE, pathTo, PRODUCT_IMAGE_RATIO, type LanguageCode, type LanguageSetting, type Settings } from '@shop/contracts';
import type { StoredSettings } from '../../domains/settings/settings-repository';
import { FREE_DELIVERY_OVER, seedCityId } from './delivery';

export const LANGUAGES: LanguageSetting[] = [
  { code: 'ru-ru', url: '', title: 'Русский' },
  { code: 'en-gb', url: 'en', title: 'English' },
  { code: 'ka-ge', url: 'ka', title: 'ქართული' },
];

type Text = Record<LanguageCode, string>;
const t = (ru: string, en: string, ka: string): Text => ({ 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

// Hrefs are language-neutral paths: the frontend adds the current language prefix (useLocalePath).
const link = (title: Text, href: string) => ({ title, href });

const PAGES = {
  delivery: link(t('Доставка', 'Delivery', 'მიწოდება'), '/delivery'),
  payment: link(t('Оплата', 'Payment', 'გადახდა'), '/payment'),
  returns: link(t('Обмен и возврат', 'Exchanges and returns', 'გაცვლა და დაბრუნება'), '/returns'),
  bonus: link(t('Бонусная карта', 'Bonus card', 'ბონუს ბარათი'), '/bonus-card'),
  contacts: link(t('Контакты', 'Contacts', 'კონტაქტი'), '/contacts'),
  franchise: link(t('Франшиза', 'Franchise', 'ფრანშიზა'), '/franchise'),
  blog: link(t('Блог', 'Blog', 'ბლოგი'), pathTo('blog')),
  offer: link(t('Публичная оферта', 'Public offer', 'საჯარო ოფერტა'), '/public-offer'),
  privacy: link(t('Персональные данные', 'Personal data policy', 'პერსონალური მონაცემები'), '/personal-data-policy'),
  info: link(t('Вся информация', 'All customer information', 'მთელი ინფორმაცია'), '/info'),
};

const HEADER_LINKS = [
  { title: t('Покупателям', 'Customer care', 'მყიდველებს'), items: [PAGES.delivery, PAGES.payment, PAGES.returns, PAGES.bonus] },
  { title: t('О компании', 'About us', 'კომპანია'), items: [PAGES.contacts, PAGES.franchise] },
  // One item: the header renders it as a plain link (spec §2).
  { title: t('Блог', 'Blog', 'ბლოგი'), items: [PAGES.blog] },
];

const FOOTER_COLUMNS = [
  { title: t('Покупателям', 'Customer care', 'მყიდველებს'), links: [PAGES.delivery, PAGES.payment, PAGES.returns, PAGES.info] },
  { title: t('Mira', 'Mira', 'Mira'), links: [PAGES.contacts, PAGES.franchise, PAGES.blog, PAGES.bonus] },
  { title: t('Документы', 'Legal', 'დოკუმენტები'), links: [PAGES.offer, PAGES.privacy] },
];

// Popular phrases each lead to products: words the catalogue's names use ("trainers", not "sneakers").
const SUGGESTIONS: Record<LanguageCode, string[]> = {
  'ru-ru': ['пальто', 'джинсы', 'кроссовки', 'рубашка из льна', 'свитер', 'платье', 'кашемир'],
  'en-gb': ['coat', 'jeans', 'trainers', 'linen shirt', 'jumper', 'dress', 'cashmere'],
  'ka-ge': ['პალტო', 'ჯინსი', 'სპორტული ფეხსაცმელი', 'სელის პერანგი', 'სვიტერი', 'კაბა', 'კაშმირი'],
};

const TELEPHONE = '+7 812 407-15-15';
const EMAIL = 'hello@mira.example';

/** Checkout: the demo shop takes orders from 10 $, 1 000 ₽ or 30 ₾ (the tagline's free delivery starts at 60 $). */
export const ORDER_SETTINGS: StoredSettings['order'] = { minimum_total: { USD: 1_000, RUB: 100_000, GEL: 3_000 } };

/** Spec §1: prices in dollars by default, in roubles and lari when the shopper chooses. */
export const CURRENCIES: StoredSettings['currencies'] = ['USD', 'RUB', 'GEL'];

/**
 * The loyalty programme's open numbers (spec §9 leaves them to the shop): a point is worth a cent,
 * points pay up to 30 % of the goods (so a discount never eats the whole margin), and a friend's
 * first paid order brings the referrer 500 points (5 $).
 */
export const LOYALTY_SETTINGS: Settings['loyalty'] = { point_value: 1, max_spend_percent: 30, referral_reward: 500 };

/** One language's settings row (the Settings contract, with the minimum order per currency). */
export function settingsFor(language: LanguageCode): StoredSettings {
  const tr = (text: Text) => text[language];
  const links = (items: Array<{ title: Text; href: string }>) => items.map((item) => ({ title: tr(item.title), href: item.href }));
  return {
    name: 'Mira',
    logo: '/api/media/logo.svg',
    telephone: TELEPHONE,
    open: tr(t('Ежедневно с 10:00 до 22:00', 'Daily 10:00–22:00', 'ყოველდღე 10:00–22:00')),
    email: EMAIL,
    language,
    languages: LANGUAGES,
    currency: CURRENCIES[0]!,
    currencies: CURRENCIES,
    contacts: {
      address: tr(t('Санкт-Петербург, Большая Конюшенная ул., 12', '12 Bolshaya Konyushennaya St, Saint Petersburg', 'სანკტ-პეტერბურგი, ბოლშაია კონიუშენაიას ქ. 12')),
      telephone: TELEPHONE,
      email: EMAIL,
    },
    header: {
      links: HEADER_LINKS.map((group) => ({ title: tr(group.title), items: links(group.items) })),
      tagline: {
        status: true,
        title: tr(t(
          `Бесплатная доставка от ${FREE_DELIVERY_OVER} — <b>подробнее</b>`,
          `Free delivery on orders over ${FREE_DELIVERY_OVER} — <b>details</b>`,
          `უფასო მიწოდება ${FREE_DELIVERY_OVER}-დან — <b>დეტალურად</b>`,
        )),
        href: '/delivery',
      },
    },
    search: { suggestions: SUGGESTIONS[language] },
    footer: {
      columns: FOOTER_COLUMNS.map((column) => ({ title: tr(column.title), links: links(column.links) })),
      copyright: tr(t('© 2026 Mira. Все права защищены.', '© 2026 Mira. All rights reserved.', '© 2026 Mira. ყველა უფლება დაცულია.')),
    },
    content: {
      contactButtons: {
        status: true,
        buttons: [
          { icon: 'telegram', color: '#229ed9', title: 'Telegram', href: 'https://t.me/mira_shop_demo' },
          { icon: 'whatsapp', color: '#25d366', title: 'WhatsApp', href: 'https://wa.me/78124071515' },
          { icon: 'phone', color: '#1f3a5f', title: tr(t('Позвонить', 'Call us', 'დაგვირეკეთ')), href: 'tel:+78124071515' },
        ],
      },
      modal_status: BONUS_POPUP_LANGUAGES.includes(language),
    },
    order: ORDER_SETTINGS,
    ...pageSettingsFor(language),
    loyalty: LOYALTY_SETTINGS,
    imageRatio: PRODUCT_IMAGE_RATIO,
    seo: seoFor(language),
  };
}

/** The settings' seo group: what the home page and the blog list are called in search results and link previews. */
export function seoFor(language: LanguageCode): Settings['seo'] {
  const tr = (text: Text) => text[language];
  return {
    title: tr(t('Mira — одежда и обувь из натуральных материалов', 'Mira — clothing and shoes in natural materials', 'Mira — ტანსაცმელი და ფეხსაცმელი ნატურალური მასალებისგან')),
    description: tr(t(
      'Пальто, трикотаж, джинсы и обувь из шерсти, хлопка, льна и кожи. Доставка по России и в Грузию, возврат 30 дней.',
      'Coats, knitwear, jeans and shoes in wool, cotton, linen and leather. Delivery across Russia and to Georgia, 30-day returns.',
      'პალტოები, ტრიკოტაჟი, ჯინსები და ფეხსაცმელი მატყლის, ბამბის, სელისა და ტყავისგან. მიწოდება რუსეთსა და საქართველოში, დაბრუნება 30 დღეში.',
    )),
    blog: {
      title: tr(t('Блог Mira', 'The Mira blog', 'Mira-ს ბლოგი')),
      description: tr(t(
        'Истории о материалах, уходе за вещами и сезонных коллекциях Mira.',
        'Stories about materials, caring for your clothes and the seasonal Mira collections.',
        'ისტორიები მასალებზე, ტანსაცმლის მოვლასა და Mira-ს სეზონურ კოლექციებზე.',
      )),
    },
  };
}

/**
 * The languages whose pages show the bonus popup (spec §2 modal_status): Georgian only, so it can be
 * seen without covering every first page of the demo (the end-to-end suite closes it, as a
 * shopper would, except where it looks at it).
 */
export const BONUS_POPUP_LANGUAGES: readonly LanguageCode[] = ['ka-ge'];

/**
 * The groups that drive a page's parts (seed version 13): the product page's notes, the category
 * page size, the Saint Petersburg note in checkout and the info pages' menu.
 */
export function pageSettingsFor(language: LanguageCode): Pick<Settings, 'product' | 'categorySettings' | 'inSPBSettings' | 'infoPage'> {
  const tr = (text: Text) => text[language];
  const note = (title: Text, href: string) => ({ title: tr(title), href });
  return {
    product: {
      notes: [
        note(t('Обмен и возврат в течение 30 дней', 'Exchanges and returns within 30 days', 'გაცვლა და დაბრუნება 30 დღის განმავლობაში'), '/returns'),
        note(t('Оплата картой, наличными или подарочной картой', 'Pay by card, in cash or with a gift card', 'გადახდა ბარათით, ნაღდი ფულით ან სასაჩუქრე ბარათით'), '/payment'),
      ],
    },
    categorySettings: { page_size: CATEGORY_PAGE_SIZE },
    inSPBSettings: {
      status: true,
      city_id: seedCityId('Saint Petersburg'),
      text: tr(t(
        'В Санкт-Петербурге курьер привезёт заказ в день оформления, если он сделан до 14:00. Примерить можно в магазине на Большой Конюшенной, 12.',
        'In Saint Petersburg a courier brings orders placed before 14:00 the same day. You can try things on at our store, 12 Bolshaya Konyushennaya St.',
        'სანკტ-პეტერბურგში 14:00-მდე გაფორმებულ შეკვეთას კურიერი იმავე დღეს მოგიტანთ. მოზომება შეგიძლიათ ჩვენს მაღაზიაში, ბოლშაია კონიუშენაიას ქ. 12.',
      )),
    },
    infoPage: {
      title: tr(t('Покупателям', 'Customer information', 'მყიდველებს')),
      links: [PAGES.info, PAGES.delivery, PAGES.payment, PAGES.returns, PAGES.bonus, PAGES.contacts, PAGES.offer, PAGES.privacy].map((page) => note(page.title, page.href)),
    },
  };
}
