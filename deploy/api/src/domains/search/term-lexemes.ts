import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { SEARCH_CONFIG } from '../catalog/name-index';
import { georgianStem } from './ranking';
import type { TermSearch } from './search-repository';

/**
 * A search term as PostgreSQL's text search reads it in the three queries of a search
 * (search-repository.ts `queries`): the lexeme its typed prefix, its stem's prefix and its whole
 * word become; null where the configuration drops the word (a stop word such as "и" or "the"),
 * which PostgreSQL then leaves out of the query.
 */
export interface TermLexemes {
  typed: string | null;
  stem: string | null;
  whole: string | null;
}

/** What a term becomes does not depend on the catalogue: remembered per database, and forgotten all at once past this. */
const MAX_KNOWN_TERMS = 10_000;
const known = new WeakMap<Db, Map<string, TermLexemes | 'several'>>();

/**
 * Each term's lexemes, in the terms' order; undefined when PostgreSQL reads some term as several
 * lexemes (letters and digits it splits), which only the full-text query answers. The database is
 * asked once per new term, in one statement for all of them.
 */
export async function termLexemes(db: Db, { language, terms }: TermSearch): Promise<TermLexemes[] | undefined> {
  let byTerm = known.get(db);
  if (!byTerm || byTerm.size > MAX_KNOWN_TERMS) known.set(db, (byTerm = new Map()));
  const key = (term: string) => `${language}:${term}`;
  const missing = terms.filter((term) => !byTerm.has(key(term)));
  if (missing.length > 0) {
    const config = SEARCH_CONFIG[language];
    const list = sql.join(missing.map((term) => {
      // As search-repository.ts queries them: Georgian has no stemmer, a noun's stem drops its final vowel.
      const stem = language === 'ka-ge'
        ? sql`to_tsquery('simple'::regconfig, ${`'${georgianStem(term)}':*`})`
        : sql`to_tsquery(${config}::regconfig, ${`'${term}':*`})`;
      return sql`(${term}::text, to_tsquery('simple'::regconfig, ${`'${term}':*`})::text, ${stem}::text, to_tsquery(${config}::regconfig, ${`'${term}'`})::text)`;
    }), sql`, `);
    const rows = rowsOf<{ term: string; typed: string; stem: string; whole: string }>(await db.orm.execute(sql`
      SELECT * FROM (VALUES ${list}) AS q(term, typed, stem, whole)`));
    for (const row of rows) {
      const typed = lexemeOf(row.typed);
      const stem = lexemeOf(row.stem);
      const whole = lexemeOf(row.whole);
      byTerm.set(key(row.term), typed === undefined || stem === undefined || whole === undefined ? 'several' : { typed, stem, whole });
    }
  }
  const lexemes = terms.map((term) => byTerm.get(key(term)));
  return lexemes.every((entry): entry is TermLexemes => typeof entry === 'object') ? lexemes : undefined;
}

/** `'плат':*` or `'плат'` → плат; '' (nothing left) → null; anything else (several lexemes) → undefined. */
function lexemeOf(tsquery: string): string | null | undefined {
  if (tsquery === '') return null;
  const match = /^'((?:[^'\\]|'')*)'(?::\*)?$/u.exec(tsquery);
  return match ? match[1]!.replace(/''/g, "'") : undefined;
}
