import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface Message {
  /** manager: the shop's own address; email, sms, call (a voice call reading the text) and vk (the VK messenger) reach a shopper. */
  channel: 'manager' | 'email' | 'sms' | 'call' | 'vk';
  recipient: string;
  subject: string;
  body: string;
  /** What it is: an order's messages say so (ORDER_MESSAGE_KINDS in the contracts: `order.shipped`, `giftcard.link`). */
  kind?: string;
  /** The language it is written in. */
  language?: LanguageCode;
  /** The order it tells of: the order's page lists it among the messages the order sent. */
  orderId?: number;
}

type Executor = Pick<Db['orm'], 'insert'>;

/**
 * Queues a message in the outbox, inside the caller's transaction when given one, so a message
 * exists exactly when what it tells of does. A transport (SMS, e-mail) delivers and marks it sent.
 */
export async function queueMessage(executor: Executor, message: Message): Promise<void> {
  await executor.insert(outbox).values(message);
}

export interface OutboxEntry extends Pick<Message, 'channel' | 'recipient' | 'subject' | 'body'> { id: number; created_at: string }

/** The newest messages to a recipient (or to anyone), for the non-production outbox view. */
export async function recentMessages(db: Db, recipient: string | undefined, limit: number): Promise<OutboxEntry[]> {
  const result = await db.orm.execute(sql`
    SELECT id, channel, recipient, subject, body, created_at FROM outbox
    ${recipient === undefined ? sql`` : sql`WHERE recipient = ${recipient}`}
    ORDER BY id DESC LIMIT ${limit}`);
  return rowsOf<OutboxEntry>(result).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
