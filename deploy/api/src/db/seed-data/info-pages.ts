import type { LanguageCode } from '@shop/contracts';
import { LOYALTY_LEVELS } from './loyalty';
import { LOYALTY_SETTINGS } from './settings';
import { FREE_DELIVERY_OVER } from './delivery';

export interface SeedInfoPage {
  urlPath: string;
  /** The resolver's page type: 'infopage' (the default) or 'page', a page of the shop's own (/info). */
  type?: 'page';
  translations: Record<LanguageCode, { title: string; content: string; description: string }>;
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const h2 = (text: string): string => `<h2>${text}</h2>`;
const a = (href: string, text: string): string => `<a href="${href}">${text}</a>`;
/** Stored HTML is not rewritten on the way out: each translation links the pages of its own language. */
const inLanguage = (prefix: string, html: string): string => html.replaceAll('href="/', `href="${prefix}/`);

interface BonusCardTexts {
  intro: string;
  levels: string;
  level: (name: string, from: string | 0, discount: number, cashback: number) => string;
  spend: (percent: number) => string;
  referral: (points: string) => string;
}

const LOCALES: Record<LanguageCode, string> = { 'ru-ru': 'ru-RU', 'en-gb': 'en-GB', 'ka-ge': 'ka-GE' };

/** The bonus card page, its numbers from the programme itself (the levels and settings.loyalty), so the page never contradicts it. */
function bonusCardContent(language: LanguageCode, texts: BonusCardTexts): string {
  const number = (value: number) => value.toLocaleString(LOCALES[language]);
  return [
    p(texts.intro),
    h2(texts.levels),
    ul(...LOYALTY_LEVELS.map((level) =>
      texts.level(level.name[language], level.threshold === 0 ? 0 : number(level.threshold), level.discountPercent, level.cashbackPercent))),
    p(texts.spend(LOYALTY_SETTINGS.max_spend_percent), texts.referral(number(LOYALTY_SETTINGS.referral_reward))),
  ].join('\n');
}

export const INFO_PAGES: SeedInfoPage[] = [
  {
    urlPath: 'delivery',
    translations: {
      'ru-ru': {
        title: 'Доставка',
        description: 'Способы, сроки и стоимость доставки заказов Mira.',
        content: [
          p('Мы доставляем заказы курьером, в пункты выдачи и в наши магазины. Срок и стоимость рассчитываются при оформлении заказа по вашему адресу.'),
          h2('Способы доставки'),
          ul('Курьер: 1–3 рабочих дня, примерка перед оплатой.', 'Пункт выдачи: 2–5 рабочих дней, хранение 7 дней.', 'Самовывоз из магазина: бесплатно, на следующий день.'),
          p(`Заказы от ${FREE_DELIVERY_OVER} доставляются бесплатно любым способом.`),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Delivery',
        description: 'How Mira orders are delivered: options, times and costs.',
        content: [
          p('We deliver by courier, to pick-up points and to our stores. Time and cost are calculated at checkout for your address.'),
          h2('Delivery options'),
          ul('Courier: 1–3 working days, try on before you pay.', 'Pick-up point: 2–5 working days, held for 7 days.', 'Store collection: free, the next day.'),
          p(`Orders over ${FREE_DELIVERY_OVER} ship free with any option.`),
        ].join('\n'),
      },
      'ka-ge': {
        title: 'მიწოდება',
        description: 'Mira-ს შეკვეთების მიწოდების გზები, ვადები და ღირებულება.',
        content: [
          p('შეკვეთებს კურიერით, გაცემის პუნქტებსა და ჩვენს მაღაზიებში ვაწვდით. ვადა და ფასი შეკვეთის გაფორმებისას თქვენი მისამართის მიხედვით გამოითვლება.'),
          h2('მიწოდების გზები'),
          ul('კურიერი: 1–3 სამუშაო დღე, მოზომება გადახდამდე.', 'გაცემის პუნქტი: 2–5 სამუშაო დღე, შენახვა 7 დღე.', 'მაღაზიიდან გატანა: უფასოდ, მეორე დღეს.'),
          p(`${FREE_DELIVERY_OVER}-ზე მეტი შეკვეთა ნებისმიერი გზით უფასოდ მიიტანება.`),
        ].join('\n'),
      },
    },
  },
  {
    urlPath: 'payment',
    translations: {
      'ru-ru': {
        title: 'Оплата',
        description: 'Как оплатить заказ в Mira.',
        content: [
          p('Оплатить заказ можно картой на сайте, наличными или картой при получении, а также подарочной картой Mira.'),
          ul('Банковские карты Visa, Mastercard и «Мир».', 'Наличные курьеру или в пункте выдачи.', 'Бонусные баллы покрывают до 30% стоимости заказа.'),
          p('Данные карты обрабатывает платёжный провайдер; мы их не храним.'),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Payment',
        description: 'How to pay for a Mira order.',
        content: [
          p('Pay by card on the website, in cash or by card on delivery, or with a Mira gift card.'),
          ul('Visa and Mastercard.', 'Cash to the courier or at the pick-up point.', 'Bonus points cover up to 30% of an order.'),
          p('Card details are handled by the payment provider; we never store them.'),
        ].join('\n'),
      },
      'ka-ge': {
        title: 'გადახდა',
        description: 'როგორ გადავიხადოთ Mira-ს შეკვეთა.',
        content: [
          p('შეკვეთის გადახდა შეგიძლიათ ბარათით საიტზე, ნაღდი ფულით ან ბარათით მიღებისას, ასევე Mira-ს სასაჩუქრე ბარათით.'),
          ul('Visa და Mastercard ბარათები.', 'ნაღდი ფული კურიერთან ან გაცემის პუნქტში.', 'ბონუს ქულებით შეკვეთის 30%-მდე დაიფარება.'),
          p('ბარათის მონაცემებს საგადახდო პროვაიდერი ამუშავებს; ჩვენ მათ არ ვინახავთ.'),
        ].join('\n'),
      },
    },
  },
  {
    urlPath: 'returns',
    translations: {
      'ru-ru': {
        title: 'Обмен и возврат',
        description: 'Условия обмена и возврата товаров Mira.',
        content: [
          p('Вернуть или обменять вещь можно в течение 30 дней после получения, если сохранены ярлыки и товарный вид.'),
          h2('Как оформить возврат'),
          ul('Оформите заявку в личном кабинете или в чате.', 'Передайте вещь курьеру или принесите в любой магазин.', 'Деньги вернутся тем же способом оплаты за 3–10 дней.'),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Exchanges and returns',
        description: 'How to exchange or return Mira items.',
        content: [
          p('You can return or exchange an item within 30 days of receiving it, with its labels on and in its original condition.'),
          h2('How to return'),
          ul('Request a return in your account or in the chat.', 'Hand the item to a courier or bring it to any store.', 'The money goes back to the original payment method in 3–10 days.'),
        ].join('\n'),
      },
      'ka-ge': {
        title: 'გაცვლა და დაბრუნება',
        description: 'Mira-ს ნივთების გაცვლისა და დაბრუნების პირობები.',
        content: [
          p('ნივთის დაბრუნება ან გაცვლა მიღებიდან 30 დღის განმავლობაშია შესაძლებელი, თუ იარლიყები და სასაქონლო სახე შენარჩუნებულია.'),
          h2('როგორ დავაბრუნოთ'),
          ul('განაცხადი პირად კაბინეტში ან ჩატში გააფორმეთ.', 'ნივთი კურიერს გადაეცით ან ნებისმიერ მაღაზიაში მოიტანეთ.', 'თანხა იმავე გზით 3–10 დღეში დაგიბრუნდებათ.'),
        ].join('\n'),
      },
    },
  },
  {
    urlPath: 'public-offer',
    translations: {
      'ru-ru': {
        title: 'Публичная оферта',
        description: 'Договор купли-продажи товаров в интернет-магазине Mira.',
        content: [
          p('Настоящая оферта определяет условия продажи товаров через интернет-магазин Mira. Оформляя заказ, покупатель принимает её условия.'),
          h2('1. Предмет договора'),
          p('Продавец передаёт покупателю товар, а покупатель оплачивает и принимает его на условиях оферты.'),
          h2('2. Цена и оплата'),
          p('Цена товара указана на сайте в момент оформления заказа и не меняется после его подтверждения.'),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Public offer',
        description: 'Terms of sale of the Mira online store.',
        content: [
          p('This offer sets out the terms on which goods are sold through the Mira online store. By placing an order the buyer accepts them.'),
          h2('1. Subject'),
          p('The seller transfers the goods to the buyer, who pays for and accepts them on these terms.'),
          h2('2. Price and payment'),
          p('The price is the one shown on the website when the order is placed and does not change once the order is confirmed.'),
        ].join('\n'),
      },
      'ka-ge': {
        title: 'საჯარო ოფერტა',
        description: 'Mira-ს ინტერნეტ-მაღაზიაში საქონლის ყიდვა-გაყიდვის ხელშეკრულება.',
        content: [
          p('ეს ოფერტა განსაზღვრავს Mira-ს ინტერნეტ-მაღაზიით საქონლის გაყიდვის პირობებს. შეკვეთის გაფორმებით მყიდველი მათ ეთანხმება.'),
          h2('1. ხელშეკრულების საგანი'),
          p('გამყიდველი მყიდველს საქონელს გადასცემს, მყიდველი კი მას იხდის და იღებს ოფერტის პირობებით.'),
          h2('2. ფასი და გადახდა'),
          p('საქონლის ფასი ის არის, რაც საიტზე შეკვეთის გაფორმების მომენტში ჩანს, და დადასტურების შემდეგ არ იცვლება.'),
        ].join('\n'),
      },
    },
  },
  {
    urlPath: 'personal-data-policy',
    translations: {
      'ru-ru': {
        title: 'Политика обработки персональных данных',
        description: 'Какие данные собирает Mira и как их защищает.',
        content: [
          p('Мы обрабатываем имя, телефон, e-mail и адрес только для выполнения заказов, программы лояльности и рассылки, на которую вы подписались.'),
          ul('Данные не передаются третьим лицам, кроме служб доставки и оплаты.', 'Вы можете запросить выгрузку или удаление своих данных.', 'Отписаться от рассылки можно по ссылке в любом письме.'),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Personal data policy',
        description: 'What data Mira collects and how it is protected.',
        content: [
          p('We process your name, phone, e-mail and address only to fulfil orders, run the loyalty programme and send the newsletter you signed up for.'),
          ul('Data is shared with nobody except delivery and payment services.', 'You can ask for a copy of your data or for its deletion.', 'Every newsletter has an unsubscribe link.'),
        ].join('\n'),
      },
      'ka-ge': {
        title: 'პერსონალური მონაცემების დამუშავების პოლიტიკა',
        description: 'რა მონაცემებს აგროვებს Mira და როგორ იცავს მათ.',
        content: [
          p('სახელს, ტელეფონს, ელფოსტასა და მისამართს მხოლოდ შეკვეთების შესასრულებლად, ლოიალობის პროგრამისა და თქვენ მიერ გამოწერილი სიახლეებისთვის ვამუშავებთ.'),
          ul('მონაცემები მესამე პირებს არ გადაეცემა, გარდა მიწოდებისა და გადახდის სამსახურებისა.', 'შეგიძლიათ მოითხოვოთ თქვენი მონაცემების ასლი ან წაშლა.', 'სიახლეების გამოწერის გაუქმება ნებისმიერი წერილის ბმულითაა შესაძლებელი.'),
        ].join('\n'),
      },
    },
  },
  {
    urlPath: 'bonus-card',
    translations: {
      'ru-ru': {
        title: 'Бонусная карта',
        description: 'Программа лояльности Mira: баллы, уровни и кешбэк.',
        content: bonusCardContent('ru-ru', {
          intro: 'Бонусная карта Mira бесплатна: войдите по номеру телефона, вступите в программу в личном кабинете и получайте баллы за каждую оплаченную покупку.',
          levels: 'Уровни',
          level: (name, from, discount, cashback) => `${name}: ${from === 0 ? 'с вступления' : `от ${from} заработанных баллов`}${discount > 0 ? `, скидка ${discount}% на каждый заказ` : ''}, кешбэк ${cashback}% баллами.`,
          spend: (percent) => `Баллами можно оплатить до ${percent}% стоимости товаров заказа.`,
          referral: (points) => `Пригласите друга по своей ссылке: когда он оплатит первый заказ, вы получите ${points} баллов.`,
        }),
      },
      'en-gb': {
        title: 'Bonus card',
        description: 'The Mira loyalty programme: points, levels and cashback.',
        content: bonusCardContent('en-gb', {
          intro: 'The Mira bonus card is free: log in with your phone number, join the programme in your account and earn points on every paid purchase.',
          levels: 'Levels',
          level: (name, from, discount, cashback) => `${name}: ${from === 0 ? 'when you join' : `from ${from} points earned`}${discount > 0 ? `, ${discount}% off every order` : ''}, ${cashback}% cashback in points.`,
          spend: (percent) => `Points pay for up to ${percent}% of an order's goods.`,
          referral: (points) => `Invite a friend with your link: when they pay their first order, you get ${points} points.`,
        }),
      },
      'ka-ge': {
        title: 'ბონუს ბარათი',
        description: 'Mira-ს ლოიალობის პროგრამა: ქულები, დონეები და ქეშბექი.',
        content: bonusCardContent('ka-ge', {
          intro: 'Mira-ს ბონუს ბარათი უფასოა: შედით ტელეფონის ნომრით, შეუერთდით პროგრამას პირად კაბინეტში და ყოველ გადახდილ შენაძენზე ქულები დაიგროვეთ.',
          levels: 'დონეები',
          level: (name, from, discount, cashback) => `${name}: ${from === 0 ? 'შეერთებისთანავე' : `${from} დაგროვებული ქულიდან`}${discount > 0 ? `, ${discount}% ფასდაკლება ყოველ შეკვეთაზე` : ''}, ${cashback}% ქეშბექი ქულებით.`,
          spend: (percent) => `ქულებით შეკვეთის საქონლის ღირებულების ${percent}%-მდე გადაიხდით.`,
          referral: (points) => `მოიწვიეთ მეგობარი თქვენი ბმულით: როცა ის პირველ შეკვეთას გადაიხდის, ${points} ქულას მიიღებთ.`,
        }),
      },
    },
  },
  {
    urlPath: 'contacts',
    translations: {
      'ru-ru': {
        title: 'Контакты',
        description: 'Как связаться с Mira: телефон, почта, адрес.',
        content: [
          p('Телефон: <a href="tel:+78124071515">+7 812 407-15-15</a>, ежедневно с 10:00 до 22:00.'),
          p('Почта: <a href="mailto:hello@mira.example">hello@mira.example</a>.'),
          p('Главный магазин: Санкт-Петербург, Большая Конюшенная ул., 12.'),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Contacts',
        description: 'How to reach Mira: phone, e-mail, address.',
        content: [
          p('Phone: <a href="tel:+78124071515">+7 812 407-15-15</a>, daily from 10:00 to 22:00.'),
          p('E-mail: <a href="mailto:hello@mira.example">hello@mira.example</a>.'),
          p('Flagship store: 12 Bolshaya Konyushennaya St, Saint Petersburg.'),
        ].join('\n'),
      },
      'ka-ge': {
        title: 'კონტაქტი',
        description: 'როგორ დაუკავშირდეთ Mira-ს: ტელეფონი, ელფოსტა, მისამართი.',
        content: [
          p('ტელეფონი: <a href="tel:+78124071515">+7 812 407-15-15</a>, ყოველდღე 10:00-დან 22:00-მდე.'),
          p('ელფოსტა: <a href="mailto:hello@mira.example">hello@mira.example</a>.'),
          p('მთავარი მაღაზია: სანკტ-პეტერბურგი, ბოლშაია კონიუშენაიას ქ. 12.'),
        ].join('\n'),
      },
    },
  },
  {
    urlPath: 'franchise',
    translations: {
      'ru-ru': {
        title: 'Франшиза',
        description: 'Откройте магазин Mira в своём городе.',
        content: [
          p('Mira ищет партнёров, готовых открыть магазин в своём городе. Мы даём ассортимент, обучение, маркетинг и общую систему лояльности.'),
          h2('Что нужно от вас'),
          ul('Помещение от 80 м² в торговом центре или на центральной улице.', 'Опыт в рознице или управлении командой.', 'Готовность работать по стандартам сети.'),
          p('Напишите на <a href="mailto:franchise@mira.example">franchise@mira.example</a>, и мы пришлём презентацию.'),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Franchise',
        description: 'Open a Mira store in your city.',
        content: [
          p('Mira is looking for partners to open stores in their cities. We provide the range, training, marketing and a shared loyalty system.'),
          h2('What we ask of you'),
          ul('Premises of 80 m² or more in a mall or on a main street.', 'Experience in retail or in running a team.', 'Willingness to follow the chain’s standards.'),
          p('Write to <a href="mailto:franchise@mira.example">franchise@mira.example</a> and we will send you our presentation.'),
        ].join('\n'),
      },
      'ka-ge': {
        title: 'ფრანშიზა',
        description: 'გახსენით Mira-ს მაღაზია თქვენს ქალაქში.',
        content: [
          p('Mira ეძებს პარტნიორებს, რომლებიც თავიანთ ქალაქში მაღაზიას გახსნიან. ჩვენ გაძლევთ ასორტიმენტს, სწავლებას, მარკეტინგს და საერთო ლოიალობის სისტემას.'),
          h2('რა გვჭირდება თქვენგან'),
          ul('80 მ²-ზე მეტი ფართი სავაჭრო ცენტრში ან ცენტრალურ ქუჩაზე.', 'გამოცდილება ვაჭრობაში ან გუნდის მართვაში.', 'ქსელის სტანდარტებით მუშაობის მზადყოფნა.'),
          p('მოგვწერეთ <a href="mailto:franchise@mira.example">franchise@mira.example</a> მისამართზე და პრეზენტაციას გამოგიგზავნით.'),
        ].join('\n'),
      },
    },
  },
  {
    // Served as the page type 'page' (spec §2: /info is in the route table): the index of the pages above.
    urlPath: 'info',
    type: 'page',
    translations: {
      'ru-ru': {
        title: 'Покупателям',
        description: 'Доставка, оплата, возврат, бонусная карта и документы Mira на одной странице.',
        content: [
          p('Всё, что нужно знать до и после покупки в Mira.'),
          ul(
            a('/delivery', 'Доставка') + ': курьер, пункты выдачи и самовывоз, сроки и цены.',
            a('/payment', 'Оплата') + ': картой на сайте, при получении или подарочной картой. Неоплаченный заказ можно ' + a('/online-payment', 'оплатить онлайн') + '.',
            a('/returns', 'Обмен и возврат') + ': 30 дней на возврат.',
            a('/bonus-card', 'Бонусная карта') + ': баллы, скидка по уровню и кешбэк.',
            a('/contacts', 'Контакты') + ': магазины, телефон и почта.',
          ),
          p(a('/public-offer', 'Публичная оферта') + ' и ' + a('/personal-data-policy', 'политика обработки персональных данных') + '.'),
        ].join('\n'),
      },
      'en-gb': {
        title: 'Customer information',
        description: 'Delivery, payment, returns, the bonus card and Mira’s terms on one page.',
        content: inLanguage('/en', [
          p('Everything to know before and after you buy at Mira.'),
          ul(
            a('/delivery', 'Delivery') + ': courier, pick-up points and store collection, times and prices.',
            a('/payment', 'Payment') + ': by card on the website, on delivery or with a gift card. An unpaid order can be ' + a('/online-payment', 'paid online') + '.',
            a('/returns', 'Exchanges and returns') + ': 30 days to return.',
            a('/bonus-card', 'Bonus card') + ': points, a level discount and cashback.',
            a('/contacts', 'Contacts') + ': stores, phone and e-mail.',
          ),
          p('The ' + a('/public-offer', 'public offer') + ' and the ' + a('/personal-data-policy', 'personal data policy') + '.'),
        ].join('\n')),
      },
      'ka-ge': {
        title: 'მყიდველებს',
        description: 'მიწოდება, გადახდა, დაბრუნება, ბონუს ბარათი და Mira-ს დოკუმენტები ერთ გვერდზე.',
        content: inLanguage('/ka', [
          p('ყველაფერი, რაც Mira-ში ყიდვამდე და ყიდვის შემდეგ უნდა იცოდეთ.'),
          ul(
            a('/delivery', 'მიწოდება') + ': კურიერი, გაცემის პუნქტები და თვითგატანა, ვადები და ფასები.',
            a('/payment', 'გადახდა') + ': ბარათით საიტზე, მიღებისას ან სასაჩუქრე ბარათით. გადაუხდელი შეკვეთის ' + a('/online-payment', 'ონლაინ გადახდა') + ' შეიძლება.',
            a('/returns', 'გაცვლა და დაბრუნება') + ': დაბრუნებისთვის 30 დღე.',
            a('/bonus-card', 'ბონუს ბარათი') + ': ქულები, დონის ფასდაკლება და ქეშბექი.',
            a('/contacts', 'კონტაქტი') + ': მაღაზიები, ტელეფონი და ელფოსტა.',
          ),
          p(a('/public-offer', 'საჯარო ოფერტა') + ' და ' + a('/personal-data-policy', 'პერსონალური მონაცემების დამუშავების პოლიტიკა') + '.'),
        ].join('\n')),
      },
    },
  },
];

/** The address of the payment page of the shop's own (spec §2 page type payment): /online-payment?order={id}. */
export const PAYMENT_PAGE_PATH = 'online-payment';
