/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './commands';

type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** A fake shop: answers each call with the next reply, and keeps what was sent. */
function shop(...replies: Array<{ status?: number; body: object; headers?: Array<[string, string]> }>) {
  const calls: Call[] = [];
  const fetch = (async (url: URL, init: RequestInit) => {
    calls.push({ method: String(init.method), url: String(url), headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.shift();
    if (!reply) throw new Error('connect ECONNREFUSED');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: [['content-type', 'application/json'], ...reply.headers ?? []] });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

async function ops(argv: string[], fake: ReturnType<typeof shop>, env: NodeJS.ProcessEnv = { SHOP_TOKEN: 'shop_test' }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), env, fetch: fake.fetch, wait: async () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const ORDER = {
  id: 42, status: 'shipped', kind: 'order', placed_at: '2026-11-28T07:45:00.000Z', customer_id: 7, name: 'Анна Петрова', email: 'anna@example.com',
  telephone: '+79123456789', payment_method: 'card', grand_total: 4599, currency: 'USD', units: 1, language: 'ru-ru', address: 'Москва, Тверская, 7',
  shipping_method: 'courier', comment: '', tracking_number: 'RR1', tracking_link: 'https://track.example/RR1', totals: [],
  lines: [{ sku: 'W-1', name: 'Платье', size: 'M', price: 4599, quantity: 1 }], payments: [{ attempt: 1, result: 'paid', card_last4: '4242', at: '2026-11-28T07:46:00.000Z' }],
  history: [{ id: 1, at: '2026-11-28T08:00:00.000Z', actor: 'token:2 warehouse', action: 'order.shipped', target: 'order:42', before: null, after: null, reason: '' }],
};

describe('pnpm ops', () => {
  it('ships an order with its tracking through the admin API, with the token, and says what happened', async () => {
    const fake = shop({ body: { status: 200, order: ORDER } });
    const result = await ops(['orders', 'ship', '42', '--tracking', 'RR1', '--tracking-link', 'https://track.example/RR1', '--reason', 'weekly run', '--url', 'http://shop.test:9000'], fake);
    expect(result).toMatchObject({ code: 0, out: 'Order 42 is shipped; the customer is told by e-mail.' });
    expect(fake.calls).toEqual([{
      method: 'POST', url: 'http://shop.test:9000/api/admin/orders/42/status', headers: expect.objectContaining({ authorization: 'Bearer shop_test' }),
      body: { status: 'shipped', tracking_number: 'RR1', tracking_link: 'https://track.example/RR1', reason: 'weekly run' },
    }]);
  });

  it('prints an order for people, or the reply as JSON for scripts', async () => {
    const shown = await ops(['orders', 'show', '42'], shop({ body: { status: 200, order: ORDER } }));
    expect(shown.out).toContain('Order 42: shipped (order, card), placed 2026-11-28 07:45, 45.99 USD');
    expect(shown.out).toContain('Tracking: RR1 https://track.example/RR1');
    expect(shown.out).toMatch(/W-1 +Платье +M +1 +45\.99 USD/);
    const json = await ops(['orders', 'show', '42', '--json'], shop({ body: { status: 200, order: ORDER } }));
    expect(JSON.parse(json.out)).toEqual({ status: 200, order: ORDER });
  });

  it('passes list filters as the query', async () => {
    const fake = shop({ body: { status: 200, orders: [ORDER], total: 51, page: 1, limit: 50 } });
    const result = await ops(['orders', 'list', '--status', 'paid', '--customer', 'anna@example.com'], fake);
    expect(fake.calls[0]!.url).toBe('http://localhost:8080/api/admin/orders?status=paid&customer=anna%40example.com');
    expect(result.out).toContain('1 of 51, page 1 (next: --page 2)');
  });

  it('says which role a refusal needs, and what to do without a token or a shop', async () => {
    const refused = await ops(['tokens', 'list'], shop({ status: 403, body: { status: 403, error: 'forbidden', message: 'This needs the admin role' } }));
    expect(refused).toMatchObject({ code: 1, err: 'Refused: This needs the admin role.' });
    const noToken = await ops(['orders'], shop(), {});
    expect(noToken).toMatchObject({ code: 1, err: expect.stringContaining('set SHOP_TOKEN') });
    const down = await ops(['me'], shop());
    expect(down).toMatchObject({ code: 1, err: expect.stringContaining('is the shop running?') });
    const wrong = await ops(['orders', 'cancel', '42'], shop({ status: 400, body: { status: 400, error: 'wrong_status', message: 'Order 42 is shipped: it cannot become cancelled' } }));
    expect(wrong).toMatchObject({ code: 1, err: 'wrong_status: Order 42 is shipped: it cannot become cancelled' });
  });

  it('makes the first admin as a browser would: a session, then the setup with its XSRF token', async () => {
    const fake = shop(
      { body: { status: 200 }, headers: [['set-cookie', 'sid=abc.sig; Path=/; HttpOnly'], ['set-cookie', 'XSRF-TOKEN=tok%3D; Path=/']] },
      { body: { status: 200, customer_id: 1, token: { id: 1, name: 'setup', role: 'admin', token: 'shop_new' } } },
    );
    const result = await ops(['setup', '--code', 'ABCD-EFGH-JKLM-NPQR', '--email', 'owner@example.com'], fake, {});
    expect(result.code).toBe(0);
    expect(result.out).toContain('export SHOP_TOKEN=shop_new');
    expect(fake.calls[1]).toEqual({
      method: 'POST', url: 'http://localhost:8080/api/admin/setup', headers: expect.objectContaining({ cookie: 'sid=abc.sig; XSRF-TOKEN=tok%3D', 'x-xsrf-token': 'tok=' }),
      body: { code: 'ABCD-EFGH-JKLM-NPQR', identifier: 'owner@example.com' },
    });
  });

  it('sends stock, promo code and points changes as the admin API takes them', async () => {
    const stock = { sku: 'W-1', size: 'M', name: 'Платье', units: 3, stock_status: 'inStock', waiting: 0 };
    const adjusted = shop({ body: { status: 200, stock, notified: 2 } });
    expect((await ops(['stock', 'adjust', 'W-1', 'm', '+3', '--reason', 'delivery'], adjusted)).out).toContain('2 waiting shopper(s) told it is back.');
    expect(adjusted.calls[0]!.body).toEqual({ sku: 'W-1', size: 'm', adjust: 3, reason: 'delivery' });

    const code = { id: 5, code: 'WINTER15', kind: 'percent', value: 15, currency: 'USD', min_total: 5000, starts_at: null, ends_at: null, requires_login: true,
      customer_groups: null, category_ids: [12, 15], max_uses: null, max_uses_per_client: 1, uses: 0 };
    const created = shop({ body: { status: 200, code } });
    expect((await ops(['promo', 'create', 'winter15', '--percent', '15', '--min-total', '5000', '--currency', 'USD', '--login', '--categories', '12, 15', '--max-uses-per-client', '1'], created)).code).toBe(0);
    expect(created.calls[0]!.body).toEqual({ code: 'winter15', kind: 'percent', value: 15, currency: 'USD', min_total: 5000, requires_login: true, category_ids: [12, 15], max_uses_per_client: 1 });

    expect(await ops(['points', '7', 'adjust', '+500'], shop())).toMatchObject({ code: 2, err: expect.stringContaining('Say why with --reason.') });
    const points = shop({ body: { status: 200, customer_id: 7, balance: 500, ledger: [{ id: 1, action: 'adjusted', points: 500, order_id: null, at: '2026-11-28T08:00:00.000Z' }] } });
    expect((await ops(['points', '7', 'adjust', '+500', '--reason', 'late parcel'], points)).out).toContain('Customer 7: 500 points');
    expect(points.calls[0]).toMatchObject({ url: 'http://localhost:8080/api/admin/customers/7/points', body: { points: 500, reason: 'late parcel' } });
  });

  it('takes a number with its minus as a value, and a date for a promo code\'s start and end', async () => {
    const stock = { sku: 'W-1', size: 'M', name: 'Платье', units: 0, stock_status: 'outOfStock', waiting: 0 };
    const taken = shop({ body: { status: 200, stock, notified: 0 } });
    expect((await ops(['stock', 'adjust', 'W-1', 'm', '-10', '--reason', 'damaged'], taken)).code).toBe(0);
    expect(taken.calls[0]!.body).toEqual({ sku: 'W-1', size: 'm', adjust: -10, reason: 'damaged' });
    const points = shop({ body: { status: 200, customer_id: 7, balance: 0, ledger: [] } });
    expect((await ops(['points', '7', 'adjust', '-100', '--reason', 'mistake'], points)).code).toBe(0);
    expect(points.calls[0]!.body).toEqual({ points: -100, reason: 'mistake' });

    const code = { id: 6, code: 'JUNE', kind: 'percent', value: 5, currency: null, min_total: null, starts_at: '2027-05-01T00:00:00.000Z', ends_at: '2027-06-02T00:00:00.000Z',
      requires_login: false, customer_groups: null, category_ids: null, max_uses: null, max_uses_per_client: null, uses: 0 };
    const dated = shop({ body: { status: 200, code } });
    expect((await ops(['promo', 'create', 'june', '--percent', '5', '--starts', '2027-05-01', '--ends', '2027-06-01'], dated)).code).toBe(0);
    expect(dated.calls[0]!.body).toMatchObject({ starts_at: '2027-05-01T00:00:00.000Z', ends_at: '2027-06-02T00:00:00.000Z' });
    expect(await ops(['promo', 'create', 'june', '--percent', '5', '--ends', '2027-02-30'], shop())).toMatchObject({ code: 2, err: expect.stringContaining('--ends takes a date (YYYY-MM-DD) or a time') });

    // An ended code enabled again, through a day.
    const enabled = shop({ body: { status: 200, code: { ...code, ends_at: '2027-07-01T00:00:00.000Z' } } });
    const again = await ops(['promo', 'enable', '6', '--ends', '2027-06-30', '--reason', 'one more month'], enabled);
    expect(again.out).toContain('JUNE applies again until');
    expect(enabled.calls[0]).toMatchObject({ url: 'http://localhost:8080/api/admin/promo-codes/6/enable', body: { ends_at: '2027-07-01T00:00:00.000Z', reason: 'one more month' } });
  });

  it('names the allowed words of a filter, and keeps a long audit change from widening the other rows', async () => {
    const badStatus = await ops(['orders', 'list', '--status', 'sent'], shop());
    expect(badStatus).toMatchObject({ code: 2, err: expect.stringContaining('--status is one of new, awaiting_payment, paid') });
    const entry = (id: number, after: object | null) => ({ id, at: '2026-11-28T08:00:00.000Z', actor: 'token:2 warehouse', action: 'stock.adjusted', target: `stock:${id}`, before: null, after, reason: 'count' });
    const long = { units: 3, note: 'x'.repeat(300) };
    const audit = await ops(['audit'], shop({ body: { status: 200, entries: [entry(2, long), entry(1, null)] } }));
    const lines = audit.out.split('\n');
    expect(lines[0]).toMatch(/^id +at +who +what +target +why$/);
    expect(lines[1]).toMatch(/^2 +2026-11-28 08:00 +token:2 warehouse +stock\.adjusted +stock:2 +count$/);
    expect(lines[2]).toBe(`    after  ${JSON.stringify(long)}`);
    expect(lines[3]!.length).toBeLessThan(100);
  });

  it('imports a catalogue file from where the command was typed, and lists its bad rows', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ops-'));
    await writeFile(join(folder, 'autumn.csv'), 'sku,price_usd\nA-1,cheap\n');
    const fake = shop({ body: { status: 200, dry_run: true, created: 0, updated: 0, unchanged: 0, errors: [{ line: 2, column: 'price_usd', reason: 'an amount above 0 such as 45.99' }], error_count: 1, changes: [], changes_left_out: 0 } });
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['catalog', 'import', 'autumn.csv', '--dry-run'], { out: (line) => out.push(line), err: (line) => err.push(line), env: { SHOP_TOKEN: 't' }, fetch: fake.fetch, cwd: folder });
    expect(code).toBe(1);
    expect(fake.calls[0]!.body).toEqual({ format: 'csv', content: 'sku,price_usd\nA-1,cheap\n', dry_run: true });
    expect(out.join('\n')).toMatch(/Would create 0, update 0, leave 0 alone\.[\s\S]*2 +price_usd +an amount above 0 such as 45\.99/);
    expect(err).toEqual(['1 problem(s) in autumn.csv.']);
    await rm(folder, { recursive: true, force: true });
  });

  it('imports a file: prints what it changes, then the progress of its job until done', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ops-'));
    await writeFile(join(folder, 'prices.csv'), 'sku,price_usd\nW-1,39.00\n');
    const job = { id: 7, status: 'running', actor: 'token:1 ops', reason: '', rows_total: 5000, rows_done: 0, created: 1, updated: 4999, unchanged: 0, error: null, started_at: '2026-12-07T10:00:00.000Z', finished_at: null };
    const fake = shop(
      { body: {
        status: 200, dry_run: false, created: 1, updated: 4999, unchanged: 0, errors: [], error_count: 0, changes_left_out: 4900, job,
        changes: [
          { line: 2, sku: 'W-1', action: 'update', fields: [{ column: 'price_usd', before: '45.99', after: '39.00' }, { column: 'sizes', before: 's:1', after: 's:4' }] },
          { line: 3, sku: 'W-NEW', action: 'create', fields: [{ column: 'name_ru', before: null, after: 'Платье' }, { column: 'name_en', before: null, after: 'Linen dress' }] },
        ],
      } },
      { body: { status: 200, job: { ...job, rows_done: 1500 } } },
      { body: { status: 200, job: { ...job, rows_done: 1500 } } },
      { body: { status: 200, job: { ...job, rows_done: 5000, status: 'done', finished_at: '2026-12-07T10:01:00.000Z' } } },
    );
    const out: string[] = [];
    const code = await runCli(['catalog', 'import', 'prices.csv'], { out: (line) => out.push(line), err: () => undefined, env: { SHOP_TOKEN: 't' }, fetch: fake.fetch, cwd: folder, wait: async () => undefined });
    expect(code).toBe(0);
    expect(fake.calls.slice(1).map((call) => call.url)).toEqual(Array(3).fill('http://localhost:8080/api/admin/catalog/imports/7'));
    const lines = out.join('\n').split('\n');
    expect(lines[0]).toBe('Creates 1, updates 4,999, leaves 0 alone.');
    expect(lines).toEqual(expect.arrayContaining([
      expect.stringMatching(/^2 +W-1 +update +price_usd +45\.99 +39\.00$/),
      expect.stringMatching(/^ +sizes +s:1 +s:4$/),
      expect.stringMatching(/^3 +W-NEW +new +Linen dress$/),
      '… and 4,900 more rows that change something (the first 100 are shown).',
    ]));
    expect(lines.slice(-5)).toEqual(['Import 7 is running:', '0 of 5,000 rows', '1,500 of 5,000 rows', '5,000 of 5,000 rows', 'Created 1, updated 4,999, left 0 alone.']);
    await rm(folder, { recursive: true, force: true });
  });

  it('says where an import stopped and exits 1, and lists the latest imports', async () => {
    const job = { id: 8, status: 'failed', actor: 'customer:3 anna@mira.example', reason: '', rows_total: 60, rows_done: 50, created: 0, updated: 60, unchanged: 0,
      error: 'line 56: RACE-55 was changed in the shop after the file was checked', started_at: '2026-12-07T10:00:00.000Z', finished_at: '2026-12-07T10:00:02.000Z' };
    const stopped = await ops(['catalog', 'imports', '8'], shop({ body: { status: 200, job } }));
    expect(stopped).toMatchObject({ code: 1, out: '50 of 60 rows', err: 'Import 8 stopped after 50 of 60 rows: line 56: RACE-55 was changed in the shop after the file was checked' });
    const listed = await ops(['catalog', 'imports'], shop({ body: { status: 200, jobs: [job] } }));
    expect(listed.out.split('\n')[1]).toMatch(/^8 +2026-12-07 10:00 +customer:3 anna@mira\.example +failed +50 of 60 rows +0 +60 +0 +line 56/);
  });

  it('answers a wrong command line with its usage and exit code 2', async () => {
    expect(await ops(['orders', 'ship'], shop())).toMatchObject({ code: 2, err: expect.stringContaining('pnpm ops orders [list') });
    expect(await ops(['staff', 'grant', '--email', 'a@b.c', '--role', 'boss'], shop())).toMatchObject({ code: 2, err: expect.stringContaining('--role is one of admin, operator, support') });
    expect(await ops(['nonsense'], shop())).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command "nonsense"') });
    expect(await ops(['orders', '--colour', 'red'], shop())).toMatchObject({ code: 2, err: expect.stringContaining("Unknown option '--colour'") });
    const help = await ops(['orders', '--help'], shop());
    expect(help).toMatchObject({ code: 0, out: expect.stringContaining('ship needs --tracking NUMBER') });
  });
});
