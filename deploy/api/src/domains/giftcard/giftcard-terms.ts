import type { CurrencyCode, GiftcardDesign, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
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
 * A language whose settings have no `giftcard` group sells no cards; one already sold (before the
 * group was taken away) still gets a validity, so its payment never fails.
 */
export const NO_GIFTCARDS: GiftcardTerms = { denominations: { USD: [], RUB: [], GEL: [] }, validity_months: 12, message_max_length: 300 };

/** The terms of a language's settings (the demo seed writes its own, db/seed-data/giftcards.ts). */
export async function giftcardTerms(ex: Pick<Orm, 'execute'>, language: LanguageCode): Promise<GiftcardTerms> {
  const [row] = rowsOf<{ terms: GiftcardTerms | null }>(await ex.execute(sql`SELECT data -> 'giftcard' AS terms FROM settings WHERE language = ${language}`));
  return row?.terms ?? NO_GIFTCARDS;
}

/** The designs in the popup's order, named in `language`. */
export async function giftcardDesigns(db: Pick<Db, 'orm'>, language: LanguageCode): Promise<GiftcardDesign[]> {
  const rows = rowsOf<{ id: number; image_no: number; name: string }>(await db.orm.execute(sql`
    SELECT d.id, d.image_no, t.name FROM gift_card_designs d
    JOIN gift_card_design_translations t ON t.design_id = d.id AND t.language = ${language}
    ORDER BY d.position, d.id`));
  return rows.map((row) => ({ id: Number(row.id), name: row.name, image: giftcardImageBase(Number(row.image_no)) }));
}
