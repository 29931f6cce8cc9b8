/** @jest-environment node */
import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingIndexOf } from '../catalog/listing-index';
import { searchNames } from './name-search';
import { searchTerms } from './ranking';
import { searchProducts } from './search-repository';
import { termLexemes } from './term-lexemes';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** What shoppers type, besides every word of the catalogue and its beginnings: stop words, two words, typos, digits, nothing. */
const TYPED: Record<LanguageCode, string[]> = {
  'ru-ru': ['из', 'платье и юбка', 'платья', 'плать', 'черное платье', 'льняная рубашка', 'плтье', 'для дома', 'пальто из кашемира', '100', 'zzzz'],
  'en-gb': ['the', 'of', 'dresses', 'linen shirt', 'black coat', 't shirt', 'shirts', 'running', 'blak', 'wool', 'x5', 'zzzz'],
  'ka-ge': ['კაბა', 'კაბები', 'შავი კაბა', 'ჯინსი', 'ქუდი', 'და', 'zzzz'],
};

async function phrasesOf(language: LanguageCode): Promise<string[]> {
  const words = rowsOf<{ word: string }>(await t.db.orm.execute(sql`SELECT word FROM search_words WHERE language = ${language} ORDER BY word`)).map((row) => row.word);
  const beginnings = words.flatMap((word) => [word.slice(0, 2), word.slice(0, 4)]);
  const pairs = words.map((word, i) => `${word} ${words[(i * 7) % words.length]}`);
  return [...new Set([...TYPED[language], ...words, ...beginnings, ...pairs.slice(0, 40)])];
}

describe('searchNames', () => {
  it.each(['ru-ru', 'en-gb', 'ka-ge'] as const)('finds in %s what the full-text query finds, in its order, page by page', async (language) => {
    const index = await listingIndexOf(t.db);
    const differences: string[] = [];
    for (const phrase of await phrasesOf(language)) {
      const search = { language, terms: searchTerms(phrase) };
      // A phrase without a term to search ("и": one letter) is answered before any search.
      if (search.terms.length === 0) continue;
      const lexemes = await termLexemes(t.db, search);
      if (!lexemes) {
        differences.push(`${phrase}: not one lexeme a term`);
        continue;
      }
      for (const window of [{ limit: 1000, offset: 0 }, { limit: 24, offset: 24 }]) {
        const expected = await searchProducts(t.db, search, window);
        const found = searchNames(index, language, lexemes, window);
        if (JSON.stringify(found) !== JSON.stringify(expected)) differences.push(`${phrase} @${window.offset}: ${JSON.stringify(found)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('reads a stop word as PostgreSQL does: left out beside other words, nothing on its own', async () => {
    expect(await termLexemes(t.db, { language: 'ru-ru', terms: ['и', 'платье'] })).toEqual([
      { typed: 'и', stem: null, whole: null },
      { typed: 'платье', stem: 'плат', whole: 'плат' },
    ]);
  });
});
