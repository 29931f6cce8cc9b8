import type { LanguageCode, StockStatus } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { productRequests } from '../../db/schema';
import { queueMessage, type Message } from '../outbox/outbox';

export interface OptionRow { product_id: number; sku: string; name: string; size: string; stock: StockStatus }

/** The size `optionId` of product `productId`, with what the manager's note names; undefined when they do not belong together. */
export async function findOption(db: Db, productId: number, optionId: number): Promise<OptionRow | undefined> {
  const result = await db.orm.execute(sql`
    SELECT p.id AS product_id, p.sku, t.name, vt.label AS size, o.stock_status AS stock
    FROM product_options o
    JOIN products p ON p.id = o.product_id
    JOIN product_translations t ON t.product_id = p.id AND t.language = 'ru-ru'
    JOIN attribute_value_translations vt ON vt.value_id = o.value_id AND vt.language = 'ru-ru'
    WHERE o.id = ${optionId} AND o.product_id = ${productId}`);
  return rowsOf<OptionRow>(result)[0];
}

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
