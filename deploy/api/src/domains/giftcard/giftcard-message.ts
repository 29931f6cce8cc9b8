import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import { messageAmount } from '../outbox/message-text';
import { fillText, GREETING, type Text } from '../outbox/message-text';
import type { Message } from '../outbox/outbox';
import { contactChannel } from './purchase-rules';

export interface GiftcardMessageInput {
  language: LanguageCode;
  /** An e-mail gets the whole letter, a phone a text message with the link. */
  contact: string;
  /** Who the card is for: the recipient's first name, or the buyer's for their own card. */
  firstname: string;
  /** The buyer's first name; undefined for a card the buyer bought for themselves. */
  from?: string;
  amount: number;
  currency: CurrencyCode;
  message: string;
  expiresAt: Date;
  /** The welcome page's absolute URL: it shows the number and the PIN. */
  link: string;
}

const WORDS: Record<'subject' | 'subjectOwn' | 'greeting' | 'intro' | 'introOwn' | 'note' | 'open' | 'expires' | 'sms' | 'smsOwn', Text> = {
  subject: { 'ru-ru': '{from} дарит вам подарочную карту Mira', 'en-gb': '{from} sends you a Mira gift card', 'ka-ge': '{from} გჩუქნით Mira-ს სასაჩუქრე ბარათს' },
  subjectOwn: { 'ru-ru': 'Ваша подарочная карта Mira', 'en-gb': 'Your Mira gift card', 'ka-ge': 'თქვენი Mira-ს სასაჩუქრე ბარათი' },
  greeting: GREETING,
  intro: {
    'ru-ru': '{from} дарит вам подарочную карту Mira на {amount}.',
    'en-gb': '{from} sends you a Mira gift card of {amount}.',
    'ka-ge': '{from} გჩუქნით Mira-ს სასაჩუქრე ბარათს {amount} ღირებულებით.',
  },
  introOwn: {
    'ru-ru': 'Ваша подарочная карта Mira на {amount} готова.',
    'en-gb': 'Your Mira gift card of {amount} is ready.',
    'ka-ge': 'თქვენი Mira-ს სასაჩუქრე ბარათი {amount} ღირებულებით მზადაა.',
  },
  note: { 'ru-ru': 'Сообщение:', 'en-gb': 'Their message:', 'ka-ge': 'შეტყობინება:' },
  open: {
    'ru-ru': 'Номер карты и PIN-код — по ссылке. Там же карту можно привязать к аккаунту:',
    'en-gb': 'The card number and PIN are on its page, where you can also add the card to your account:',
    'ka-ge': 'ბარათის ნომერი და PIN-კოდი ბმულზეა. იქვე შეგიძლიათ ბარათის ანგარიშზე მიბმა:',
  },
  // No full stop after the Russian date: it ends in «г.» already.
  expires: { 'ru-ru': 'Карта действует до {date}', 'en-gb': 'The card is valid until {date}.', 'ka-ge': 'ბარათი მოქმედებს {date}-მდე.' },
  sms: { 'ru-ru': '{from} дарит вам карту Mira на {amount}: {link}', 'en-gb': '{from} sends you a Mira gift card of {amount}: {link}', 'ka-ge': '{from} გჩუქნით Mira-ს ბარათს {amount}: {link}' },
  smsOwn: { 'ru-ru': 'Ваша карта Mira на {amount}: {link}', 'en-gb': 'Your Mira gift card of {amount}: {link}', 'ka-ge': 'თქვენი Mira-ს ბარათი {amount}: {link}' },
};

/** A date as a letter writes it in the language: "24 November 2027" (UTC, as the card's expiry is stored). */
const longDate = (date: Date, language: LanguageCode) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The message that brings a card's link to the one it is for, in the order's language: a letter to an e-mail, a text to a phone. */
export function giftcardMessage(input: GiftcardMessageInput): Message {
  const own = input.from === undefined;
  const values: Record<string, string> = {
    from: input.from ?? '',
    name: input.firstname,
    amount: messageAmount(input.amount, input.currency),
    date: longDate(input.expiresAt, input.language),
    link: input.link,
  };
  const fill = (text: Text) => fillText(text, input.language, values);
  const channel = contactChannel(input.contact);
  const subject = fill(own ? WORDS.subjectOwn : WORDS.subject);
  if (channel === 'sms') return { channel, recipient: input.contact, subject, body: fill(own ? WORDS.smsOwn : WORDS.sms) };
  const note = input.message ? [fill(WORDS.note), input.message, ''] : [];
  return {
    channel,
    recipient: input.contact,
    subject,
    body: [fill(WORDS.greeting), '', fill(own ? WORDS.introOwn : WORDS.intro), '', ...note, fill(WORDS.open), input.link, '', fill(WORDS.expires)].join('\n'),
  };
}
