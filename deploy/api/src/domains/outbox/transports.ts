import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { CodeChannel, MessageWebhooks } from '../../env';
import { queueMessage, type Message } from './outbox';

/**
 * How a message reaches its recipient. Every transport writes the message to the outbox first,
 * so the record of what the shop sent is complete whichever way it went out.
 */
export interface Transport {
  deliver(message: Message): Promise<void>;
}

/** A gateway refused the message or did not answer: it stays in the outbox unsent (sent_at null). */
export class DeliveryFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryFailed';
  }
}

/**
 * The default transport: the outbox row is all there is. Outside production `GET /api/dev/outbox`
 * shows it, which is how a person trying the shop (and the e2e tests) read a login code.
 */
export const outboxTransport = (db: Db): Transport => ({ deliver: (message) => queueMessage(db.orm, message) });

/** A gateway that has not answered in this long is treated as down: the shopper is waiting on the reply. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A gateway behind an HTTP webhook (an SMS or voice provider, a VK bot, a mail relay): the message
 * goes to the outbox, then is POSTed as JSON `{to, subject, text}`, and is marked sent once the
 * gateway answers 2xx. A refusal, a network error or a timeout throws DeliveryFailed.
 */
export function webhookTransport(db: Db, url: string, timeoutMs = WEBHOOK_TIMEOUT_MS): Transport {
  return {
    async deliver(message) {
      const [row] = await db.orm.insert(outbox).values(message).returning({ id: outbox.id });
      const body = JSON.stringify({ to: message.recipient, subject: message.subject, text: message.body });
      let response: Response;
      try {
        response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new DeliveryFailed(`the ${message.channel} gateway did not answer: ${(error as Error).message}`);
      }
      // Read the body to its end either way, so the connection goes back to the pool.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new DeliveryFailed(`the ${message.channel} gateway answered HTTP ${response.status}`);
      await db.orm.update(outbox).set({ sentAt: sql`now()` }).where(eq(outbox.id, row!.id));
    },
  };
}

/** The transport of each channel a one-time code goes by: its webhook when one is configured, else the outbox. */
export function codeTransports(db: Db, webhooks: MessageWebhooks): Record<CodeChannel, Transport> {
  const transportOf = (channel: CodeChannel): Transport => {
    const url = webhooks[channel];
    return url ? webhookTransport(db, url) : outboxTransport(db);
  };
  return { sms: transportOf('sms'), call: transportOf('call'), vk: transportOf('vk'), email: transportOf('email') };
}
