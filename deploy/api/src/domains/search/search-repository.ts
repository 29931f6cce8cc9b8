import type { LanguageCode } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { SEARCH_CONFIG } from '../catalog/name-index';
import { georgianStem, type CategoryCandidate, type MatchLevel, type ProductCandidate } from './ranking';

/** Candidates fetched per kind; ranking.ts picks the suggestions among them. */
const PRODUCT_CANDIDATES = 30;
const CATEGORY_CANDIDATES = 20;
/**
 * Trigram similarity below this is no correction. One slip in a short word scores low: "плтье" →
 * "платье" is 0.44, "blak" → "black" and "jens" → "jeans" 0.375, "trainres" → "trainers" 0.385.
 */
const MIN_CORRECTION_SIMILARITY = 0.35;


/** ts_rank weights {D, C, B, A}: the name as typed (A) counts more than its stems (B). */
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.6, 1.0}'::float4[]`);

const all = (parts: SQL[]): SQL => sql`(${sql.join(parts, sql` && `)})`;

/**
 * The three queries a search runs, all terms required (terms are letters and digits only,
 * ranking.ts searchTerms, and quoted besides):
 * - `found` finds: each term a prefix of a word as typed or of a stem ("плать" → 'плать':* | 'плат':*;
 *   Georgian "კაბა" → 'კაბ':*, ranking.ts georgianStem);
 * - `typed` ranks first: each term a prefix of a word as typed ("пла" in "платье");
 * - `whole` ranks next: each term a whole word up to its ending ("платье" finds "Платья", not "платки").
 */
function queries(language: LanguageCode, terms: readonly string[]): { found: SQL; typed: SQL; whole: SQL } {
  const config = SEARCH_CONFIG[language];
  const typed = terms.map((term) => sql`to_tsquery('simple'::regconfig, ${`'${term}':*`})`);
  const stemPrefix = terms.map((term) => language === 'ka-ge'
    ? sql`to_tsquery('simple'::regconfig, ${`'${georgianStem(term)}':*`})`
    : sql`to_tsquery(${config}::regconfig, ${`'${term}':*`})`);
  return {
    found: all(terms.map((_, i) => sql`(${typed[i]!} || ${stemPrefix[i]!})`)),
    typed: all(typed),
    whole: all(terms.map((term) => sql`to_tsquery(${config}::regconfig, ${`'${term}'`})`)),
  };
}

const matchLevel = sql.raw(`CASE WHEN t.search @@ q.typed THEN 3 WHEN t.search @@ q.whole THEN 2 ELSE 1 END`);

export interface TermSearch { language: LanguageCode; terms: readonly string[] }

/** Categories shown in the menu whose names match the terms, best first. */
export async function findCategories(db: Db, { language, terms }: TermSearch): Promise<CategoryCandidate[]> {
  const q = queries(language, terms);
  const result = await db.orm.execute(sql`
    SELECT * FROM (
      SELECT c.url_path, c.level, c.position, t.name AS title, root.name AS root_title,
        ${matchLevel} AS match_level, ts_rank(${WEIGHTS}, t.search, q.found) AS text_rank
      FROM (SELECT ${q.found} AS found, ${q.typed} AS typed, ${q.whole} AS whole) q, category_translations t
      JOIN categories c ON c.id = t.category_id
      JOIN category_translations root ON root.category_id = split_part(c.path, '/', 1)::int AND root.language = t.language
      WHERE t.language = ${language} AND c.show_in_menu AND t.search @@ q.found
    ) m
    ORDER BY m.match_level DESC, m.text_rank DESC, m.level, m.position
    LIMIT ${CATEGORY_CANDIDATES}`);
  return rowsOf<Omit<CategoryCandidate, 'match' | 'similarity'> & { match_level: number }>(result).map(({ match_level: match, ...row }) => ({
    ...row,
    match: Number(match) as MatchLevel,
    text_rank: Number(row.text_rank),
    similarity: 0,
  }));
}

/**
 * Products whose names match the terms: the most popular of the best match level there is, each
 * with its price in `currency` and its first image. One query per level, best first, and the
 * next only while the better ones leave room: a common word ("джинсы") is answered by walking
 * the popularity index until 30 matches turn up, so the cost does not grow with the catalogue.
 * Stem-start matches (level 1) are looked for only when nothing better matched (ranking.ts).
 */
export async function findProducts(
  db: Db,
  { language, terms, currency, showIn = language }: TermSearch & { currency: string; /** The language the titles are shown in, when the names matched are another's. */ showIn?: LanguageCode },
): Promise<ProductCandidate[]> {
  const q = queries(language, terms);
  const level = (match: MatchLevel, where: SQL, limit: number) => productsMatching(db, { language, showIn, currency, q, match, where, limit });
  const typed = await level(3, sql`t.search @@ ${q.typed}`, PRODUCT_CANDIDATES);
  if (typed.length === PRODUCT_CANDIDATES) return typed;
  const whole = await level(2, sql`t.search @@ ${q.whole} AND NOT t.search @@ ${q.typed}`, PRODUCT_CANDIDATES - typed.length);
  if (typed.length + whole.length > 0) return [...typed, ...whole];
  return level(1, sql`t.search @@ ${q.found}`, PRODUCT_CANDIDATES);
}

