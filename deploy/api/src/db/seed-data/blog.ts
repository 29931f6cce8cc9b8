import type { LanguageCode } from '@shop/contracts';
import { FREE_DELIVERY_OVER } from './delivery';

type Text = Record<LanguageCode, string>;

interface Subject {
  slug: string;
  title: Text;
  intro: Text;
  tips: Record<LanguageCode, [string, string, string]>;
}

interface Format {
  slug: string;
  title: (subject: string, language: LanguageCode) => string;
  lead: Text;
  heading: Text;
  closing: Text;
}

// Blog posts are composed from these blocks: 12 subjects × 3 formats = 36 distinct posts per language.
const SUBJECTS: Subject[] = [
  {
    slug: 'wool-coat-care',
    title: { 'ru-ru': 'Уход за шерстяным пальто', 'en-gb': 'Caring for a wool coat', 'ka-ge': 'შალის პალტოს მოვლა' },
    intro: {
      'ru-ru': 'Шерстяное пальто служит много сезонов, если не спешить со стиркой и давать ему отдыхать между выходами.',
      'en-gb': 'A wool coat lasts for many seasons if you resist washing it too often and let it rest between wears.',
      'ka-ge': 'შალის პალტო ბევრ სეზონს გაძლებს, თუ ხშირად არ გარეცხავთ და ტარებებს შორის დაასვენებთ.',
    },
    tips: {
      'ru-ru': ['Храните пальто на широких плечиках, чтобы плечи не теряли форму.', 'Пятна убирайте сразу, слегка влажной щёткой, без трения.', 'Чистку доверяйте химчистке не чаще раза в сезон.'],
      'en-gb': ['Hang the coat on broad hangers so the shoulders keep their shape.', 'Lift stains at once with a slightly damp brush, never by rubbing.', 'Send it to a dry cleaner no more than once a season.'],
      'ka-ge': ['პალტო ფართო საკიდზე შეინახეთ, რომ მხრებმა ფორმა არ დაკარგონ.', 'ლაქა მაშინვე მოაშორეთ ოდნავ სველი ჯაგრისით, ხახუნის გარეშე.', 'ქიმწმენდაში სეზონში ერთხელ მიიტანეთ, არა უფრო ხშირად.'],
    },
  },
  {
    slug: 'choosing-size-online',
    title: { 'ru-ru': 'Как выбрать размер онлайн', 'en-gb': 'Choosing your size online', 'ka-ge': 'ზომის შერჩევა ონლაინ' },
    intro: {
      'ru-ru': 'Размерная сетка у каждого бренда своя, поэтому надёжнее всего сверяться с собственными меркам, а не с привычной буквой.',
      'en-gb': 'Every brand sizes a little differently, so your own measurements are a safer guide than the letter you usually buy.',
      'ka-ge': 'ყველა ბრენდს საკუთარი ზომების ცხრილი აქვს, ამიტომ საკუთარ გაზომვებს უფრო ენდეთ, ვიდრე ჩვეულ ასოს.',
    },
    tips: {
      'ru-ru': ['Измерьте обхват груди, талии и бёдер мягкой лентой поверх тонкой одежды.', 'Сравните мерки с таблицей в карточке товара, а не с размером на старой вещи.', 'Если мерки попадают между размерами, берите больший для верхней одежды.'],
      'en-gb': ['Measure chest, waist and hips with a soft tape over light clothing.', 'Compare the numbers with the size table on the product page, not with an old label.', 'If you fall between sizes, take the larger one for outerwear.'],
      'ka-ge': ['რბილი სანტიმეტრით გაიზომეთ მკერდის, წელისა და თეძოს გარშემოწერილობა.', 'შედეგი შეადარეთ პროდუქტის გვერდზე მოცემულ ცხრილს და არა ძველ იარლიყს.', 'თუ ორ ზომას შორის ხართ, გარე ტანსაცმლისთვის უფრო დიდი აირჩიეთ.'],
    },
  },
  {
    slug: 'autumn-capsule-wardrobe',
    title: { 'ru-ru': 'Капсульный гардероб на осень', 'en-gb': 'An autumn capsule wardrobe', 'ka-ge': 'შემოდგომის კაფსულური გარდერობი' },
    intro: {
      'ru-ru': 'Дюжина продуманных вещей даёт больше сочетаний, чем полный шкаф случайных покупок.',
      'en-gb': 'A dozen well-chosen pieces give you more outfits than a wardrobe full of impulse buys.',
      'ka-ge': 'ათიოდე კარგად შერჩეული ნივთი უფრო მეტ კომბინაციას იძლევა, ვიდრე შემთხვევითი ნაყიდებით სავსე კარადა.',
    },
    tips: {
      'ru-ru': ['Выберите два базовых цвета и один акцентный.', 'Каждая новая вещь должна сочетаться минимум с тремя уже имеющимися.', 'Начните с хорошего тренча и плотного свитера: на них держится весь образ.'],
      'en-gb': ['Pick two base colours and one accent.', 'Every new piece should work with at least three you already own.', 'Start with a good trench coat and a thick jumper: the rest builds around them.'],
      'ka-ge': ['აირჩიეთ ორი ძირითადი ფერი და ერთი აქცენტი.', 'ყოველი ახალი ნივთი სულ მცირე სამ არსებულს უნდა უხდებოდეს.', 'დაიწყეთ კარგი ტრენჩით და სქელი სვიტერით: დანარჩენი მათ გარშემო აეწყობა.'],
    },
  },
  {
    slug: 'linen-for-summer',
    title: { 'ru-ru': 'Лён в летнем гардеробе', 'en-gb': 'Linen for summer', 'ka-ge': 'სელი ზაფხულის გარდერობში' },
    intro: {
      'ru-ru': 'Лён пропускает воздух и быстро сохнет, а лёгкая помятость давно считается частью его характера.',
      'en-gb': 'Linen breathes and dries quickly, and its soft creases have long been part of its charm.',
      'ka-ge': 'სელი ჰაერს ატარებს და სწრაფად შრება, მისი მსუბუქი დანაოჭება კი დიდი ხანია მისი ხასიათის ნაწილია.',
    },
    tips: {
      'ru-ru': ['Стирайте лён при 30–40 градусах и не пересушивайте в машине.', 'Гладьте вещь чуть влажной, тогда складки уходят легко.', 'Сочетайте льняную рубашку с плотным хлопком, чтобы образ держал форму.'],
      'en-gb': ['Wash linen at 30–40 degrees and never over-dry it in a machine.', 'Iron it while still slightly damp and the creases come out easily.', 'Pair a linen shirt with heavier cotton so the outfit keeps its shape.'],
      'ka-ge': ['სელი 30–40 გრადუსზე გარეცხეთ და მანქანაში ზედმეტად ნუ გააშრობთ.', 'ოდნავ ნესტიანი დააუთოვეთ და ნაოჭები ადვილად გასწორდება.', 'სელის პერანგი უფრო მკვრივ ბამბასთან შეუხამეთ, რომ სახემ ფორმა შეინარჩუნოს.'],
    },
  },
  {
    slug: 'white-sneakers-cleaning',
    title: { 'ru-ru': 'Чистка белых кроссовок', 'en-gb': 'Cleaning white sneakers', 'ka-ge': 'თეთრი სპორტული ფეხსაცმლის წმენდა' },
    intro: {
      'ru-ru': 'Белые кроссовки выглядят свежо ровно до первой лужи, но вернуть им вид можно за полчаса.',
      'en-gb': 'White sneakers look fresh until the first puddle, yet half an hour is enough to bring them back.',
      'ka-ge': 'თეთრი სპორტული ფეხსაცმელი პირველ გუბემდე ახალივით გამოიყურება, მაგრამ ნახევარ საათში შეგიძლიათ ისევ გააბრწყინოთ.',
    },
    tips: {
      'ru-ru': ['Снимите шнурки и постирайте их отдельно в мешочке.', 'Подошву очистите старой зубной щёткой и мыльным раствором.', 'Сушите пару вдали от батареи, набив её бумагой.'],
      'en-gb': ['Take out the laces and wash them separately in a mesh bag.', 'Scrub the soles with an old toothbrush and soapy water.', 'Dry the pair away from radiators, stuffed with paper.'],
      'ka-ge': ['ამოიღეთ თასმები და ცალკე, ბადით გარეცხეთ.', 'ძირი ძველი კბილის ჯაგრისით და საპნიანი წყლით გაწმინდეთ.', 'ფეხსაცმელი ქაღალდით გამოტენეთ და რადიატორისგან მოშორებით გააშრეთ.'],
    },
  },
  {
    slug: 'jeans-that-fit',
    title: { 'ru-ru': 'Как подобрать джинсы по фигуре', 'en-gb': 'Finding jeans that fit', 'ka-ge': 'ჯინსის შერჩევა ფიგურის მიხედვით' },
    intro: {
      'ru-ru': 'Идеальные джинсы существуют, просто искать их стоит по посадке и крою, а не по модному названию.',
      'en-gb': 'The perfect jeans do exist; look for them by rise and cut rather than by a fashionable name.',
      'ka-ge': 'იდეალური ჯინსი არსებობს, უბრალოდ ის მოდური სახელით კი არა, დასმითა და ჭრით უნდა ეძებოთ.',
    },
    tips: {
      'ru-ru': ['Высокая посадка вытягивает силуэт и подходит почти всем.', 'Прямой крой прощает лишние сантиметры лучше, чем узкий.', 'Плотный деним без эластана дольше держит форму.'],
      'en-gb': ['A high rise lengthens the silhouette and suits almost everyone.', 'A straight leg is more forgiving than a skinny one.', 'Rigid denim without elastane holds its shape for longer.'],
      'ka-ge': ['მაღალი დასმა სილუეტს აგრძელებს და თითქმის ყველას უხდება.', 'სწორი ჭრა ვიწროზე უკეთ მალავს ზედმეტ სანტიმეტრებს.', 'ელასტანის გარეშე მკვრივი ჯინსი ფორმას უფრო დიდხანს ინარჩუნებს.'],
    },
  },
  {
    slug: 'packing-for-a-holiday',
    title: { 'ru-ru': 'Что взять в отпуск', 'en-gb': 'Packing for a holiday', 'ka-ge': 'რა წავიღოთ შვებულებაში' },
    intro: {
      'ru-ru': 'Лёгкий чемодан начинается со списка: всё, что не попало в него заранее, скорее всего, не понадобится.',
      'en-gb': 'A light suitcase starts with a list: whatever did not make it onto the list you probably will not need.',
      'ka-ge': 'მსუბუქი ჩემოდანი სიით იწყება: რაც წინასწარ სიაში არ მოხვდა, დიდი ალბათობით არც დაგჭირდებათ.',
    },
    tips: {
      'ru-ru': ['Планируйте образы по дням и убирайте вещи, которые носятся только с одной парой.', 'Сворачивайте трикотаж валиками: он меньше мнётся и занимает меньше места.', 'Одна пара удобной обуви для прогулок важнее трёх пар для фото.'],
      'en-gb': ['Plan outfits by day and drop anything that works with only one pair of shoes.', 'Roll knitwear: it creases less and takes up less room.', 'One comfortable walking pair matters more than three pairs for photos.'],
      'ka-ge': ['ჩაცმულობა დღეების მიხედვით დაგეგმეთ და ამოიღეთ ის, რაც მხოლოდ ერთ ფეხსაცმელს უხდება.', 'ტრიკოტაჟი დაახვიეთ: ნაკლებად დაიჭმუჭნება და ნაკლებ ადგილს დაიკავებს.', 'სასეირნოდ ერთი კომფორტული წყვილი ფოტოსთვის განკუთვნილ სამ წყვილზე მნიშვნელოვანია.'],
    },
  },
  {
    slug: 'storing-knitwear',
    title: { 'ru-ru': 'Хранение трикотажа', 'en-gb': 'Storing knitwear', 'ka-ge': 'ტრიკოტაჟის შენახვა' },
    intro: {
      'ru-ru': 'Свитер теряет форму не от носки, а от неправильного хранения на плечиках.',
      'en-gb': 'A jumper loses its shape not from wear but from being stored on a hanger.',
      'ka-ge': 'სვიტერი ფორმას ტარებისგან კი არა, საკიდზე არასწორი შენახვისგან კარგავს.',
    },
    tips: {
      'ru-ru': ['Складывайте свитеры стопкой, тяжёлые вниз.', 'Перед хранением вещь должна быть чистой: моль любит следы еды и пота.', 'Кедровые бруски и лаванда отпугивают моль без резкого запаха химии.'],
      'en-gb': ['Fold jumpers in a pile, heaviest at the bottom.', 'Store only clean pieces: moths love traces of food and sweat.', 'Cedar blocks and lavender keep moths away without a chemical smell.'],
      'ka-ge': ['სვიტერები დაკეცეთ და დააწყვეთ, მძიმეები ქვემოთ.', 'შესანახად მხოლოდ სუფთა ნივთი დადეთ: ჩრჩილს საჭმლისა და ოფლის კვალი იზიდავს.', 'კედრის ნაჭრები და ლავანდა ჩრჩილს ქიმიის სუნის გარეშე აფრთხობს.'],
    },
  },
  {
    slug: 'office-style',
    title: { 'ru-ru': 'Офисный стиль без скуки', 'en-gb': 'Office style without the boredom', 'ka-ge': 'საოფისე სტილი მოწყენილობის გარეშე' },
    intro: {
      'ru-ru': 'Дресс-код оставляет больше свободы, чем кажется: её дают фактуры, пропорции и аксессуары.',
      'en-gb': 'A dress code leaves more room than it seems: texture, proportion and accessories provide it.',
      'ka-ge': 'დრესკოდი იმაზე მეტ თავისუფლებას ტოვებს, ვიდრე ჩანს: მას ფაქტურა, პროპორციები და აქსესუარები იძლევა.',
    },
    tips: {
      'ru-ru': ['Замените классическую рубашку на тонкий джемпер того же цвета.', 'Добавьте фактуру: твид, вельвет или рубчик оживят строгий костюм.', 'Один заметный аксессуар лучше трёх незаметных.'],
      'en-gb': ['Swap the classic shirt for a fine-knit jumper in the same colour.', 'Add texture: tweed, corduroy or ribbing livens up a strict suit.', 'One noticeable accessory beats three forgettable ones.'],
      'ka-ge': ['კლასიკური პერანგი იმავე ფერის თხელი ჯემპრით შეცვალეთ.', 'დაამატეთ ფაქტურა: ტვიდი ან ველვეტი მკაცრ კოსტიუმს გააცოცხლებს.', 'ერთი შესამჩნევი აქსესუარი სამ შეუმჩნეველზე უკეთესია.'],
    },
  },
  {
    slug: 'back-to-school',
    title: { 'ru-ru': 'Одежда к школе', 'en-gb': 'Back-to-school clothes', 'ka-ge': 'სასკოლო ტანსაცმელი' },
    intro: {
      'ru-ru': 'Школьная одежда проходит проверку на прочность каждый день, поэтому выбирать её стоит по ткани и швам.',
      'en-gb': 'School clothes are put to the test every day, so choose them by fabric and seams.',
      'ka-ge': 'სასკოლო ტანსაცმელი ყოველდღე გამოცდას გადის, ამიტომ ქსოვილისა და ნაკერების მიხედვით აირჩიეთ.',
    },
    tips: {
      'ru-ru': ['Берите вещи с запасом в полразмера: дети растут быстрее, чем изнашивается одежда.', 'Проверьте двойные швы на коленях и локтях.', 'Хлопок с небольшой долей полиэстера стирается легче и меньше мнётся.'],
      'en-gb': ['Buy half a size up: children grow faster than clothes wear out.', 'Check for double stitching at knees and elbows.', 'Cotton with a little polyester washes more easily and creases less.'],
      'ka-ge': ['აიღეთ ნახევარი ზომით დიდი: ბავშვები ტანსაცმლის გაცვეთაზე სწრაფად იზრდებიან.', 'შეამოწმეთ ორმაგი ნაკერები მუხლებსა და იდაყვებზე.', 'ბამბა მცირე პოლიესტერით უფრო ადვილად ირეცხება და ნაკლებად იჭმუჭნება.'],
    },
  },
  {
    slug: 'dressing-for-rain',
    title: { 'ru-ru': 'Что носить в дождь', 'en-gb': 'Dressing for rain', 'ka-ge': 'რა ჩავიცვათ წვიმაში' },
    intro: {
      'ru-ru': 'Дождливый день не повод отказываться от стиля: нужны лишь правильные материалы.',
      'en-gb': 'A rainy day is no reason to give up on style; it only takes the right materials.',
      'ka-ge': 'წვიმიანი დღე სტილზე უარის თქმის მიზეზი არ არის: საჭიროა მხოლოდ სწორი მასალები.',
    },
    tips: {
      'ru-ru': ['Плащ с мембраной защищает от воды и не даёт перегреться.', 'Обувь на резиновой подошве с протектором держит на мокрой плитке.', 'Светлые брюки в дождь лучше заменить на тёмные или укороченные.'],
      'en-gb': ['A membrane raincoat keeps water out without making you overheat.', 'Rubber soles with tread grip on wet paving.', 'Swap light trousers for dark or cropped ones on a rainy day.'],
      'ka-ge': ['მემბრანიანი ლაბადა წყალს არ ატარებს და არც გადახურებს.', 'რეზინის ძირიანი ფეხსაცმელი სველ ფილაზე არ სრიალებს.', 'წვიმაში ღია ფერის შარვალი მუქით ან დამოკლებულით შეცვალეთ.'],
    },
  },
  {
    slug: 'holiday-gift-ideas',
    title: { 'ru-ru': 'Подарки к праздникам', 'en-gb': 'Holiday gift ideas', 'ka-ge': 'სადღესასწაულო საჩუქრები' },
    intro: {
      'ru-ru': 'Хороший подарок говорит о внимании к человеку, а не о потраченной сумме.',
      'en-gb': 'A good present shows attention to the person, not the size of the bill.',
      'ka-ge': 'კარგი საჩუქარი ადამიანისადმი ყურადღებას გამოხატავს და არა დახარჯულ თანხას.',
    },
    tips: {
      'ru-ru': ['Тёплый шарф или перчатки подходят почти всем и не требуют точного размера.', 'Подарочная карта оставляет выбор за получателем.', 'Упакуйте подарок сами: пара минут делает его заметно личнее.'],
      'en-gb': ['A warm scarf or gloves suit almost anyone and need no exact size.', 'A gift card leaves the choice to the recipient.', 'Wrap it yourself: two minutes make it noticeably more personal.'],
      'ka-ge': ['თბილი შარფი ან ხელთათმანი თითქმის ყველას მოუხდება და ზუსტ ზომას არ საჭიროებს.', 'სასაჩუქრე ბარათი არჩევანს მიმღებს უტოვებს.', 'საჩუქარი თავად შეფუთეთ: ორი წუთი მას გაცილებით პირადულს ხდის.'],
    },
  },
];

