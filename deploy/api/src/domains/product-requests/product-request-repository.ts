import type { LanguageCode } from '@shop/contracts';
import type { Db } from '../../db/client';
import { productRequests } from '../../db/schema';
import { queueMessage, type Message } from '../outbox/outbox';

export interface NewProductRequest {
  productId: number;
  optionId: number;
  isRestock: boolean;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  language: LanguageCode;
  sessionId: string;
}

/** Stores the request and the manager's note in one transaction: neither exists without the other. */
export async function saveProductRequest(db: Db, request: NewProductRequest, note: Message): Promise<number> {
  return db.orm.transaction(async (tx) => {
    const [row] = await tx.insert(productRequests).values(request).returning({ id: productRequests.id });
    await queueMessage(tx, note);
    return row!.id;
  });
}