interface LevelQuery { language: LanguageCode; showIn: LanguageCode; currency: string; q: ReturnType<typeof queries>; match: MatchLevel; where: SQL; limit: number }

async function productsMatching(db: Db, { language, showIn, currency, q, match, where, limit }: LevelQuery): Promise<ProductCandidate[]> {
  const title = showIn === language
    ? sql`m.name`
    : sql`coalesce((SELECT s.name FROM product_translations s WHERE s.product_id = p.id AND s.language = ${showIn}), m.name)`;
  // The inner query picks the candidates; only those few are joined to prices and images.
  const result = await db.orm.execute(sql`
    SELECT p.id, p.sku, p.url_path, ${title} AS title, p.popularity, m.text_rank, pr.price,
      (SELECT i.id FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_id
    FROM (
      SELECT t.product_id, t.name, ts_rank(${WEIGHTS}, t.search, ${q.found}) AS text_rank
      FROM product_translations t
      JOIN products p ON p.id = t.product_id AND p.status = 'published'
      WHERE t.language = ${language} AND ${where}
      ORDER BY p.popularity DESC NULLS LAST, p.id
      LIMIT ${limit}
    ) m
    JOIN products p ON p.id = m.product_id
    LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = ${currency}
    ORDER BY p.popularity DESC NULLS LAST, p.id`);
  return rowsOf<Omit<ProductCandidate, 'match' | 'similarity'>>(result).map((row) => ({
    ...row,
    match,
    text_rank: Number(row.text_rank),
    similarity: 0,
    price: row.price === null ? null : Number(row.price),
    image_id: row.image_id === null ? null : Number(row.image_id),
  }));
}

/**
 * A page of the products whose names match every term (search results, spec §7 search/query):
 * words as typed first, then whole words, then stems; within each, the most popular first. The
 * results page answers the same from memory (name-search.ts); this query is what it falls back on.
 */
export async function searchProducts(db: Db, { language, terms }: TermSearch, { limit, offset }: { limit: number; offset: number }): Promise<{ total: number; ids: number[] }> {
  const q = queries(language, terms);
  const [row] = rowsOf<{ total: number; ids: number[] }>(await db.orm.execute(sql`
    WITH found AS MATERIALIZED (
      SELECT p.id, p.popularity, ${matchLevel} AS match_level
      FROM (SELECT ${q.found} AS found, ${q.typed} AS typed, ${q.whole} AS whole) q, product_translations t
      JOIN products p ON p.id = t.product_id AND p.status = 'published'
      WHERE t.language = ${language} AND t.search @@ q.found
    )
    SELECT (SELECT count(*) FROM found)::int AS total,
      (SELECT coalesce(json_agg(page.id ORDER BY page.n), '[]') FROM (
        SELECT id, row_number() OVER (ORDER BY match_level DESC, popularity DESC, id) AS n
        FROM found ORDER BY match_level DESC, popularity DESC, id LIMIT ${limit} OFFSET ${offset}
      ) page) AS ids`));
  return { total: Number(row!.total), ids: row!.ids.map(Number) };
}

/**
 * The terms with mistyped ones replaced by the most similar word of the names (search_words,
 * trigram similarity): "плтье" → "платье". A term that begins some word is kept as it is (it
 * may be half typed). Undefined when nothing was corrected; `similarity` is the weakest fix.
 */
export async function correctTerms(db: Db, { language, terms }: TermSearch): Promise<{ terms: string[]; similarity: number } | undefined> {
  const list = sql.join(terms.map((term, i) => sql`(${i}::int, ${term}::text)`), sql`, `);
  const result = await db.orm.execute(sql`
    SELECT t.i, t.term, fix.word, fix.similarity,
      EXISTS (SELECT 1 FROM search_words w WHERE w.language = ${language} AND left(w.word, length(t.term)) = t.term) AS known
    FROM (VALUES ${list}) AS t(i, term)
    LEFT JOIN LATERAL (
      SELECT w.word, similarity(w.word, t.term) AS similarity
      FROM search_words w
      WHERE w.language = ${language} AND w.word % t.term
      ORDER BY similarity DESC, w.word
      LIMIT 1
    ) fix ON true
    ORDER BY t.i`);
  const rows = rowsOf<{ term: string; word: string | null; similarity: number | null; known: boolean }>(result);
  let corrected = false;
  let weakest = 1;
  const fixed = rows.map((row) => {
    const similarity = Number(row.similarity ?? 0);
    if (row.known || row.word === null || similarity < MIN_CORRECTION_SIMILARITY) return row.term;
    corrected = true;
    weakest = Math.min(weakest, similarity);
    return row.word;
  });
  return corrected ? { terms: fixed, similarity: weakest } : undefined;
}