const FORMATS: Format[] = [
  {
    slug: 'guide',
    title: (s, l) => ({ 'ru-ru': `${s}: подробный гид`, 'en-gb': `${s}: a complete guide`, 'ka-ge': `${s}: სრული გზამკვლევი` })[l],
    lead: { 'ru-ru': 'Собрали главное в одном материале.', 'en-gb': 'Everything that matters, in one place.', 'ka-ge': 'მთავარი ერთ სტატიაში შევკრიბეთ.' },
    heading: { 'ru-ru': 'С чего начать', 'en-gb': 'Where to start', 'ka-ge': 'საიდან დავიწყოთ' },
    closing: {
      'ru-ru': 'Если остались вопросы, напишите нам в чат: стилисты Mira отвечают каждый день.',
      'en-gb': 'Still have questions? Message us in the chat: Mira stylists answer every day.',
      'ka-ge': 'თუ კითხვები დაგრჩათ, მოგვწერეთ ჩატში: Mira-ს სტილისტები ყოველდღე პასუხობენ.',
    },
  },
  {
    slug: 'common-mistakes',
    title: (s, l) => ({ 'ru-ru': `${s}: частые ошибки`, 'en-gb': `${s}: common mistakes`, 'ka-ge': `${s}: გავრცელებული შეცდომები` })[l],
    lead: { 'ru-ru': 'Разбираем, чего лучше не делать.', 'en-gb': 'Here is what to avoid.', 'ka-ge': 'განვიხილავთ, რისი გაკეთება არ ღირს.' },
    heading: { 'ru-ru': 'Как сделать правильно', 'en-gb': 'How to get it right', 'ka-ge': 'როგორ გავაკეთოთ სწორად' },
    closing: {
      'ru-ru': 'Ошибаются все; главное, чтобы любимая вещь прослужила вам долго.',
      'en-gb': 'Everyone slips up now and then; what matters is that a favourite piece serves you for years.',
      'ka-ge': 'შეცდომას ყველა უშვებს; მთავარია, საყვარელმა ნივთმა დიდხანს გემსახუროთ.',
    },
  },
  {
    slug: 'checklist',
    title: (s, l) => ({ 'ru-ru': `${s}: короткий чек-лист`, 'en-gb': `${s}: a short checklist`, 'ka-ge': `${s}: მოკლე სია` })[l],
    lead: { 'ru-ru': 'Сохраните список и сверяйтесь с ним.', 'en-gb': 'Save the list and keep it handy.', 'ka-ge': 'შეინახეთ სია და ხშირად ჩაიხედეთ.' },
    heading: { 'ru-ru': 'Три пункта', 'en-gb': 'Three points', 'ka-ge': 'სამი პუნქტი' },
    closing: {
      'ru-ru': 'Распечатайте чек-лист или добавьте страницу в закладки.',
      'en-gb': 'Print the checklist or bookmark this page.',
      'ka-ge': 'ამობეჭდეთ სია ან ეს გვერდი სანიშნეებში დაამატეთ.',
    },
  },
];

