import type { LanguageCode } from '@shop/contracts';
import type { Message } from '../outbox/outbox';

type Text = Record<LanguageCode, string>;

const SUBJECT: Text = {
  'ru-ru': '{product}, размер {size}, снова в продаже',
  'en-gb': '{product}, size {size}, is back in stock',
  'ka-ge': '{product}, ზომა {size}, ისევ იყიდება',
};
const GREETING: Text = { 'ru-ru': 'Здравствуйте, {name}!', 'en-gb': 'Hello {name},', 'ka-ge': 'გამარჯობა, {name}!' };
const BODY: Text = {
  'ru-ru': 'Вы просили сообщить, когда этот размер появится. Он снова есть:',
  'en-gb': 'You asked us to tell you when this size came back. It is here:',
  'ka-ge': 'თქვენ გვთხოვეთ შეგატყობინოთ, როცა ეს ზომა გამოჩნდებოდა. ის ისევ არის:',
};

export interface RestockInput {
  language: LanguageCode;
  name: string;
  email: string | null;
  phone: string;
  product: string;
  size: string;
  link: string;
}

/** "Notify me" answered: the size a shopper asked about is back, in the language they asked in; e-mail, else a text message. */
export function restockNotice(input: RestockInput): Message {
  const fill = (text: Text) => text[input.language].replace('{product}', input.product).replace('{size}', input.size).replace('{name}', input.name);
  if (!input.email) return { channel: 'sms', recipient: input.phone, subject: fill(SUBJECT), body: `${fill(SUBJECT)}: ${input.link}` };
  return { channel: 'email', recipient: input.email, subject: fill(SUBJECT), body: [fill(GREETING), '', fill(BODY), input.link].join('\n') };
}
