import type { LanguageCode } from '@shop/contracts';
import type { Message } from '../outbox/outbox';
import type { OptionRow } from '../catalog/product-repository';

interface NoteInput {
  shopEmail: string;
  isRestock: boolean;
  option: OptionRow;
  customer: { name: string; phone: string; email: string | null };
  /** The language the shopper used the shop in: the manager answers in it. */
  language: LanguageCode;
}

/** The note to the shop's manager about a one-click order or a restock request, in the shop's own language (Russian). */
export function managerNote({ shopEmail, isRestock, option, customer, language }: NoteInput): Message {
  const what = isRestock ? 'Сообщить о поступлении' : 'Заказ в один клик';
  return {
    channel: 'manager',
    recipient: shopEmail,
    subject: `${what}: ${option.name}, размер ${option.size}`,
    body: [
      `${what}.`,
      `Товар: ${option.name} (артикул ${option.sku}), размер ${option.size}.`,
      `Покупатель: ${customer.name}, телефон ${customer.phone}${customer.email ? `, e-mail ${customer.email}` : ''}.`,
      `Язык сайта: ${language}.`,
    ].join('\n'),
  };
}
