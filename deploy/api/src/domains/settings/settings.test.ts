/** @jest-environment node */
import { CATEGORY_PAGE_SIZE, Settings } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forgetSettings } from './settings-repository';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/settings/{language}', () => {
  it('answers the settings of each language in the contract shape', async () => {
    for (const [code, open] of [['ru-ru', 'Ежедневно'], ['en-gb', 'Daily'], ['ka-ge', 'ყოველდღე']] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/settings/${code}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe(200);
      expect(contractErrors(Settings, body.settings)).toEqual([]);
      expect(body.settings.language).toBe(code);
      expect(body.settings.open).toContain(open);
      // Stored in the same row, served by the home endpoints only: every page carries these settings.
      expect(body.settings).not.toHaveProperty('homepage');
    }
  });

  it('lists the three languages with their URL prefixes', async () => {
    const { settings } = (await t.app.inject({ method: 'GET', url: '/api/settings/en-gb' })).json();
    expect(settings.languages).toEqual([
      { code: 'ru-ru', url: '', title: 'Русский' },
      { code: 'en-gb', url: 'en', title: 'English' },
      { code: 'ka-ge', url: 'ka', title: 'ქართული' },
    ]);
    expect(settings.header.links.length).toBeGreaterThan(1);
    expect(settings.footer.columns.length).toBeGreaterThan(1);
    expect(settings.content.contactButtons.buttons.length).toBeGreaterThan(0);
  });

  it('answers a row without the page groups (an older seed, a hand edit) with their defaults, never a failure', async () => {
    const [saved] = ((await t.db.orm.execute(sql`SELECT data FROM settings WHERE language = 'en-gb'`)) as unknown as { rows: Array<{ data: unknown }> }).rows;
    await t.db.orm.execute(sql`UPDATE settings SET data = data - 'product' - 'categorySettings' - 'inSPBSettings' - 'infoPage' WHERE language = 'en-gb'`);
    forgetSettings(t.db);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/settings/en-gb' });
      expect(response.statusCode).toBe(200);
      expect(response.json().settings).toMatchObject({
        product: { notes: [] },
        categorySettings: { page_size: CATEGORY_PAGE_SIZE },
        inSPBSettings: { status: false },
        infoPage: { links: [] },
      });
    } finally {
      await t.db.orm.execute(sql`UPDATE settings SET data = ${JSON.stringify(saved!.data)}::jsonb WHERE language = 'en-gb'`);
      forgetSettings(t.db);
    }
  });

  it('rejects an unknown language with the validation envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/de-de' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('the currency of a reply (x-currency)', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('states the currencies, the one honoured and the minimum order in it', async () => {
    for (const [currency, minimum] of [['USD', 1_000], ['RUB', 100_000], ['GEL', 3_000]] as const) {
      const { settings } = (await get('/api/settings/en-gb', { 'x-currency': currency })).json();
      expect([settings.currency, settings.currencies, settings.order.minimum_total]).toEqual([currency, ['USD', 'RUB', 'GEL'], minimum]);
    }
    expect((await get('/api/settings/en-gb', { 'x-currency': 'EUR' })).json().settings.currency).toBe('USD');
  });

  it('writes the amounts the shop\'s texts name in it: the tagline, the delivery page, the A/B banner', async () => {
    const tagline = async (currency: string) => plain((await get('/api/settings/en-gb', { 'x-currency': currency })).json().settings.header.tagline.title);
    expect(await tagline('USD')).toBe('Free delivery on orders over 60 $ — <b>details</b>');
    expect(await tagline('RUB')).toBe('Free delivery on orders over 5 000 ₽ — <b>details</b>');
    expect(await tagline('GEL')).toBe('Free delivery on orders over 150 ₾ — <b>details</b>');

    const delivery = await get('/api/url/resolve?path=delivery', { 'x-language': 'ka-ge', 'x-currency': 'GEL' });
    expect(plain(delivery.json().data.page.content)).toContain('150 ₾-ზე მეტი შეკვეთა');
    expect(delivery.json().data.page.content).not.toContain('{{price');
    expect(delivery.headers.vary).toContain('x-currency');

    const banner = (await get('/api/ab/get-banner', { 'x-language': 'ru-ru', 'x-currency': 'RUB', cookie: 'ab_banner=delivery-free' })).json().banner;
    expect(plain(banner.title)).toBe('Бесплатная доставка от 5 000 ₽');
  });

  it('leaves a reply that names no amount alone: it does not vary by the currency', async () => {
    expect((await get('/api/blog/posts/1/3', { 'x-currency': 'RUB' })).headers.vary).toBe('x-language');
  });
});
