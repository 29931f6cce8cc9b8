/** @jest-environment node */
import { LANGUAGE_CODES } from '@shop/contracts';
import { blogPosts } from './blog';
import type { BannerShape } from '../../domains/media/drawn-art';
import { BANNER_ARTS, homepageFor } from './home';
import { INFO_PAGES } from './info-pages';
import { settingsFor } from './settings';

describe('demo content', () => {
  const posts = blogPosts();

  it('has 36 posts with unique slugs and images, newest first', () => {
    expect(posts).toHaveLength(36);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(36);
    expect(new Set(posts.map((post) => post.imageNo)).size).toBe(36);
    const times = posts.map((post) => post.publishedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is the same on every run', () => {
    expect(blogPosts()).toEqual(posts);
  });

  it('translates every post and page into each language, Georgian in Georgian script', () => {
    for (const post of posts) {
      for (const language of LANGUAGE_CODES) expect(post.translations[language].title).not.toBe('');
      expect(post.translations['ka-ge'].title).toMatch(/[\u10D0-\u10FF]/);
      expect(post.translations['ru-ru'].title).toMatch(/[А-Яа-я]/);
    }
    expect(INFO_PAGES.map((page) => page.urlPath)).toEqual(
      ['delivery', 'payment', 'returns', 'public-offer', 'personal-data-policy', 'bonus-card', 'contacts', 'franchise', 'info'],
    );
    for (const page of INFO_PAGES) expect(page.translations['ka-ge'].title).toMatch(/[\u10D0-\u10FF]/);
  });

  it('gives neighbouring posts different subjects', () => {
    const subject = (slug: string) => slug.replace(/-(guide|common-mistakes|checklist)$/, '');
    for (let i = 1; i < posts.length; i += 1) expect(subject(posts[i]!.slug)).not.toBe(subject(posts[i - 1]!.slug));
  });

  it('links header and footer to language-neutral paths', () => {
    const settings = settingsFor('en-gb');
    const hrefs = [...settings.header.links.flatMap((l) => l.items), ...settings.footer.columns.flatMap((c) => c.links)].map((l) => l.href);
    for (const href of hrefs) expect(href).toMatch(/^\/(?!en\/)/);
  });

  it('gives the home page the same pieces in every language, each in its words, pictured in the shape of its place', () => {
    const pieces = (language: (typeof LANGUAGE_CODES)[number]) => {
      const { blocks, carousel, ab_banner_variants: variants } = homepageFor(language);
      const shapeOf: Record<string, BannerShape> = { hero: 'hero', category: 'tile', promo: 'strip' };
      return [
        ...blocks.map((block) => ({ ...block, shape: shapeOf[block.type] })),
        ...carousel.map((slide) => ({ ...slide, shape: 'slide' })),
        ...variants.map((variant) => ({ ...variant, shape: 'strip' })),
      ];
    };
    const neutral = (language: (typeof LANGUAGE_CODES)[number]) => pieces(language).map(({ id, href, art, shape }) => ({ id, href, art, shape }));
    for (const language of LANGUAGE_CODES) expect(neutral(language)).toEqual(neutral('ru-ru'));

    const arts = new Map(BANNER_ARTS.map((art) => [art.id, art]));
    for (const { id, href, art, shape } of neutral('ru-ru')) {
      expect({ id, shape: arts.get(art)?.shape }).toEqual({ id, shape });
      expect(href).toMatch(/^\/(?!en\/|ka\/)/);
    }
    for (const piece of pieces('ka-ge')) expect(piece.title).toMatch(/[\u10D0-\u10FF]/);
    for (const piece of pieces('ru-ru')) expect(piece.title).toMatch(/[А-Яа-я]/);

    const { blocks, carousel, ab_banner_variants: variants } = homepageFor('en-gb');
    for (const list of [blocks, carousel, variants]) expect(new Set(list.map((piece) => piece.id)).size).toBe(list.length);
    expect(variants.length).toBeGreaterThanOrEqual(2);
  });
});
