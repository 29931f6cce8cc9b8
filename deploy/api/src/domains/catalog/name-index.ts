import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { Bitset } from './bitset';

// Which products' names hold which lexemes, per language, exactly as the `search` column of
// product_translations has them (schema.ts: the name stemmed by the language's text search
// configuration, and as typed with 'simple'): search results are found here, not by a full-text
// query per request (domains/search). The lexemes are PostgreSQL's own. A name's lexemes are
// those of its words, as the text search parser never reads a token across whitespace, and the
// names use a few hundred distinct words whatever the catalogue's size: the database turns each
// new word into lexemes once, and the index is built from the names the card store has loaded.

/** The text search configuration of each language (schema.ts SEARCH_CONFIG). */
export const SEARCH_CONFIG: Record<LanguageCode, string> = { 'ru-ru': 'russian', 'en-gb': 'english', 'ka-ge': 'simple' };

/** Shoppers type "е" for "ё": the column folds it before reading the name (schema.ts `folded`). */
const foldYo = (name: string): string => name.replace(/ё/g, 'е').replace(/Ё/g, 'Е');

export class NameIndex {
  private constructor(
    /** Sorted, so the lexemes beginning with a prefix are one run. */
    private readonly lexemes: string[],
    /** The products (positions) having each lexeme. */
    private readonly products: Bitset[],
    private readonly size: number,
  ) {}

  /** `names` by product position; undefined where a product has no name in the language. */
  static async build(db: Db, language: LanguageCode, names: ReadonlyArray<string | undefined>): Promise<NameIndex> {
    // Names repeat (a catalogue combines a few hundred words): each distinct one is read once.
    const wordsOfName = new Map<string, string[]>();
    for (const name of names) {
      if (name !== undefined && !wordsOfName.has(name)) wordsOfName.set(name, foldYo(name).split(/\s+/u).filter(Boolean));
    }
    const lexemesOfWord = await lexemesOfWords(db, language, new Set([...wordsOfName.values()].flat()));

    const lexemes = [...new Set([...lexemesOfWord.values()].flat())].sort();
    const idOf = new Map(lexemes.map((lexeme, id) => [lexeme, id]));
    const lexemeIdsOfName = new Map([...wordsOfName].map(([name, words]) => [name, [...new Set(words.flatMap((word) => lexemesOfWord.get(word)!))].map((lexeme) => idOf.get(lexeme)!)]));
    const products = lexemes.map(() => new Bitset(names.length));
    names.forEach((name, i) => {
      if (name === undefined) return;
      for (const id of lexemeIdsOfName.get(name)!) products[id]!.add(i);
    });
    return new NameIndex(lexemes, products, names.length);
  }

  /** The products having a lexeme that begins with `prefix` (tsquery `'prefix':*`). */
  withPrefix(prefix: string): Bitset {
    const union = new Uint32Array(Math.ceil(this.size / 32));
    for (let k = this.firstAtOrAfter(prefix); k < this.lexemes.length && this.lexemes[k]!.startsWith(prefix); k++) {
      const words = this.products[k]!.words;
      for (let w = 0; w < union.length; w++) union[w]! |= words[w]!;
    }
    return new Bitset(this.size, union);
  }

  /** The products having exactly this lexeme (tsquery `'lexeme'`): the index's own set, to read only. */
  withLexeme(lexeme: string): Bitset {
    const k = this.firstAtOrAfter(lexeme);
    return this.lexemes[k] === lexeme ? this.products[k]! : new Bitset(this.size);
  }

  private firstAtOrAfter(text: string): number {
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Words already turned into lexemes, per database and language: the text search configuration never changes. */
const known = new WeakMap<Db, Map<LanguageCode, Map<string, string[]>>>();
/** A catalogue's vocabulary is a few hundred words; one that keeps changing its words starts over past this. */
const MAX_KNOWN_WORDS = 100_000;
/** Words sent to the database in one statement. */
const WORDS_PER_QUERY = 1000;

/** Each word's lexemes: its stemmed ones (the language's configuration) and its typed ones ('simple'). */
async function lexemesOfWords(db: Db, language: LanguageCode, words: ReadonlySet<string>): Promise<Map<string, string[]>> {
  let byLanguage = known.get(db);
  if (!byLanguage) known.set(db, (byLanguage = new Map()));
  let lexemes = byLanguage.get(language);
  if (!lexemes || lexemes.size > MAX_KNOWN_WORDS) byLanguage.set(language, (lexemes = new Map()));

  const missing = [...words].filter((word) => !lexemes.has(word));
  for (let start = 0; start < missing.length; start += WORDS_PER_QUERY) {
    const values = sql.join(missing.slice(start, start + WORDS_PER_QUERY).map((word) => sql`(${word}::text)`), sql`, `);
    const rows = rowsOf<{ word: string; lexemes: string[] }>(await db.orm.execute(sql`
      SELECT w.word, coalesce((
        SELECT json_agg(DISTINCT l.lexeme)
        FROM unnest(to_tsvector(${SEARCH_CONFIG[language]}::regconfig, w.word) || to_tsvector('simple'::regconfig, w.word)) l
      ), '[]') AS lexemes
      FROM (VALUES ${values}) AS w(word)`));
    for (const row of rows) lexemes.set(row.word, row.lexemes);
  }
  return lexemes;
}
