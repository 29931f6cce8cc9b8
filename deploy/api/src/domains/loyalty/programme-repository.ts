import { DEFAULT_LANGUAGE, type LanguageCode, type LoyaltyLevel, type LoyaltyRules } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { getSettings } from '../settings/settings-repository';
import { appendEntry } from './ledger-repository';

// The programme itself: its rules (settings.loyalty), its levels, and who has joined. Read through
// whichever executor the caller holds: inside a transaction, a read on the database handle would
// wait for the transaction's own connection (PGlite has one).

/** settings.loyalty of a language (each language's settings name its own currency, which a point is worth minor units of). */
async function loyaltyRules(ex: Orm, language: LanguageCode): Promise<LoyaltyRules> {
  const [row] = rowsOf<{ rules: LoyaltyRules | null }>(await ex.execute(sql`SELECT data->'loyalty' AS rules FROM settings WHERE language = ${language}`));
  if (!row?.rules) throw new Error(`settings.loyalty of ${language} is missing: the database needs seed version 9`);
  return row.rules;
}

/** The levels by threshold, named in `language` (in Russian where a name is missing). */
export async function loyaltyLevels(ex: Orm, language: LanguageCode): Promise<LoyaltyLevel[]> {
  return rowsOf<LoyaltyLevel>(await ex.execute(sql`
    SELECT l.id, coalesce(t.name, ru.name, '') AS name, l.threshold, l.discount_percent AS discount, l.cashback_percent AS cashback
    FROM loyalty_levels l
    LEFT JOIN loyalty_level_translations t ON t.level_id = l.id AND t.language = ${language}
    LEFT JOIN loyalty_level_translations ru ON ru.level_id = l.id AND ru.language = ${DEFAULT_LANGUAGE}
    ORDER BY l.threshold`)).map((level) => ({
    id: Number(level.id), name: level.name, threshold: Number(level.threshold), discount: Number(level.discount), cashback: Number(level.cashback),
  }));
}

/** The rules and levels a cart, an order or the membership page counts with. */
export interface Programme { rules: LoyaltyRules; levels: LoyaltyLevel[] }

/** Inside a transaction: one query after the other, since its one connection takes a query at a time. */
export async function loyaltyProgramme(ex: Orm, language: LanguageCode): Promise<Programme> {
  return { rules: await loyaltyRules(ex, language), levels: await loyaltyLevels(ex, language) };
}

/**
 * Outside a transaction (a cart reply, the membership page): the rules from the settings this
 * process keeps (read at most every 10 s, settings-repository.ts), the levels from the database.
 */
export async function currentProgramme(db: Db, language: LanguageCode): Promise<Programme> {
  const [settings, levels] = await Promise.all([getSettings(db, language), loyaltyLevels(db.orm, language)]);
  if (!settings) throw new Error(`settings of ${language} are missing: the database is not seeded`);
  return { rules: settings.loyalty, levels };
}

/**
 * Joins the customer to the programme, with a `joined` row in their history; joining again
 * changes nothing. The conditional update makes two concurrent joins write one row.
 */
export async function joinProgramme(db: Pick<Db, 'orm'>, customerId: number): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const joined = rowsOf(await tx.execute(sql`
      UPDATE customers SET loyalty_status = 'active' WHERE id = ${customerId} AND loyalty_status = 'none' RETURNING id`));
    if (joined.length > 0) await appendEntry(tx, { customerId, action: 'joined' });
  });
}
