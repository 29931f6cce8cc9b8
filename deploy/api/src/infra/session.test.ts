/** @jest-environment node */
import { listingIndexOf } from '../domains/catalog/listing-index';
import { statementsDuring } from '../test/sql-spy';
import { createTestApp, startSession, type TestApp } from '../test/test-app';
import { SESSION_TOUCH_INTERVAL_MINUTES } from './session-repository';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
afterEach(() => { jest.restoreAllMocks(); });

describe('sessions', () => {
  it('write the session row on the first POST, then not again for ten minutes', async () => {
    // A POST that asks the database nothing else: a product page the listing index does not know.
    await listingIndexOf(t.db);
    const { cookie, token } = await startSession(t.app);
    const post = () => t.app.inject({ method: 'POST', url: '/api/indexedproducts/get/ru-ru', payload: { url_path: 'no-such-product' }, headers: { cookie, 'x-xsrf-token': token } });
    const sessionWrites = async () => (await statementsDuring(t.db, post)).filter((statement) => statement.includes('"sessions"'));

    expect(await sessionWrites()).toEqual([expect.stringMatching(/^insert into "sessions"/)]);
    expect(await sessionWrites()).toEqual([]);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + SESSION_TOUCH_INTERVAL_MINUTES * 60_000);
    expect(await sessionWrites()).toHaveLength(1);
  });
});
