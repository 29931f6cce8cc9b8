import { normalizeEmail, normalizePhone, type LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { contactQuestions } from '../../db/schema';
import { queueMessage, type Message } from '../outbox/outbox';

/** Where the manager answers: a phone number or an e-mail address, as the shopper typed one. */
export type ContactWay = { phone: string; email: null } | { phone: null; email: string };

/** The phone or e-mail in `raw` (one with an @ is an e-mail), or the §8 code that refuses it. */
export function contactWayOf(raw: string): ContactWay | 'invalid_phone' | 'invalid_email' {
  if (raw.includes('@')) {
    const email = normalizeEmail(raw);
    return email ? { phone: null, email } : 'invalid_email';
  }
  const phone = normalizePhone(raw);
  return phone ? { phone, email: null } : 'invalid_phone';
}

export interface NewContactQuestion {
  productId: number | null;
  customerName: string;
  contact: ContactWay;
  question: string;
  language: LanguageCode;
  sessionId: string;
}

/** The product a question names, as its note shows it; undefined when there is no such product. */
export async function productNamed(db: Db, productId: number): Promise<{ sku: string; name: string } | undefined> {
  const result = await db.orm.execute(sql`
    SELECT p.sku, t.name FROM products p
    JOIN product_translations t ON t.product_id = p.id AND t.language = 'ru-ru'
    WHERE p.id = ${productId}`);
  return rowsOf<{ sku: string; name: string }>(result)[0];
}

/** Stores the question and the manager's note in one transaction: neither exists without the other. */
export async function saveContactQuestion(db: Db, question: NewContactQuestion, note: Message): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await tx.insert(contactQuestions).values({
      productId: question.productId,
      customerName: question.customerName,
      customerPhone: question.contact.phone,
      customerEmail: question.contact.email,
      question: question.question,
      language: question.language,
      sessionId: question.sessionId,
    });
    await queueMessage(tx, note);
  });
}

/** The note to the shop's manager about a question, in the shop's own language (Russian), like the one-click notes. */
export function questionNote(shopEmail: string, question: NewContactQuestion, product: { sku: string; name: string } | undefined): Message {
  const answerOn = question.contact.phone ? `телефон ${question.contact.phone}` : `e-mail ${question.contact.email}`;
  return {
    channel: 'manager',
    recipient: shopEmail,
    subject: product ? `Вопрос о товаре: ${product.name}` : 'Вопрос менеджеру',
    body: [
      ...(product ? [`Товар: ${product.name} (артикул ${product.sku}).`] : []),
      `Покупатель: ${question.customerName}, ${answerOn}.`,
      `Язык сайта: ${question.language}.`,
      '',
      question.question,
    ].join('\n'),
  };
}