// A closing paragraph that links the post to the shop, rotated across posts.
const SHOP_NOTES: Record<LanguageCode, string[]> = {
  'ru-ru': [
    `В магазинах Mira можно примерить вещь перед покупкой, а заказы от ${FREE_DELIVERY_OVER} мы доставляем бесплатно.`,
    'Бонусная карта Mira возвращает часть стоимости каждой покупки баллами.',
    'Не подошёл размер? Обменяем или вернём деньги в течение 30 дней.',
    'Новые статьи выходят каждую неделю: подпишитесь на рассылку внизу страницы.',
  ],
  'en-gb': [
    `You can try things on in any Mira store, and orders over ${FREE_DELIVERY_OVER} ship free.`,
    'The Mira bonus card gives back part of every purchase as points.',
    'Wrong size? We exchange or refund within 30 days.',
    'New articles come out every week: subscribe to the newsletter at the bottom of the page.',
  ],
  'ka-ge': [
    `Mira-ს მაღაზიებში ნივთის მოზომება ყიდვამდე შეგიძლიათ, ${FREE_DELIVERY_OVER}-ზე მეტი შეკვეთა კი უფასოდ მიგეწოდებათ.`,
    'Mira-ს ბონუს ბარათი ყოველი შენაძენის ნაწილს ქულებად გიბრუნებთ.',
    'ზომა არ მოგერგოთ? 30 დღის განმავლობაში გადაგიცვლით ან თანხას დაგიბრუნებთ.',
    'ახალი სტატიები ყოველ კვირას ქვეყნდება: გამოიწერეთ სიახლეები გვერდის ბოლოში.',
  ],
};

