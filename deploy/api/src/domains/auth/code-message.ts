import type { AuthMethod, CodeTarget, LanguageCode } from '@shop/contracts';
import type { Message } from '../outbox/outbox';
import { CODE_RULES } from './code-rules';

type Text = Record<LanguageCode, string>;

const SUBJECT: Record<CodeTarget, Text> = {
  login: { 'ru-ru': 'Код для входа в Mira', 'en-gb': 'Your Mira login code', 'ka-ge': 'Mira-ში შესვლის კოდი' },
  change: { 'ru-ru': 'Код подтверждения Mira', 'en-gb': 'Your Mira confirmation code', 'ka-ge': 'Mira-ს დადასტურების კოდი' },
};

// "Tell it to nobody": the shop never asks for a code, so whoever does is not the shop.
const BODY: Text = {
  'ru-ru': 'Mira: ваш код {code}. Он действует {minutes} минут. Никому его не сообщайте.',
  'en-gb': 'Mira: your code is {code}. It is valid for {minutes} minutes. Do not tell it to anyone.',
  'ka-ge': 'Mira: თქვენი კოდია {code}. ის მოქმედებს {minutes} წუთის განმავლობაში. არავის გაუმხილოთ.',
};

export interface CodeMessageInput {
  method: AuthMethod;
  /** The phone (international form) or e-mail address. */
  recipient: string;
  code: string;
  purpose: CodeTarget;
  language: LanguageCode;
}

/** The message that carries a one-time code, in the shopper's language, on the channel of the chosen method. */
export function codeMessage({ method, recipient, code, purpose, language }: CodeMessageInput): Message {
  return {
    channel: method,
    recipient,
    subject: SUBJECT[purpose][language],
    body: BODY[language].replace('{code}', code).replace('{minutes}', String(CODE_RULES.ttlMinutes)),
  };
}
