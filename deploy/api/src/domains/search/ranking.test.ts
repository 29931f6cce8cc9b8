/** @jest-environment node */
import { fold, georgianStem, prefixMatch, rankSuggestions, searchTerms, type CategoryCandidate, type ProductCandidate, type RankInput } from './ranking';

describe('searchTerms', () => {
  it('keeps letters and digits only, folded', () => {
    expect(searchTerms('  Чёрное ПЛАТЬЕ  ')).toEqual(['черное', 'платье']);
    expect(searchTerms("платье'; DROP TABLE products; --")).toEqual(['платье', 'drop', 'table', 'products']);
    expect(searchTerms('100% шёлк')).toEqual(['100', 'шелк']);
    expect(searchTerms('👗 dress')).toEqual(['dress']);
    expect(searchTerms('a:* & b | !c <-> (d)')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops one-letter words next to longer ones and repeated words, and keeps six', () => {
    expect(searchTerms('платье и юбка')).toEqual(['платье', 'юбка']);
    expect(searchTerms('a b')).toEqual(['a', 'b']);
    expect(searchTerms('coat coat COAT')).toEqual(['coat']);
    expect(searchTerms('one two three four five six seven eight')).toHaveLength(6);
  });

  it('searches nothing for fewer than 2 or more than 100 characters, or no letters at all', () => {
    expect(searchTerms('п')).toEqual([]);
    expect(searchTerms('  п  ')).toEqual([]);
    expect(searchTerms('пл')).toEqual(['пл']);
    expect(searchTerms('я'.repeat(100))).toHaveLength(1);
    expect(searchTerms('я'.repeat(101))).toEqual([]);
    expect(searchTerms('%%')).toEqual([]);
    expect(searchTerms('👗👠')).toEqual([]);
    expect(searchTerms("'';--")).toEqual([]);
  });

  it('counts an emoji as one character', () => {
    expect(searchTerms(`${'👗'.repeat(50)}ab`)).toEqual(['ab']);
  });
});

describe('word helpers', () => {
  it('fold lower-cases and reads ё as е', () => {
    expect(fold('ЁЛКА Ёж')).toBe('елка еж');
  });

  it('prefixMatch needs every term to begin some word', () => {
    expect(prefixMatch(['льн', 'руб'], 'Белая рубашка из льна')).toBe(true);
    expect(prefixMatch(['руб', 'шерст'], 'Белая рубашка из льна')).toBe(false);
    expect(prefixMatch(['аш'], 'рубашка')).toBe(false);
    expect(prefixMatch([], 'рубашка')).toBe(false);
  });

  it('georgianStem drops the final vowel of longer words', () => {
    expect(georgianStem('კაბა')).toBe('კაბ');
    expect(georgianStem('შავი')).toBe('შავ');
    expect(georgianStem('ქუდი')).toBe('ქუდ');
    expect(georgianStem('კაბ')).toBe('კაბ');
    expect(georgianStem('ჯინს')).toBe('ჯინს');
  });
});

const category = (title: string, extra: Partial<CategoryCandidate> = {}): CategoryCandidate => ({
  title, url_path: `c/${title}`, level: 3, position: 0, root_title: 'Женщинам', match: 3, text_rank: 0.5, similarity: 0, ...extra,
});
let nextId = 1;
const product = (title: string, extra: Partial<ProductCandidate> = {}): ProductCandidate => {
  const id = nextId++;
  return { id, title, url_path: `p-${id}`, sku: `SKU-${id}`, popularity: 0, match: 3, text_rank: 0.5, similarity: 0, price: 4900, image_id: id * 10, ...extra };
};
const input = (extra: Partial<RankInput>): RankInput => ({
  phrase: 'пла', popular: [], categories: [], products: [], currency: 'USD', imageUrl: (id) => `/img/${id}`, ...extra,
});

describe('rankSuggestions', () => {
  it('puts popular phrases first, then categories, then products', () => {
    const result = rankSuggestions(input({
      popular: ['пальто', 'платье', 'джинсы'],
      categories: [category('Платья')],
      products: [product('Красное платье')],
    }));
    expect(result.map((s) => `${s.type}:${s.title}`)).toEqual(['phrase:платье', 'category:Платья', 'product:Красное платье']);
  });

  it('matches popular phrases by word starts, those beginning with the phrase first', () => {
    const result = rankSuggestions(input({ phrase: 'руб', popular: ['льняная рубашка', 'пальто', 'рубашка в клетку'] }));
    expect(result.map((s) => s.title)).toEqual(['рубашка в клетку', 'льняная рубашка']);
    const corrected = rankSuggestions(input({ phrase: 'кросовки', corrected: ['кроссовки'], popular: ['кроссовки'] }));
    expect(corrected.map((s) => s.title)).toEqual(['кроссовки']);
  });

  it('shows at most ten: three phrases, three categories, the rest products', () => {
    const result = rankSuggestions(input({
      phrase: 'п',
      popular: ['п1', 'п2', 'п3', 'п4'],
      categories: ['К1', 'К2', 'К3', 'К4'].map((t) => category(t)),
      products: Array.from({ length: 20 }, (_, i) => product(`Товар ${i}`)),
    }));
    expect(result).toEqual([]);
    const full = rankSuggestions(input({
      phrase: 'пп',
      popular: ['пп1', 'пп2', 'пп3', 'пп4'],
      categories: ['К1', 'К2', 'К3', 'К4'].map((t) => category(t)),
      products: Array.from({ length: 20 }, (_, i) => product(`Товар ${i}`)),
    }));
    expect(full).toHaveLength(10);
    expect(full.map((s) => s.type)).toEqual(['phrase', 'phrase', 'phrase', 'category', 'category', 'category', 'product', 'product', 'product', 'product']);
  });

  it('gives spare product slots to categories', () => {
    const result = rankSuggestions(input({ categories: ['К1', 'К2', 'К3', 'К4', 'К5'].map((t) => category(t)), products: [product('Товар')] }));
    expect(result.map((s) => s.type)).toEqual(['category', 'category', 'category', 'category', 'category', 'product']);
  });

  it('orders categories by match level, then rank, then depth and position', () => {
    const result = rankSuggestions(input({
      categories: [
        category('typo', { match: 0, similarity: 0.9 }),
        category('whole', { match: 2, text_rank: 0.9 }),
        category('typed, deep', { level: 3 }),
        category('typed, top', { level: 1 }),
        category('typed, better rank', { text_rank: 0.8, level: 3 }),
      ],
    }));
    expect(result.map((s) => s.title)).toEqual(['typed, better rank', 'typed, top', 'typed, deep', 'whole', 'typo']);
  });

  it('orders products by match level, then popularity, then rank', () => {
    const result = rankSuggestions(input({
      products: [
        product('typo, close', { match: 0, similarity: 0.9 }),
        product('typo, far but popular', { match: 0, similarity: 0.5, popularity: 9999 }),
        product('whole, popular', { match: 2, popularity: 9999 }),
        product('typed, unpopular', { popularity: 1, text_rank: 0.9 }),
        product('typed, popular', { popularity: 900 }),
        product('typed, popular, better rank', { popularity: 900, text_rank: 0.8 }),
      ],
    }));
    expect(result.map((s) => s.title)).toEqual([
      'typed, popular, better rank', 'typed, popular', 'typed, unpopular', 'whole, popular', 'typo, close', 'typo, far but popular',
    ]);
  });

  it('keeps stem-start matches only when nothing matches better', () => {
    const alone = rankSuggestions(input({ categories: [category('Шарфы и платки', { match: 1 })] }));
    expect(alone.map((s) => s.title)).toEqual(['Шарфы и платки']);
    const beaten = rankSuggestions(input({ categories: [category('Шарфы и платки', { match: 1 }), category('Платья', { match: 2 })] }));
    expect(beaten.map((s) => s.title)).toEqual(['Платья']);
  });

  it('shows one product per title and tells equal category names apart by their section', () => {
    const result = rankSuggestions(input({
      categories: [category('Джинсы', { url_path: 'women/clothing/jeans' }), category('Джинсы', { url_path: 'men/clothing/jeans', root_title: 'Мужчинам', position: 1 })],
      products: [product('Синие джинсы', { popularity: 5 }), product('синие джинсы', { popularity: 1 })],
    }));
    expect(result.map((s) => s.title)).toEqual(['Джинсы (Женщинам)', 'Джинсы (Мужчинам)', 'Синие джинсы']);
  });

  it('describes a product with its url, sku, 400 px image and price', () => {
    const [suggestion] = rankSuggestions(input({ products: [product('Платье', { id: 7, url_path: 'dress-7', sku: 'DRS-000007', image_id: 70, price: 12900 })], currency: 'GEL' }));
    expect(suggestion).toEqual({ type: 'product', title: 'Платье', url_path: 'dress-7', sku: 'DRS-000007', image: '/img/70', price: 12900, currency: 'GEL' });
    const [bare] = rankSuggestions(input({ products: [product('Платье', { image_id: null, price: null })] }));
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('price');
  });
});
