import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import { fillText, GREETING, messageAmount, type Text } from '../outbox/message-text';
import type { Message } from '../outbox/outbox';

export interface ConfirmationInput {
  orderId: number;
  language: LanguageCode;
  email: string;
  firstname: string;
  lines: ReadonlyArray<{ name: string; size: string; quantity: number; price: number }>;
  total: number;
  currency: CurrencyCode;
  /** The absolute URL of the shared order page. */
  link: string;
}

const WORDS: Record<'subject' | 'greeting' | 'intro' | 'size' | 'total' | 'link', Text> = {
  subject: { 'ru-ru': 'Заказ №{id} оформлен', 'en-gb': 'Order No. {id} is placed', 'ka-ge': 'შეკვეთა №{id} გაფორმებულია' },
  greeting: GREETING,
  intro: { 'ru-ru': 'Спасибо за заказ №{id} в Mira.', 'en-gb': 'Thank you for your order No. {id} at Mira.', 'ka-ge': 'გმადლობთ შეკვეთისთვის №{id} Mira-ში.' },
  size: { 'ru-ru': 'размер', 'en-gb': 'size', 'ka-ge': 'ზომა' },
  total: { 'ru-ru': 'Итого', 'en-gb': 'Total', 'ka-ge': 'სულ' },
  link: { 'ru-ru': 'Заказ по ссылке', 'en-gb': 'Your order online', 'ka-ge': 'შეკვეთა ბმულზე' },
};

/** The order confirmation to the shopper's e-mail, in the order's language: number, items, total and the shared-order link. */
export function orderConfirmation(input: ConfirmationInput): Message {
  const say = (key: keyof typeof WORDS) => fillText(WORDS[key], input.language, { id: String(input.orderId), name: input.firstname });
  const items = input.lines.map((line) => `- ${line.name}, ${say('size')} ${line.size} × ${line.quantity}: ${messageAmount(line.price * line.quantity, input.currency)}`);
  return {
    kind: 'order.placed',
    language: input.language,
    orderId: input.orderId,
    channel: 'email',
    recipient: input.email,
    subject: say('subject'),
    body: [say('greeting'), '', say('intro'), '', ...items, '', `${say('total')}: ${messageAmount(input.total, input.currency)}`, '', `${say('link')}: ${input.link}`].join('\n'),
  };
}
