import type { LanguageCode } from '@shop/contracts';
import { fillText, GREETING, type Text } from '../outbox/message-text';
import type { Message } from '../outbox/outbox';

const SUBJECT: Text = {
  'ru-ru': '{product}, размер {size}, снова в продаже',
  'en-gb': '{product}, size {size}, is back in stock',
  'ka-ge': '{product}, ზომა {size}, ისევ იყიდება',
};
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
  const fill = (text: Text) => fillText(text, input.language, { product: input.product, size: input.size, name: input.name });
  const subject = fill(SUBJECT);
  if (!input.email) return { channel: 'sms', recipient: input.phone, subject, body: `${subject}: ${input.link}` };
  return { channel: 'email', recipient: input.email, subject, body: [fill(GREETING), '', fill(BODY), input.link].join('\n') };
}
