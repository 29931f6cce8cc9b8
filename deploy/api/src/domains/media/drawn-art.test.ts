/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { KINDS } from '../../db/seed-data/catalog';
import { GIFTCARD_ARTS } from '../../db/seed-data/giftcards';
import { BANNER_ARTS } from '../../db/seed-data/home';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';
import { drawnArt } from './drawn-art';

const firstProductImage = async (t: TestApp) =>
  rowsOf<{ id: number }>(await t.db.orm.execute(sql`SELECT id FROM product_images ORDER BY id LIMIT 1`))[0]!.id;

describe('drawn art', () => {
  describe('as the demo seed writes it', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(); });
    afterAll(async () => { await t.close(); });

    it('holds every outline, banner and design of the demo shop', async () => {
      const art = await drawnArt(t.db);
      expect(Object.fromEntries(art.silhouettes)).toEqual(Object.fromEntries(KINDS.map((kind) => [kind.code, kind.silhouette])));
      expect([...art.banners.values()]).toEqual(expect.arrayContaining(BANNER_ARTS.map((banner) => expect.objectContaining(banner))));
      expect([...art.giftcards.keys()].sort()).toEqual(GIFTCARD_ARTS.map((design) => design.imageNo).sort());
      expect(art.giftcards.get(1)).toEqual({ imageNo: 1, palette: GIFTCARD_ARTS[0]!.palette, motif: GIFTCARD_ARTS[0]!.motif });
    });
  });

  describe('in a shop that wrote none (its own catalogue, its own photos)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      await t.db.orm.execute(sql`DELETE FROM drawn_art`);
    });
    afterAll(async () => { await t.close(); });

    it('draws no banner or card picture, and a product without a photo as a T-shirt', async () => {
      const banner = await t.app.inject({ method: 'GET', url: '/api/media/banner/1-400.webp' });
      const card = await t.app.inject({ method: 'GET', url: '/api/media/giftcard/1-400.webp' });
      const product = await t.app.inject({ method: 'GET', url: `/api/media/product/${await firstProductImage(t)}-400.webp` });
      expect([banner.statusCode, card.statusCode, product.statusCode]).toEqual([404, 404, 200]);
    });

    it('leaves out of the home page the promotions whose picture it cannot draw', async () => {
      const { cookie, token } = await startSession(t.app);
      const home = (url: string) => t.app.inject({ method: 'POST', url, payload: {}, headers: { cookie, 'x-xsrf-token': token, 'x-language': 'en-gb' } });
      const [blocks, carousel] = [await home('/api/promo_legacy/get/all'), await home('/api/promo_legacy/fetch-carousel/')];
      expect([blocks.json(), carousel.json()]).toEqual([{ status: 200, blocks: [] }, { status: 200, slides: [] }]);
    });
  });
});
