/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { statementsDuring } from '../../test/sql-spy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getSettings, SETTINGS_MAX_AGE_MS } from './settings-repository';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
afterEach(() => { jest.restoreAllMocks(); });

describe('getSettings', () => {
  it('answers from memory, and a row edited in the database once the copy in hand is older than the max age', async () => {
    const first = await getSettings(t.db, 'en-gb');
    expect(first?.name).toBeTruthy();
    await t.db.orm.execute(sql`UPDATE settings SET data = jsonb_set(data, '{name}', '"Edited by hand"') WHERE language = 'en-gb'`);
    expect(await statementsDuring(t.db, async () => { expect(await getSettings(t.db, 'en-gb')).toBe(first); })).toEqual([]);

    const later = Date.now() + SETTINGS_MAX_AGE_MS;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    // Too old: still answered at once, while a fresh copy is read for the next caller.
    expect(await getSettings(t.db, 'en-gb')).toBe(first);
    let edited = await getSettings(t.db, 'en-gb');
    for (let tries = 0; edited === first && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      edited = await getSettings(t.db, 'en-gb');
    }
    expect(edited?.name).toBe('Edited by hand');
  });

  it('remembers nothing for a language without settings', async () => {
    await t.db.orm.execute(sql`DELETE FROM settings WHERE language = 'ka-ge'`);
    expect(await getSettings(t.db, 'ka-ge')).toBeUndefined();
    expect(await statementsDuring(t.db, () => getSettings(t.db, 'ka-ge'))).toHaveLength(1);
  });
});
