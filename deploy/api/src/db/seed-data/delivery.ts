import type { CurrencyCode, LanguageCode, ShippingMethodCode } from '@shop/contracts';

// The demo shop ships from its stores in Moscow, Saint Petersburg, Tbilisi and Batumi. A city's
// zone says how far it is from them, and so what delivery costs and how long it takes.

type Text = Record<LanguageCode, string>;
const t = (ru: string, en: string, ka: string): Text => ({ 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

/** home: a Mira store in the city (self-pickup); near and far: by road from one; abroad: across a border. */
export type Zone = 'home' | 'near' | 'far' | 'abroad';

export interface CityDef {
  name: Text;
  population: number;
  zone: Zone;
  /** False for a small town no pickup-point network serves: courier only. */
  pickupPoints?: boolean;
}

export interface CountryDef { code: string; name: Text; cities: CityDef[] }

const city = (name: Text, population: number, zone: Zone, options: { pickupPoints?: boolean } = {}): CityDef => ({ name, population, zone, ...options });

/**
 * Countries in the order the shop lists them (its main country first) and their cities. Ids
 * follow this order from 1: Russia is country 1 and Moscow city 1, Georgia country 2 and Tbilisi
 * city 20 (the contracts' examples name them).
 */
export const COUNTRIES: CountryDef[] = [
  {
    code: 'RU',
    name: t('Россия', 'Russia', 'რუსეთი'),
    cities: [
      city(t('Москва', 'Moscow', 'მოსკოვი'), 13_100_000, 'home'),
      city(t('Санкт-Петербург', 'Saint Petersburg', 'სანქტ-პეტერბურგი'), 5_600_000, 'home'),
      city(t('Новосибирск', 'Novosibirsk', 'ნოვოსიბირსკი'), 1_630_000, 'far'),
      city(t('Екатеринбург', 'Yekaterinburg', 'ეკატერინბურგი'), 1_540_000, 'far'),
      city(t('Казань', 'Kazan', 'ყაზანი'), 1_320_000, 'near'),
      city(t('Нижний Новгород', 'Nizhny Novgorod', 'ნიჟნი ნოვგოროდი'), 1_210_000, 'near'),
      city(t('Красноярск', 'Krasnoyarsk', 'კრასნოიარსკი'), 1_200_000, 'far'),
      city(t('Челябинск', 'Chelyabinsk', 'ჩელიაბინსკი'), 1_180_000, 'far'),
      city(t('Самара', 'Samara', 'სამარა'), 1_160_000, 'near'),
      city(t('Уфа', 'Ufa', 'უფა'), 1_150_000, 'far'),
      city(t('Ростов-на-Дону', 'Rostov-on-Don', 'როსტოვი დონზე'), 1_140_000, 'near'),
      city(t('Омск', 'Omsk', 'ომსკი'), 1_110_000, 'far'),
      city(t('Краснодар', 'Krasnodar', 'კრასნოდარი'), 1_100_000, 'near'),
      city(t('Воронеж', 'Voronezh', 'ვორონეჟი'), 1_050_000, 'near'),
      city(t('Пермь', 'Perm', 'პერმი'), 1_030_000, 'far'),
      city(t('Волгоград', 'Volgograd', 'ვოლგოგრადი'), 1_020_000, 'near'),
      city(t('Владивосток', 'Vladivostok', 'ვლადივოსტოკი'), 600_000, 'far'),
      city(t('Калининград', 'Kaliningrad', 'კალინინგრადი'), 490_000, 'near'),
      city(t('Сочи', 'Sochi', 'სოჭი'), 440_000, 'near'),
    ],
  },
  {
    code: 'GE',
    name: t('Грузия', 'Georgia', 'საქართველო'),
    cities: [
      city(t('Тбилиси', 'Tbilisi', 'თბილისი'), 1_200_000, 'home'),
      city(t('Батуми', 'Batumi', 'ბათუმი'), 170_000, 'home'),
      city(t('Кутаиси', 'Kutaisi', 'ქუთაისი'), 130_000, 'near'),
      city(t('Рустави', 'Rustavi', 'რუსთავი'), 125_000, 'near'),
      city(t('Гори', 'Gori', 'გორი'), 47_000, 'near'),
      city(t('Зугдиди', 'Zugdidi', 'ზუგდიდი'), 42_000, 'near'),
      city(t('Поти', 'Poti', 'ფოთი'), 41_000, 'near'),
      city(t('Хашури', 'Khashuri', 'ხაშური'), 26_000, 'near'),
      city(t('Самтредиа', 'Samtredia', 'სამტრედია'), 25_000, 'near'),
      city(t('Зестафони', 'Zestaponi', 'ზესტაფონი'), 21_000, 'near'),
      city(t('Марнеули', 'Marneuli', 'მარნეული'), 20_500, 'near'),
      city(t('Кобулети', 'Kobuleti', 'ქობულეთი'), 20_000, 'near'),
      city(t('Сенаки', 'Senaki', 'სენაკი'), 19_500, 'near'),
      city(t('Телави', 'Telavi', 'თელავი'), 19_000, 'near'),
      city(t('Ахалцихе', 'Akhaltsikhe', 'ახალციხე'), 17_000, 'far'),
      city(t('Боржоми', 'Borjomi', 'ბორჯომი'), 10_000, 'far', { pickupPoints: false }),
      city(t('Мцхета', 'Mtskheta', 'მცხეთა'), 8_000, 'near', { pickupPoints: false }),
    ],
  },
  {
    code: 'AM',
    name: t('Армения', 'Armenia', 'სომხეთი'),
    cities: [
      city(t('Ереван', 'Yerevan', 'ერევანი'), 1_090_000, 'abroad'),
      city(t('Гюмри', 'Gyumri', 'გიუმრი'), 112_000, 'abroad'),
      city(t('Ванадзор', 'Vanadzor', 'ვანაძორი'), 76_000, 'abroad'),
    ],
  },
  {
    code: 'AZ',
    name: t('Азербайджан', 'Azerbaijan', 'აზერბაიჯანი'),
    cities: [
      city(t('Баку', 'Baku', 'ბაქო'), 2_300_000, 'abroad'),
      city(t('Гянджа', 'Ganja', 'განჯა'), 330_000, 'abroad'),
    ],
  },
  {
    code: 'BY',
    name: t('Беларусь', 'Belarus', 'ბელარუსი'),
    cities: [
      city(t('Минск', 'Minsk', 'მინსკი'), 2_000_000, 'abroad'),
      city(t('Гомель', 'Gomel', 'გომელი'), 500_000, 'abroad'),
      city(t('Брест', 'Brest', 'ბრესტი'), 340_000, 'abroad'),
    ],
  },
  {
    code: 'KZ',
    name: t('Казахстан', 'Kazakhstan', 'ყაზახეთი'),
    cities: [
      city(t('Алматы', 'Almaty', 'ალმათი'), 2_200_000, 'abroad'),
      city(t('Астана', 'Astana', 'ასტანა'), 1_350_000, 'abroad'),
      city(t('Шымкент', 'Shymkent', 'შიმკენტი'), 1_200_000, 'abroad'),
    ],
  },
];

/** Delivery types in the order they are offered (spec §2 Checkout). */
/** A seeded city's id by its English name: ids follow the data's order (seed-delivery.ts). */
export function seedCityId(englishName: string): number {
  const index = COUNTRIES.flatMap((country) => country.cities).findIndex((city) => city.name['en-gb'] === englishName);
  if (index < 0) throw new Error(`No seeded city is called ${englishName}`);
  return index + 1;
}

export const SHIPPING_METHODS: Array<{ code: ShippingMethodCode; title: Text }> = [
  { code: 'courier', title: t('Курьерская доставка', 'Courier delivery', 'საკურიერო მიწოდება') },
  { code: 'pickup_point', title: t('Пункт выдачи', 'Pickup point', 'გაცემის პუნქტი') },
  { code: 'self_pickup', title: t('Самовывоз из магазина Mira', 'Pickup from a Mira store', 'თვითგატანა Mira-ს მაღაზიიდან') },
];

export interface RateDef {
  /** Whole units per currency, as a shop writes them (390 ₽, 5 $, 14 ₾); 0 is free. */
  price: Record<CurrencyCode, number>;
  minDays: number;
  maxDays: number;
}

const rate = (usd: number, rub: number, gel: number, minDays: number, maxDays: number): RateDef =>
  ({ price: { USD: usd, RUB: rub, GEL: gel }, minDays, maxDays });

/** What each method costs and takes in each zone; a method a zone lacks is not offered there. */
export const RATES: Record<Zone, Partial<Record<ShippingMethodCode, RateDef>>> = {
  home: { courier: rate(5, 390, 12, 1, 2), pickup_point: rate(3, 250, 8, 1, 3), self_pickup: rate(0, 0, 0, 0, 1) },
  near: { courier: rate(8, 690, 22, 2, 4), pickup_point: rate(5, 450, 14, 2, 5) },
  far: { courier: rate(12, 990, 32, 4, 8), pickup_point: rate(8, 690, 22, 5, 9) },
  abroad: { courier: rate(25, 2290, 69, 7, 14), pickup_point: rate(18, 1590, 49, 8, 15) },
};

/** The methods a city gets: its zone's, less the pickup point where there is none. */
export function cityRates(city: CityDef): Array<{ code: ShippingMethodCode } & RateDef> {
  return SHIPPING_METHODS.flatMap(({ code }) => {
    const found = RATES[city.zone][code];
    if (!found || (code === 'pickup_point' && city.pickupPoints === false)) return [];
    return [{ code, ...found }];
  });
}

/**
 * From how much of the goods (whole units, after discounts) a paid method is free: 60 $ as the
 * header's tagline says, and about as much in roubles and lari. Free methods need no threshold.
 */
export const FREE_DELIVERY_FROM: Record<CurrencyCode, number> = { USD: 60, RUB: 5000, GEL: 150 };

/**
 * The threshold as the shop's texts name it (the tagline, the A/B banner, the delivery page, the
 * posts): an amount token the API writes in the reader's currency (domains/settings/text-amounts.ts).
 */
export const FREE_DELIVERY_OVER = `{{price ${Object.entries(FREE_DELIVERY_FROM).map(([code, amount]) => `${code}=${amount}`).join(' ')}}}`;

/** The demo pickup points' streets: a city that has a pickup_point rate gets two or three of them. */
export const PICKUP_STREETS: Text[] = [
  t('Центральная ул.', 'Central St', 'ცენტრალური ქ.'),
  t('Вокзальная ул.', 'Station St', 'სადგურის ქ.'),
  t('Садовая ул.', 'Garden St', 'ბაღის ქ.'),
  t('Рыночная ул.', 'Market St', 'ბაზრის ქ.'),
  t('Парковая ул.', 'Park St', 'პარკის ქ.'),
];

export const PICKUP_HOURS: Text[] = [
  t('Ежедневно 10:00–21:00', 'Daily 10:00–21:00', 'ყოველდღე 10:00–21:00'),
  t('Пн–Сб 09:00–20:00', 'Mon–Sat 09:00–20:00', 'ორშ–შაბ 09:00–20:00'),
];

/** The name of a city's `number`-th pickup point. */
export const pickupPointName = (number: number): Text => t(`Пункт выдачи Mira №${number}`, `Mira pickup point No. ${number}`, `Mira-ს გაცემის პუნქტი №${number}`);
