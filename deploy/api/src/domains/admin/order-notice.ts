import type { LanguageCode, OrderStep } from '@shop/contracts';
import { fillText, GREETING, type Text } from '../outbox/message-text';
import type { Message } from '../outbox/outbox';

const SUBJECT: Record<OrderStep, Text> = {
  paid: { 'ru-ru': 'Оплата заказа №{id} получена', 'en-gb': 'Payment for order No. {id} received', 'ka-ge': 'შეკვეთის №{id} გადახდა მიღებულია' },
  packed: { 'ru-ru': 'Заказ №{id} собран', 'en-gb': 'Order No. {id} is packed', 'ka-ge': 'შეკვეთა №{id} შეფუთულია' },
  shipped: { 'ru-ru': 'Заказ №{id} отправлен', 'en-gb': 'Order No. {id} is on its way', 'ka-ge': 'შეკვეთა №{id} გამოგზავნილია' },
  delivered: { 'ru-ru': 'Заказ №{id} доставлен', 'en-gb': 'Order No. {id} is delivered', 'ka-ge': 'შეკვეთა №{id} მიწოდებულია' },
  cancelled: { 'ru-ru': 'Заказ №{id} отменён', 'en-gb': 'Order No. {id} is cancelled', 'ka-ge': 'შეკვეთა №{id} გაუქმებულია' },
  refunded: { 'ru-ru': 'Деньги за заказ №{id} возвращены', 'en-gb': 'Order No. {id} is refunded', 'ka-ge': 'შეკვეთის №{id} თანხა დაბრუნებულია' },
};

const WORDS: Record<'tracking' | 'trackingLink' | 'returned' | 'link', Text> = {
  tracking: { 'ru-ru': 'Трек-номер', 'en-gb': 'Tracking number', 'ka-ge': 'თრექინგის ნომერი' },
  trackingLink: { 'ru-ru': 'Отследить посылку', 'en-gb': 'Track the parcel', 'ka-ge': 'ამანათის თვალყურის დევნება' },
  returned: {
    'ru-ru': 'Если вы платили за заказ бонусными баллами или подарочной картой, они вернулись на ваш счёт.',
    'en-gb': 'Any bonus points or gift card balance spent on the order are back on your account.',
    'ka-ge': 'თუ შეკვეთაზე ბონუს ქულები ან სასაჩუქრე ბარათი გამოიყენეთ, ისინი დაგიბრუნდათ.',
  },
  link: { 'ru-ru': 'Заказ по ссылке', 'en-gb': 'Your order online', 'ka-ge': 'შეკვეთა ბმულზე' },
};

export interface OrderNoticeInput {
  step: OrderStep;
  orderId: number;
  language: LanguageCode;
  email: string;
  /** Where the notice goes when the order has no e-mail address: a short text message. */
  telephone: string;
  firstname: string;
  trackingNumber: string | null;
  trackingLink: string | null;
  /** The absolute URL of the shared order page. */
  link: string;
}

/** What the shopper is told when an operator moves their order, by e-mail (else a text message) in the order's language. */
export function orderNotice(input: OrderNoticeInput): Message {
  const fill = (text: Text) => fillText(text, input.language, { id: String(input.orderId), name: input.firstname });
  const subject = fill(SUBJECT[input.step]);
  const about = { kind: `order.${input.step}`, language: input.language, orderId: input.orderId } satisfies Partial<Message>;
  const tracking = input.step === 'shipped' && input.trackingNumber ? input.trackingNumber : null;
  if (!input.email) {
    const trackingLine = tracking ? ` ${fill(WORDS.tracking)}: ${tracking}.` : '';
    return { ...about, channel: 'sms', recipient: input.telephone, subject, body: `${subject}.${trackingLine} ${input.link}` };
  }
  const trackingLines = tracking ? [`${fill(WORDS.tracking)}: ${tracking}`, ...(input.trackingLink ? [`${fill(WORDS.trackingLink)}: ${input.trackingLink}`] : []), ''] : [];
  const returned = input.step === 'cancelled' || input.step === 'refunded' ? [fill(WORDS.returned), ''] : [];
  return {
    ...about,
    channel: 'email',
    recipient: input.email,
    subject,
    body: [fill(GREETING), '', `${subject}.`, '', ...trackingLines, ...returned, `${fill(WORDS.link)}: ${input.link}`].join('\n'),
  };
}
