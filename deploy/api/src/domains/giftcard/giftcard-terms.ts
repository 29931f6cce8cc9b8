import type { CurrencyCode, GiftcardDesign, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { GIFTCARD_TERMS } from '../../db/seed-data/giftcards';
import { giftcardImageBase } from '../media/giftcard-image';

// What the shop sells: the `giftcard` group of each language's settings (stored beside the groups
// GET /settings answers, like `homepage`: only the gift card popup needs it) and the designs.

/** The `giftcard` group of the settings: what the popup offers and how long a card lasts. */
export interface GiftcardTerms {
  /** The amounts sold, per shop currency, in minor units, ascending. */
  denominations: Record<CurrencyCode, number[]>;
  /** A card expires this many months after it is issued. */
  validity_months: number;
  /** The longest message a buyer may write to the recipient. */
  message_max_length: number;
}

/**
 * The terms of a language's settings. A database seeded before gift cards existed has no group
 * until its seed upgrade runs: it sells what the demo shop sells, so a payment never fails on it.
 */
export async function giftcardTerms(ex: Pick<Orm, 'execute'>, language: LanguageCode): Promise<GiftcardTerms> {
  const [row] = rowsOf<{ terms: GiftcardTerms | null }>(await ex.execute(sql`SELECT data -> 'giftcard' AS terms FROM settings WHERE language = ${language}`));
  return row?.terms ?? GIFTCARD_TERMS;
}

/** The designs in the popup's order, named in `language`. */
export async function giftcardDesigns(db: Pick<Db, 'orm'>, language: LanguageCode): Promise<GiftcardDesign[]> {
  const rows = rowsOf<{ id: number; image_no: number; name: string }>(await db.orm.execute(sql`
    SELECT d.id, d.image_no, t.name FROM gift_card_designs d
    JOIN gift_card_design_translations t ON t.design_id = d.id AND t.language = ${language}
    ORDER BY d.position, d.id`));
  return rows.map((row) => ({ id: Number(row.id), name: row.name, image: giftcardImageBase(Number(row.image_no)) }));
}
