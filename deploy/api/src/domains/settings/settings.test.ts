/** @jest-environment node */
import { Settings } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

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

  it('rejects an unknown language with the validation envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/de-de' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});
