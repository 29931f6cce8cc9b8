import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from './client';
import { NAME_WORD_KEPT, NAME_WORDS } from './schema';

// The word list search corrects typos against (schema.ts `searchWords`): the seed fills it, and a
// catalogue change adds the words of the names it writes.

/** The statement that adds the words of these products' names to the list (the words it has are left); undefined for none. */
export function productNameWords(productIds: readonly number[]): SQL | undefined {
  if (productIds.length === 0) return undefined;
  return sql`
    INSERT INTO search_words (language, word)
    SELECT DISTINCT n.language, u.lexeme FROM product_translations n, ${sql.raw(NAME_WORDS)}
    WHERE n.product_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)) AND ${sql.raw(NAME_WORD_KEPT)}
    ON CONFLICT DO NOTHING`;
}

/** The words of every category and product name (the seed's catalogue). */
export async function fillSearchWords(tx: Pick<Orm, 'execute'>): Promise<void> {
  await tx.execute(sql`
    INSERT INTO search_words (language, word)
    SELECT DISTINCT n.language, u.lexeme
    FROM (SELECT language, name FROM category_translations UNION ALL SELECT language, name FROM product_translations) n, ${sql.raw(NAME_WORDS)}
    WHERE ${sql.raw(NAME_WORD_KEPT)}
    ON CONFLICT DO NOTHING`);
}
