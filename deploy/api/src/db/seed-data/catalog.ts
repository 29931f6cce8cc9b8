import type { LanguageCode } from '@shop/contracts';
import type { Silhouette } from '../../domains/media/drawn-art';

// Word tables of the demo catalogue: the category tree, the attribute values (colours, materials,
// sizes, seasons) and the garment kinds whose combinations name the products (products.ts).

export type Text = Record<LanguageCode, string>;
const t = (ru: string, en: string, ka: string): Text => ({ 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export interface CategoryDef {
  slug: string;
  name: Text;
  /** Hidden categories (landing pages reachable by URL) stay out of the menu with their children. */
  showInMenu?: boolean;
  children?: CategoryDef[];
}

const WOMEN = t('Женщинам', 'Women', 'ქალებისთვის');
const MEN = t('Мужчинам', 'Men', 'მამაკაცებისთვის');
const ACCESSORIES = t('Аксессуары', 'Accessories', 'აქსესუარები');
const CLOTHING = t('Одежда', 'Clothing', 'ტანსაცმელი');
const SHOES = t('Обувь', 'Shoes', 'ფეხსაცმელი');
const OUTERWEAR = t('Верхняя одежда', 'Outerwear', 'ზედა ტანსაცმელი');
const JEANS = t('Джинсы', 'Jeans', 'ჯინსები');
const SNEAKERS = t('Кроссовки', 'Trainers', 'სპორტული ფეხსაცმელი');
const BOOTS = t('Ботинки и сапоги', 'Boots', 'ჩექმები');

/** The three shop sections; collections (new, sale) repeat them one level down. */
export const GENDERS = ['women', 'men', 'accessories'] as const;
export type Gender = (typeof GENDERS)[number];
const bySection = (): CategoryDef[] => [{ slug: 'women', name: WOMEN }, { slug: 'men', name: MEN }, { slug: 'accessories', name: ACCESSORIES }];

export const CATEGORY_TREE: CategoryDef[] = [
  { slug: 'new', name: t('Новинки', 'New in', 'სიახლეები'), children: bySection() },
  {
    slug: 'women',
    name: WOMEN,
    children: [
      {
        slug: 'clothing',
        name: CLOTHING,
        children: [
          { slug: 'dresses', name: t('Платья', 'Dresses', 'კაბები') },
          { slug: 'skirts', name: t('Юбки', 'Skirts', 'ქვედაბოლოები') },
          { slug: 'blouses-shirts', name: t('Блузки и рубашки', 'Blouses and shirts', 'ბლუზები და პერანგები') },
          { slug: 't-shirts-tops', name: t('Футболки и топы', 'T-shirts and tops', 'მაისურები და ტოპები') },
          { slug: 'knitwear', name: t('Трикотаж', 'Knitwear', 'ტრიკოტაჟი') },
          { slug: 'trousers', name: t('Брюки', 'Trousers', 'შარვლები') },
          { slug: 'jeans', name: JEANS },
          { slug: 'outerwear', name: OUTERWEAR },
        ],
      },
      {
        slug: 'shoes',
        name: SHOES,
        children: [
          { slug: 'sneakers', name: SNEAKERS },
          { slug: 'boots', name: BOOTS },
          { slug: 'sandals', name: t('Сандалии', 'Sandals', 'სანდლები') },
        ],
      },
      { slug: 'basics', name: t('Базовый гардероб', 'Wardrobe essentials', 'საბაზისო გარდერობი'), showInMenu: false },
    ],
  },
  {
    slug: 'men',
    name: MEN,
    children: [
      {
        slug: 'clothing',
        name: CLOTHING,
        children: [
          { slug: 'shirts', name: t('Рубашки', 'Shirts', 'პერანგები') },
          { slug: 't-shirts-polos', name: t('Футболки и поло', 'T-shirts and polo shirts', 'მაისურები და პოლოები') },
          { slug: 'knitwear', name: t('Трикотаж и худи', 'Knitwear and hoodies', 'ტრიკოტაჟი და ჰუდები') },
          { slug: 'trousers', name: t('Брюки и чиносы', 'Trousers and chinos', 'შარვლები და ჩინოსები') },
          { slug: 'jeans', name: JEANS },
          { slug: 'blazers', name: t('Пиджаки', 'Blazers', 'პიჯაკები') },
          { slug: 'outerwear', name: OUTERWEAR },
        ],
      },
      {
        slug: 'shoes',
        name: SHOES,
        children: [
          { slug: 'sneakers', name: SNEAKERS },
          { slug: 'boots', name: BOOTS },
          { slug: 'loafers', name: t('Лоферы', 'Loafers', 'ლოფერები') },
        ],
      },
    ],
  },
  {
    slug: 'accessories',
    name: ACCESSORIES,
    children: [
      {
        slug: 'bags',
        name: t('Сумки и рюкзаки', 'Bags and backpacks', 'ჩანთები და ზურგჩანთები'),
        children: [
          { slug: 'totes', name: t('Сумки-шоперы', 'Tote bags', 'შოპერები') },
          { slug: 'crossbody', name: t('Сумки через плечо', 'Crossbody bags', 'მხარზე გადასაკიდი ჩანთები') },
          { slug: 'backpacks', name: t('Рюкзаки', 'Backpacks', 'ზურგჩანთები') },
        ],
      },
      {
        slug: 'hats-scarves',
        name: t('Головные уборы и шарфы', 'Hats and scarves', 'ქუდები და შარფები'),
        children: [
          { slug: 'hats', name: t('Шапки и кепки', 'Hats and caps', 'ქუდები და კეპები') },
          { slug: 'scarves', name: t('Шарфы и платки', 'Scarves', 'შარფები და თავსაფრები') },
        ],
      },
      {
        slug: 'leather-goods',
        name: t('Кожгалантерея', 'Small leather goods', 'ტყავის ნაწარმი'),
        children: [
          { slug: 'belts', name: t('Ремни', 'Belts', 'ქამრები') },
          { slug: 'wallets', name: t('Кошельки', 'Wallets', 'საფულეები') },
          { slug: 'gloves', name: t('Перчатки', 'Gloves', 'ხელთათმანები') },
        ],
      },
    ],
  },
  { slug: 'sale', name: t('Распродажа', 'Sale', 'ფასდაკლება'), children: bySection() },
  {
    slug: 'gifts',
    name: t('Идеи подарков', 'Gift ideas', 'საჩუქრის იდეები'),
    showInMenu: false,
    children: [
      { slug: 'for-her', name: t('Для неё', 'For her', 'ქალისთვის') },
      { slug: 'for-him', name: t('Для него', 'For him', 'მამაკაცისთვის') },
    ],
  },
];

export const categoryMeta = (name: string, language: LanguageCode): { metaTitle: string; metaDescription: string } => ({
  metaTitle: `${name} | Mira`,
  metaDescription: {
    'ru-ru': `${name} в интернет-магазине Mira: новые коллекции, удобная доставка и возврат.`,
    'en-gb': `${name} at the Mira online shop: new collections, easy delivery and returns.`,
    'ka-ge': `${name} Mira-ს ონლაინ მაღაზიაში: ახალი კოლექციები, მოსახერხებელი მიწოდება და დაბრუნება.`,
  }[language],
});

// --- Attributes ----------------------------------------------------------------------------------

export const ATTRIBUTES: Array<{ code: string; label: Text }> = [
  { code: 'color', label: t('Цвет', 'Colour', 'ფერი') },
  { code: 'size', label: t('Размер', 'Size', 'ზომა') },
  { code: 'material', label: t('Материал', 'Material', 'მასალა') },
  { code: 'season', label: t('Сезон', 'Season', 'სეზონი') },
];

/** Russian adjectives agree with the noun: masculine, feminine, neuter, plural. */
export type RuGender = 'm' | 'f' | 'n' | 'pl';
type RuForms = Record<RuGender, string>;

export interface Colour { code: string; ru: RuForms; en: string; ka: string; hex: string }

const colour = (code: string, hex: string, [m, f, n, pl]: [string, string, string, string], en: string, ka: string): Colour =>
  ({ code, hex, ru: { m, f, n, pl }, en, ka });

export const COLOURS: Colour[] = [
  colour('black', '#1d1d1f', ['чёрный', 'чёрная', 'чёрное', 'чёрные'], 'black', 'შავი'),
  colour('white', '#f4f2ec', ['белый', 'белая', 'белое', 'белые'], 'white', 'თეთრი'),
  colour('grey', '#8d8f93', ['серый', 'серая', 'серое', 'серые'], 'grey', 'ნაცრისფერი'),
  colour('beige', '#d9c4a3', ['бежевый', 'бежевая', 'бежевое', 'бежевые'], 'beige', 'ბეჟი'),
  colour('brown', '#6e4a2f', ['коричневый', 'коричневая', 'коричневое', 'коричневые'], 'brown', 'ყავისფერი'),
  colour('navy', '#22314f', ['тёмно-синий', 'тёмно-синяя', 'тёмно-синее', 'тёмно-синие'], 'navy', 'მუქი ლურჯი'),
  colour('blue', '#8fb6dc', ['голубой', 'голубая', 'голубое', 'голубые'], 'light blue', 'ცისფერი'),
  colour('red', '#b3261e', ['красный', 'красная', 'красное', 'красные'], 'red', 'წითელი'),
  colour('burgundy', '#6b1f2e', ['бордовый', 'бордовая', 'бордовое', 'бордовые'], 'burgundy', 'შინდისფერი'),
  colour('green', '#2f6b45', ['зелёный', 'зелёная', 'зелёное', 'зелёные'], 'green', 'მწვანე'),
  colour('olive', '#6f6d3c', ['оливковый', 'оливковая', 'оливковое', 'оливковые'], 'olive', 'ზეთისხილისფერი'),
  colour('pink', '#e6a9bb', ['розовый', 'розовая', 'розовое', 'розовые'], 'pink', 'ვარდისფერი'),
  colour('yellow', '#e3bd2d', ['жёлтый', 'жёлтая', 'жёлтое', 'жёлтые'], 'yellow', 'ყვითელი'),
  colour('cream', '#efe4cc', ['молочный', 'молочная', 'молочное', 'молочные'], 'cream', 'კრემისფერი'),
];

/** Colours of denim and of leather goods; everything else comes in any colour. */
const DENIM_COLOURS = ['blue', 'navy', 'black', 'white', 'grey'];
const LEATHER_COLOURS = ['black', 'brown', 'beige', 'burgundy', 'grey', 'navy', 'olive'];
/** The calm colours of the hidden "wardrobe essentials" collection. */
export const NEUTRAL_COLOURS = ['black', 'white', 'grey', 'beige', 'navy', 'cream'];

export interface Material {
  code: string;
  /** Filter label and the composition line ("лён 100%"). */
  label: Text;
  /** Russian genitive after "из" ("из льна"), English adjective ("linen"), Georgian genitive ("სელის"). */
  of: Text;
  care: 'wash' | 'wool' | 'leather';
}

const material = (code: string, care: Material['care'], label: Text, of: Text): Material => ({ code, care, label, of });

export const MATERIALS: Material[] = [
  material('linen', 'wash', t('Лён', 'Linen', 'სელი'), t('льна', 'linen', 'სელის')),
  material('cotton', 'wash', t('Хлопок', 'Cotton', 'ბამბა'), t('хлопка', 'cotton', 'ბამბის')),
  material('organic-cotton', 'wash', t('Органический хлопок', 'Organic cotton', 'ორგანული ბამბა'), t('органического хлопка', 'organic cotton', 'ორგანული ბამბის')),
  material('viscose', 'wash', t('Вискоза', 'Viscose', 'ვისკოზა'), t('вискозы', 'viscose', 'ვისკოზის')),
  material('silk', 'wool', t('Шёлк', 'Silk', 'აბრეშუმი'), t('шёлка', 'silk', 'აბრეშუმის')),
  material('wool', 'wool', t('Шерсть', 'Wool', 'შალი'), t('шерсти', 'wool', 'შალის')),
  material('merino', 'wool', t('Мериносовая шерсть', 'Merino wool', 'მერინოსის შალი'), t('мериносовой шерсти', 'merino wool', 'მერინოსის შალის')),
  material('cashmere', 'wool', t('Кашемир', 'Cashmere', 'კაშმირი'), t('кашемира', 'cashmere', 'კაშმირის')),
  material('denim', 'wash', t('Деним', 'Denim', 'დენიმი'), t('денима', 'denim', 'დენიმის')),
  material('flannel', 'wash', t('Фланель', 'Flannel', 'ფლანელი'), t('фланели', 'flannel', 'ფლანელის')),
  material('pique', 'wash', t('Пике', 'Piqué', 'პიკე'), t('пике', 'piqué', 'პიკეს')),
  material('fleece', 'wash', t('Флис', 'Fleece', 'ფლისი'), t('флиса', 'fleece', 'ფლისის')),
  material('leather', 'leather', t('Кожа', 'Leather', 'ტყავი'), t('кожи', 'leather', 'ტყავის')),
  material('suede', 'leather', t('Замша', 'Suede', 'ზამში'), t('замши', 'suede', 'ზამშის')),
  material('nylon', 'wash', t('Нейлон', 'Nylon', 'ნეილონი'), t('нейлона', 'nylon', 'ნეილონის')),
  material('textile', 'wash', t('Текстиль', 'Textile', 'ტექსტილი'), t('текстиля', 'textile', 'ტექსტილის')),
];

export const SEASONS: Array<{ code: string; label: Text }> = [
  { code: 'all-season', label: t('Всесезонный', 'All seasons', 'ყველა სეზონი') },
  { code: 'summer', label: t('Лето', 'Summer', 'ზაფხული') },
  { code: 'demi', label: t('Демисезон', 'Spring and autumn', 'გაზაფხული და შემოდგომა') },
  { code: 'winter', label: t('Зима', 'Winter', 'ზამთარი') },
];

/** Size values in display order; a kind offers a run of one scale. */
const letters = ['XS', 'S', 'M', 'L', 'XL'];
const waists = Array.from({ length: 12 }, (_, i) => String(25 + i));
const shoeSizes = Array.from({ length: 10 }, (_, i) => String(36 + i));
export const SIZES: Array<{ code: string; label: Text }> = [
  ...letters.map((s) => ({ code: s.toLowerCase(), label: t(s, s, s) })),
  ...waists.map((w) => ({ code: `w${w}`, label: t(w, w, w) })),
  ...shoeSizes.map((s) => ({ code: `eu${s}`, label: t(s, s, s) })),
  { code: 'one-size', label: t('Один размер', 'One size', 'ერთი ზომა') },
];

const SCALES = {
  letters: letters.map((s) => s.toLowerCase()),
  small: ['s', 'm', 'l'],
  jeansWomen: waists.slice(0, 8).map((w) => `w${w}`),
  jeansMen: waists.slice(3).map((w) => `w${w}`),
  shoesWomen: shoeSizes.slice(0, 6).map((s) => `eu${s}`),
  shoesMen: shoeSizes.slice(4).map((s) => `eu${s}`),
  one: ['one-size'],
};

// --- Kinds ---------------------------------------------------------------------------------------

export interface Style {
  text: Text;
  /** Russian agreeing adjectives go before the colour ("Широкие чёрные брюки"); the rest after the noun ("Платье миди"). */
  ruBefore: boolean;
}

export interface Kind {
  code: string;
  /** SKU prefix. */
  sku: string;
  /** url_path of the leaf category. */
  category: string;
  noun: { ru: string; gender: RuGender; en: string; ka: string };
  styles: Style[];
  materials: string[];
  /** Jeans are denim: "Голубые джинсы мом", not "… из денима". */
  materialInName: boolean;
  colours: string[];
  sizes: string[];
  /** Price range in whole US dollars. */
  price: [number, number];
  seasons: string[];
  /** Share of the catalogue (relative). */
  weight: number;
  silhouette: Silhouette;
  group: 'clothing' | 'shoes' | 'accessories';
}

const after = (ru: string, en: string, ka: string): Style => ({ text: t(ru, en, ka), ruBefore: false });
const before = (ru: string, en: string, ka: string): Style => ({ text: t(ru, en, ka), ruBefore: true });

const ALL_COLOURS = COLOURS.map((c) => c.code);

type KindInput = Omit<Kind, 'materialInName' | 'colours' | 'group'> & Partial<Pick<Kind, 'materialInName' | 'colours'>>;
const kinds = (group: Kind['group'], list: KindInput[]): Kind[] =>
  list.map((kind) => ({ materialInName: true, colours: ALL_COLOURS, group, ...kind }));

const noun = (ru: string, gender: RuGender, en: string, ka: string) => ({ ru, gender, en, ka });

const OVERSIZED = after('оверсайз', 'oversized', 'ოვერსაიზ');
const MIDI = after('миди', 'midi', 'მიდი');
const MINI = after('мини', 'mini', 'მინი');
const BELTED = after('с поясом', 'belted', 'ქამრიანი');
const LONG_SLEEVE = after('с длинным рукавом', 'long-sleeve', 'გრძელსახელოიანი');
const STRIPED = after('в полоску', 'striped', 'ზოლიანი');
const ROLL_NECK = after('с высоким горлом', 'roll-neck', 'მაღალყელიანი');
const CHUNKY = after('крупной вязки', 'chunky-knit', 'მსხვილი ქსოვის');
const ZIP = after('на молнии', 'zip-up', 'ელვაშესაკრავიანი');
const PLATFORM = after('на платформе', 'platform', 'პლატფორმიანი');
const CHELSEA = after('челси', 'Chelsea', 'ჩელსი');
const LACE_UP = after('на шнуровке', 'lace-up', 'თასმებიანი');
const HOODED = after('с капюшоном', 'hooded', 'კაპიუშონიანი');

export const KINDS: Kind[] = [
  ...kinds('clothing', [
    {
      code: 'dress', sku: 'DRS', category: 'women/clothing/dresses', noun: noun('платье', 'n', 'dress', 'კაბა'),
      styles: [MIDI, after('макси', 'maxi', 'მაქსი'), MINI, after('с запахом', 'wrap', 'შემოსახვევი'), BELTED],
      materials: ['linen', 'cotton', 'viscose', 'silk'], sizes: SCALES.letters, price: [59, 189], seasons: ['summer', 'all-season'], weight: 9, silhouette: 'dress',
    },
    {
      code: 'skirt', sku: 'SKR', category: 'women/clothing/skirts', noun: noun('юбка', 'f', 'skirt', 'ქვედაბოლო'),
      styles: [MIDI, MINI, after('плиссе', 'pleated', 'პლისე'), after('карандаш', 'pencil', 'ვიწრო')],
      materials: ['cotton', 'linen', 'viscose', 'wool', 'leather'], sizes: SCALES.letters, price: [39, 129], seasons: ['all-season', 'summer'], weight: 5, silhouette: 'skirt',
    },
    {
      code: 'blouse', sku: 'BLS', category: 'women/clothing/blouses-shirts', noun: noun('блузка', 'f', 'blouse', 'ბლუზა'),
      styles: [after('свободного кроя', 'relaxed', 'თავისუფალი ჭრის'), LONG_SLEEVE, after('с коротким рукавом', 'short-sleeve', 'მოკლესახელოიანი')],
      materials: ['silk', 'viscose', 'cotton', 'linen'], sizes: SCALES.letters, price: [39, 119], seasons: ['all-season', 'summer'], weight: 5, silhouette: 'top',
    },
    {
      code: 'shirt-women', sku: 'SHW', category: 'women/clothing/blouses-shirts', noun: noun('рубашка', 'f', 'shirt', 'პერანგი'),
      styles: [OVERSIZED, after('прямого кроя', 'straight-cut', 'სწორი ჭრის'), STRIPED],
      materials: ['cotton', 'linen', 'denim'], sizes: SCALES.letters, price: [39, 109], seasons: ['all-season'], weight: 4, silhouette: 'shirt',
    },
    {
      code: 'tee-women', sku: 'TSW', category: 'women/clothing/t-shirts-tops', noun: noun('футболка', 'f', 'T-shirt', 'მაისური'),
      styles: [before('базовая', 'basic', 'საბაზისო'), OVERSIZED, before('укороченная', 'cropped', 'მოკლე'), after('с принтом', 'print', 'პრინტიანი')],
      materials: ['cotton', 'organic-cotton', 'linen'], sizes: SCALES.letters, price: [19, 49], seasons: ['summer', 'all-season'], weight: 6, silhouette: 'tee',
    },
    {
      code: 'top', sku: 'TOP', category: 'women/clothing/t-shirts-tops', noun: noun('топ', 'm', 'top', 'ტოპი'),
      styles: [after('на бретелях', 'strappy', 'ბრეტელებიანი'), after('кроп', 'crop', 'მოკლე')],
      materials: ['cotton', 'silk', 'viscose'], sizes: SCALES.letters, price: [19, 59], seasons: ['summer'], weight: 3, silhouette: 'top',
    },
    {
      code: 'jumper-women', sku: 'JPW', category: 'women/clothing/knitwear', noun: noun('свитер', 'm', 'jumper', 'სვიტერი'),
      styles: [OVERSIZED, ROLL_NECK, CHUNKY],
      materials: ['wool', 'merino', 'cashmere', 'cotton'], sizes: SCALES.letters, price: [49, 189], seasons: ['demi', 'winter'], weight: 5, silhouette: 'jumper',
    },
    {
      code: 'cardigan', sku: 'CRD', category: 'women/clothing/knitwear', noun: noun('кардиган', 'm', 'cardigan', 'კარდიგანი'),
      styles: [after('на пуговицах', 'button-front', 'ღილებიანი'), before('удлинённый', 'longline', 'წაგრძელებული')],
      materials: ['wool', 'merino', 'cashmere', 'cotton'], sizes: SCALES.letters, price: [49, 169], seasons: ['demi'], weight: 3, silhouette: 'jumper',
    },
    {
      code: 'trousers-women', sku: 'TRW', category: 'women/clothing/trousers', noun: noun('брюки', 'pl', 'trousers', 'შარვალი'),
      styles: [before('широкие', 'wide-leg', 'ფართო'), before('прямые', 'straight', 'სწორი'), after('палаццо', 'palazzo', 'პალაცო'), before('классические', 'tailored', 'კლასიკური')],
      materials: ['wool', 'linen', 'cotton', 'viscose'], sizes: SCALES.letters, price: [49, 139], seasons: ['all-season'], weight: 5, silhouette: 'trousers',
    },
    {
      code: 'jeans-women', sku: 'JNW', category: 'women/clothing/jeans', noun: noun('джинсы', 'pl', 'jeans', 'ჯინსი'),
      styles: [before('прямые', 'straight-leg', 'სწორი'), after('скинни', 'skinny', 'სკინი'), after('мом', 'mom', 'მომ'), before('широкие', 'wide-leg', 'ფართო')],
      materials: ['denim'], materialInName: false, colours: DENIM_COLOURS, sizes: SCALES.jeansWomen, price: [49, 119], seasons: ['all-season'], weight: 5, silhouette: 'trousers',
    },
    {
      code: 'coat-women', sku: 'CTW', category: 'women/clothing/outerwear', noun: noun('пальто', 'n', 'coat', 'პალტო'),
      styles: [OVERSIZED, BELTED, before('удлинённое', 'longline', 'წაგრძელებული')],
      materials: ['wool', 'cashmere'], sizes: SCALES.letters, price: [149, 399], seasons: ['demi', 'winter'], weight: 3, silhouette: 'coat',
    },
    {
      code: 'trench', sku: 'TRC', category: 'women/clothing/outerwear', noun: noun('тренч', 'm', 'trench coat', 'ტრენჩი'),
      styles: [before('классический', 'classic', 'კლასიკური'), BELTED, before('укороченный', 'cropped', 'მოკლე')],
      materials: ['cotton'], sizes: SCALES.letters, price: [129, 289], seasons: ['demi'], weight: 2, silhouette: 'coat',
    },
    {
      code: 'jacket-women', sku: 'JKW', category: 'women/clothing/outerwear', noun: noun('куртка', 'f', 'jacket', 'ქურთუკი'),
      styles: [before('укороченная', 'cropped', 'მოკლე'), OVERSIZED, ZIP],
      materials: ['leather', 'denim', 'nylon', 'suede'], sizes: SCALES.letters, price: [89, 349], seasons: ['demi'], weight: 3, silhouette: 'jacket',
    },
    {
      code: 'shirt-men', sku: 'SHM', category: 'men/clothing/shirts', noun: noun('рубашка', 'f', 'shirt', 'პერანგი'),
      styles: [after('оксфорд', 'Oxford', 'ოქსფორდი'), before('приталенная', 'slim-fit', 'ვიწრო ჭრის'), after('прямого кроя', 'regular-fit', 'სწორი ჭრის'), STRIPED],
      materials: ['cotton', 'linen', 'flannel', 'denim'], sizes: SCALES.letters, price: [39, 119], seasons: ['all-season'], weight: 5, silhouette: 'shirt',
    },
    {
      code: 'tee-men', sku: 'TSM', category: 'men/clothing/t-shirts-polos', noun: noun('футболка', 'f', 'T-shirt', 'მაისური'),
      styles: [before('базовая', 'basic', 'საბაზისო'), OVERSIZED, LONG_SLEEVE],
      materials: ['cotton', 'organic-cotton'], sizes: SCALES.letters, price: [19, 49], seasons: ['summer', 'all-season'], weight: 5, silhouette: 'tee',
    },
    {
      code: 'polo', sku: 'PLO', category: 'men/clothing/t-shirts-polos', noun: noun('поло', 'n', 'polo shirt', 'პოლო'),
      styles: [before('классическое', 'classic', 'კლასიკური'), before('приталенное', 'slim-fit', 'ვიწრო ჭრის')],
      materials: ['cotton', 'pique'], sizes: SCALES.letters, price: [39, 89], seasons: ['summer'], weight: 3, silhouette: 'tee',
    },
    {
      code: 'jumper-men', sku: 'JPM', category: 'men/clothing/knitwear', noun: noun('джемпер', 'm', 'jumper', 'ჯემპრი'),
      styles: [OVERSIZED, ROLL_NECK, CHUNKY],
      materials: ['wool', 'merino', 'cashmere', 'cotton'], sizes: SCALES.letters, price: [49, 179], seasons: ['demi', 'winter'], weight: 4, silhouette: 'jumper',
    },
    {
      code: 'hoodie', sku: 'HDY', category: 'men/clothing/knitwear', noun: noun('худи', 'n', 'hoodie', 'ჰუდი'),
      styles: [OVERSIZED, ZIP],
      materials: ['cotton', 'fleece'], sizes: SCALES.letters, price: [49, 99], seasons: ['all-season'], weight: 3, silhouette: 'hoodie',
    },
    {
      code: 'trousers-men', sku: 'TRM', category: 'men/clothing/trousers', noun: noun('брюки', 'pl', 'trousers', 'შარვალი'),
      styles: [before('прямые', 'straight', 'სწორი'), before('зауженные', 'tapered', 'დავიწროებული'), before('классические', 'tailored', 'კლასიკური')],
      materials: ['wool', 'cotton', 'linen'], sizes: SCALES.letters, price: [49, 149], seasons: ['all-season'], weight: 3, silhouette: 'trousers',
    },
    {
      code: 'chinos', sku: 'CHN', category: 'men/clothing/trousers', noun: noun('чиносы', 'pl', 'chinos', 'ჩინოსი'),
      styles: [before('прямые', 'straight', 'სწორი'), before('зауженные', 'tapered', 'დავიწროებული')],
      materials: ['cotton'], sizes: SCALES.letters, price: [49, 99], seasons: ['all-season'], weight: 3, silhouette: 'trousers',
    },
    {
      code: 'jeans-men', sku: 'JNM', category: 'men/clothing/jeans', noun: noun('джинсы', 'pl', 'jeans', 'ჯინსი'),
      styles: [before('прямые', 'straight-leg', 'სწორი'), before('зауженные', 'slim', 'ვიწრო'), before('свободные', 'relaxed', 'თავისუფალი')],
      materials: ['denim'], materialInName: false, colours: DENIM_COLOURS, sizes: SCALES.jeansMen, price: [59, 129], seasons: ['all-season'], weight: 4, silhouette: 'trousers',
    },
    {
      code: 'blazer', sku: 'BLZ', category: 'men/clothing/blazers', noun: noun('пиджак', 'm', 'blazer', 'პიჯაკი'),
      styles: [before('классический', 'classic', 'კლასიკური'), before('приталенный', 'slim-fit', 'ვიწრო ჭრის')],
      materials: ['wool', 'linen', 'cotton'], sizes: SCALES.letters, price: [129, 299], seasons: ['all-season'], weight: 2, silhouette: 'jacket',
    },
    {
      code: 'coat-men', sku: 'CTM', category: 'men/clothing/outerwear', noun: noun('пальто', 'n', 'coat', 'პალტო'),
      styles: [before('классическое', 'classic', 'კლასიკური'), before('удлинённое', 'longline', 'წაგრძელებული'), OVERSIZED],
      materials: ['wool', 'cashmere'], sizes: SCALES.letters, price: [179, 449], seasons: ['demi', 'winter'], weight: 2, silhouette: 'coat',
    },
    {
      code: 'puffer', sku: 'PUF', category: 'men/clothing/outerwear', noun: noun('пуховик', 'm', 'puffer jacket', 'ბუმბულიანი ქურთუკი'),
      styles: [before('короткий', 'short', 'მოკლე'), HOODED],
      materials: ['nylon'], sizes: SCALES.letters, price: [129, 299], seasons: ['winter'], weight: 2, silhouette: 'jacket',
    },
    {
      code: 'jacket-men', sku: 'JKM', category: 'men/clothing/outerwear', noun: noun('куртка', 'f', 'jacket', 'ქურთუკი'),
      styles: [ZIP, HOODED],
      materials: ['leather', 'denim', 'nylon', 'suede'], sizes: SCALES.letters, price: [99, 299], seasons: ['demi'], weight: 2, silhouette: 'jacket',
    },
  ]),
  ...kinds('shoes', [
    {
      code: 'sneakers-women', sku: 'SNW', category: 'women/shoes/sneakers', noun: noun('кроссовки', 'pl', 'trainers', 'სპორტული ფეხსაცმელი'),
      styles: [PLATFORM, before('низкие', 'low-top', 'დაბალი'), before('беговые', 'running', 'სარბენი')],
      materials: ['leather', 'suede', 'textile'], sizes: SCALES.shoesWomen, price: [69, 169], seasons: ['all-season'], weight: 4, silhouette: 'sneaker',
    },
    {
      code: 'boots-women', sku: 'BTW', category: 'women/shoes/boots', noun: noun('ботинки', 'pl', 'ankle boots', 'ნახევარჩექმები'),
      styles: [CHELSEA, LACE_UP, after('на каблуке', 'heeled', 'ქუსლიანი')],
      materials: ['leather', 'suede'], colours: LEATHER_COLOURS, sizes: SCALES.shoesWomen, price: [99, 249], seasons: ['demi', 'winter'], weight: 3, silhouette: 'boot',
    },
    {
      code: 'tall-boots', sku: 'TBT', category: 'women/shoes/boots', noun: noun('сапоги', 'pl', 'knee-high boots', 'ჩექმები'),
      styles: [after('на каблуке', 'heeled', 'ქუსლიანი'), after('на плоской подошве', 'flat', 'ბრტყელძირიანი')],
      materials: ['leather', 'suede'], colours: LEATHER_COLOURS, sizes: SCALES.shoesWomen, price: [149, 329], seasons: ['winter', 'demi'], weight: 2, silhouette: 'boot',
    },
    {
      code: 'sandals', sku: 'SND', category: 'women/shoes/sandals', noun: noun('сандалии', 'pl', 'sandals', 'სანდლები'),
      styles: [after('на плоской подошве', 'flat', 'ბრტყელძირიანი'), PLATFORM, after('с ремешками', 'strappy', 'თასმებიანი')],
      materials: ['leather', 'suede'], colours: LEATHER_COLOURS, sizes: SCALES.shoesWomen, price: [49, 149], seasons: ['summer'], weight: 2, silhouette: 'sandal',
    },
    {
      code: 'sneakers-men', sku: 'SNM', category: 'men/shoes/sneakers', noun: noun('кроссовки', 'pl', 'trainers', 'სპორტული ფეხსაცმელი'),
      styles: [before('низкие', 'low-top', 'დაბალი'), before('высокие', 'high-top', 'მაღალყელიანი'), before('беговые', 'running', 'სარბენი')],
      materials: ['leather', 'suede', 'textile'], sizes: SCALES.shoesMen, price: [69, 179], seasons: ['all-season'], weight: 3, silhouette: 'sneaker',
    },
    {
      code: 'boots-men', sku: 'BTM', category: 'men/shoes/boots', noun: noun('ботинки', 'pl', 'boots', 'ნახევარჩექმები'),
      styles: [CHELSEA, LACE_UP],
      materials: ['leather', 'suede'], colours: LEATHER_COLOURS, sizes: SCALES.shoesMen, price: [109, 259], seasons: ['demi', 'winter'], weight: 2, silhouette: 'boot',
    },
    {
      code: 'loafers', sku: 'LOF', category: 'men/shoes/loafers', noun: noun('лоферы', 'pl', 'loafers', 'ლოფერები'),
      styles: [before('классические', 'classic', 'კლასიკური'), after('с пряжкой', 'buckled', 'ბალთიანი')],
      materials: ['leather', 'suede'], colours: LEATHER_COLOURS, sizes: SCALES.shoesMen, price: [99, 219], seasons: ['all-season'], weight: 2, silhouette: 'sneaker',
    },
  ]),
  ...kinds('accessories', [
    {
      code: 'tote', sku: 'TOT', category: 'accessories/bags/totes', noun: noun('сумка-шопер', 'f', 'tote bag', 'შოპერი'),
      styles: [before('большая', 'large', 'დიდი'), MINI],
      materials: ['cotton', 'leather'], sizes: SCALES.one, price: [29, 189], seasons: ['all-season'], weight: 3, silhouette: 'bag',
    },
    {
      code: 'crossbody', sku: 'CRB', category: 'accessories/bags/crossbody', noun: noun('сумка через плечо', 'f', 'crossbody bag', 'მხარზე გადასაკიდი ჩანთა'),
      styles: [before('маленькая', 'small', 'პატარა'), after('на цепочке', 'chain-strap', 'ჯაჭვიანი')],
      materials: ['leather', 'suede', 'nylon'], colours: LEATHER_COLOURS, sizes: SCALES.one, price: [59, 229], seasons: ['all-season'], weight: 2, silhouette: 'bag',
    },
    {
      code: 'backpack', sku: 'BPK', category: 'accessories/bags/backpacks', noun: noun('рюкзак', 'm', 'backpack', 'ზურგჩანთა'),
      styles: [before('городской', 'city', 'ქალაქის'), MINI],
      materials: ['leather', 'nylon', 'cotton'], sizes: SCALES.one, price: [49, 199], seasons: ['all-season'], weight: 2, silhouette: 'backpack',
    },
    {
      code: 'beanie', sku: 'BNE', category: 'accessories/hats-scarves/hats', noun: noun('шапка', 'f', 'beanie', 'ქუდი'),
      styles: [CHUNKY, after('с отворотом', 'turn-up', 'ნაკეცით')],
      materials: ['wool', 'cashmere', 'merino'], sizes: SCALES.one, price: [19, 79], seasons: ['winter'], weight: 2, silhouette: 'hat',
    },
    {
      code: 'cap', sku: 'CAP', category: 'accessories/hats-scarves/hats', noun: noun('кепка', 'f', 'cap', 'კეპი'),
      styles: [before('бейсбольная', 'baseball', 'ბეისბოლის')],
      materials: ['cotton'], sizes: SCALES.one, price: [19, 49], seasons: ['summer'], weight: 1, silhouette: 'hat',
    },
    {
      code: 'scarf', sku: 'SCF', category: 'accessories/hats-scarves/scarves', noun: noun('шарф', 'm', 'scarf', 'შარფი'),
      styles: [before('объёмный', 'chunky', 'მოცულობითი'), before('длинный', 'long', 'გრძელი')],
      materials: ['wool', 'cashmere', 'silk'], sizes: SCALES.one, price: [29, 149], seasons: ['winter', 'demi'], weight: 2, silhouette: 'scarf',
    },
    {
      code: 'kerchief', sku: 'KRC', category: 'accessories/hats-scarves/scarves', noun: noun('платок', 'm', 'square scarf', 'თავსაფარი'),
      styles: [after('с принтом', 'print', 'პრინტიანი')],
      materials: ['silk', 'viscose'], sizes: SCALES.one, price: [29, 99], seasons: ['all-season'], weight: 1, silhouette: 'scarf',
    },
    {
      code: 'belt', sku: 'BLT', category: 'accessories/leather-goods/belts', noun: noun('ремень', 'm', 'belt', 'ქამარი'),
      styles: [before('классический', 'classic', 'კლასიკური'), before('узкий', 'skinny', 'ვიწრო')],
      materials: ['leather', 'suede'], colours: LEATHER_COLOURS, sizes: SCALES.small, price: [29, 89], seasons: ['all-season'], weight: 2, silhouette: 'belt',
    },
    {
      code: 'wallet', sku: 'WLT', category: 'accessories/leather-goods/wallets', noun: noun('кошелёк', 'm', 'wallet', 'საფულე'),
      styles: [before('компактный', 'compact', 'კომპაქტური'), after('на молнии', 'zip-around', 'ელვაშესაკრავიანი')],
      materials: ['leather'], colours: LEATHER_COLOURS, sizes: SCALES.one, price: [29, 119], seasons: ['all-season'], weight: 1, silhouette: 'wallet',
    },
    {
      code: 'gloves', sku: 'GLV', category: 'accessories/leather-goods/gloves', noun: noun('перчатки', 'pl', 'gloves', 'ხელთათმანები'),
      styles: [before('удлинённые', 'long', 'გრძელი'), before('классические', 'classic', 'კლასიკური')],
      materials: ['leather', 'wool', 'cashmere'], colours: LEATHER_COLOURS, sizes: SCALES.small, price: [29, 119], seasons: ['winter'], weight: 1, silhouette: 'gloves',
    },
  ]),
];

/** One sentence about the piece, by group. */
export const PITCHES: Record<Kind['group'], Text[]> = {
  clothing: [
    t('Универсальная модель на каждый день', 'A versatile piece for every day', 'უნივერსალური მოდელი ყოველდღიური ტარებისთვის'),
    t('Легко сочетается и с классикой, и со спортивным стилем', 'Pairs easily with tailored and sporty looks alike', 'ადვილად ერწყმის როგორც კლასიკურ, ისე სპორტულ სტილს'),
    t('Мягкая ткань приятна к телу и хорошо держит форму', 'The soft fabric feels good on the skin and keeps its shape', 'რბილი ქსოვილი სასიამოვნოა სხეულისთვის და კარგად ინარჩუნებს ფორმას'),
    t('Модель новой коллекции, сшитая в нашей мастерской', 'From the new collection, made in our own workshop', 'ახალი კოლექციის მოდელი, შეკერილი ჩვენს სახელოსნოში'),
  ],
  shoes: [
    t('Удобная колодка и мягкая стелька для долгих прогулок', 'A comfortable last and a soft insole for long walks', 'კომფორტული ფორმა და რბილი ლანჩა ხანგრძლივი სეირნობისთვის'),
    t('Прочная подошва с надёжным сцеплением', 'A durable sole with a reliable grip', 'გამძლე ძირი საიმედო მოჭიდებით'),
  ],
  accessories: [
    t('Деталь, которая завершает образ', 'The finishing touch to any outfit', 'დეტალი, რომელიც თქვენს იმიჯს ასრულებს'),
    t('Практичный аксессуар на каждый день', 'A practical accessory for every day', 'პრაქტიკული აქსესუარი ყოველი დღისთვის'),
  ],
};

export const CARE: Record<Material['care'], Text> = {
  wash: t('машинная стирка при 30 °C', 'machine wash at 30 °C', 'მანქანით რეცხვა 30 °C-ზე'),
  wool: t('ручная стирка при 30 °C или химчистка', 'hand wash at 30 °C or dry clean', 'ხელით რეცხვა 30 °C-ზე ან ქიმწმენდა'),
  leather: t('протирать влажной тканью, использовать средства для кожи', 'wipe with a damp cloth and use leather care products', 'გაწმინდეთ ნესტიანი ქსოვილით და გამოიყენეთ ტყავის მოვლის საშუალებები'),
};

export const DESCRIPTION_LABELS: Record<'composition' | 'colour' | 'care', Text> = {
  composition: t('Состав', 'Composition', 'შემადგენლობა'),
  colour: t('Цвет', 'Colour', 'ფერი'),
  care: t('Уход', 'Care', 'მოვლა'),
};