export interface SeedPost {
  slug: string;
  imageNo: number;
  publishedAt: Date;
  translations: Record<LanguageCode, { title: string; excerpt: string; content: string; metaTitle: string; metaDescription: string }>;
}

const LANGUAGES: LanguageCode[] = ['ru-ru', 'en-gb', 'ka-ge'];
const DAY = 24 * 3600 * 1000;
/** The newest post's date; older ones follow every four days. Fixed so the seed is deterministic. */
const NEWEST = Date.UTC(2026, 9, 28, 9, 0, 0);

/** The demo posts, newest first (post 1 is the newest). */
export function blogPosts(): SeedPost[] {
  const posts: SeedPost[] = [];
  const count = SUBJECTS.length * FORMATS.length;
  for (let index = 0; index < count; index += 1) {
    // Neighbouring posts differ in subject and format; every (subject, format) pair appears once.
    const subject = SUBJECTS[index % SUBJECTS.length]!;
    const format = FORMATS[(index + Math.floor(index / SUBJECTS.length)) % FORMATS.length]!;
    const translations = {} as SeedPost['translations'];
    for (const language of LANGUAGES) {
      const title = format.title(subject.title[language], language);
      const excerpt = `${subject.intro[language]} ${format.lead[language]}`;
      const notes = SHOP_NOTES[language];
      const content = [
        `<p>${subject.intro[language]}</p>`,
        `<h2>${format.heading[language]}</h2>`,
        `<ul>${subject.tips[language].map((tip) => `<li>${tip}</li>`).join('')}</ul>`,
        `<p>${format.closing[language]}</p>`,
        `<p><em>${notes[index % notes.length]}</em></p>`,
      ].join('\n');
      translations[language] = { title, excerpt, content, metaTitle: `${title} | Mira`, metaDescription: subject.intro[language] };
    }
    posts.push({
      slug: `${subject.slug}-${format.slug}`,
      imageNo: index + 1,
      publishedAt: new Date(NEWEST - index * 4 * DAY),
      translations,
    });
  }
  return posts;
}
