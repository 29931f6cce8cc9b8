/** @jest-environment node */
import { LoyaltyHistoryReply, MeReply, OrdersHistoryReply, type Total } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from './client';
import { appMeta, customers } from './schema';
import { seed } from './seed';
import { DEMO_CUSTOMER } from './seed-data/loyalty';
import { createTestApp, logInSession, type TestApp } from '../test/test-app';
import { TEST_SEED_SIZE } from '../test/test-env';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(await t.db.orm.execute(query));
const demoId = async () => (await t.db.orm.select({ id: customers.id }).from(customers).where(eq(customers.telephone, DEMO_CUSTOMER.telephone)))[0]?.id;

describe('the demo customer', () => {
  it('is a member with two delivered orders and a history whose points follow from the orders', async () => {
    const id = await demoId();
    expect(id).toBeDefined();
    const orders = await rows<{ id: number; status: string; totals: Total[] }>(sql`SELECT id, status, totals FROM orders WHERE customer_id = ${id} ORDER BY id`);
    expect(orders.map((order) => order.status)).toEqual(['delivered', 'delivered']);
    const ledger = await rows<{ action: string; points: number; order_id: number | null }>(sql`
      SELECT action, points, order_id FROM loyalty_ledger WHERE customer_id = ${id} ORDER BY id`);
    expect(ledger.map((row) => row.action)).toEqual(['joined', 'earned', 'visit', 'invitee_registered', 'referral_reward', 'spent', 'earned', 'level_up']);
    expect(ledger.find((row) => row.action === 'spent')!.points).toBe(-300);
    // Each order earned what its cashback line says, and the second spent what its bonuses line took off.
    const line = (order: { totals: Total[] }, code: string) => order.totals.find((total) => total.code === code)?.value;
    const ofOrder = (orderId: number, action: string) => ledger.find((row) => Number(row.order_id) === Number(orderId) && row.action === action)?.points;
    expect(ofOrder(orders[0]!.id, 'earned')).toBe(line(orders[0]!, 'loyalty:cashback'));
    expect(ofOrder(orders[1]!.id, 'earned')).toBe(line(orders[1]!, 'loyalty:cashback'));
    expect(ofOrder(orders[1]!.id, 'spent')).toBe(line(orders[1]!, 'loyalty:bonuses'));
  });

  it('shows as a Silver member with points, orders and history once logged in', async () => {
    const { cookie } = await logInSession(t, (await demoId())!);
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie, 'x-language': 'en-gb' } });
    const me = (await get('account/me')).json<MeReply>().customer;
    expect(me).toMatchObject({ firstname: DEMO_CUSTOMER.firstname, telephone: DEMO_CUSTOMER.telephone, level: 'Silver', addresses: [{ street: 'Тверская' }] });
    expect(me.points).toBeGreaterThan(0);
    expect(me.total_points).toBeGreaterThanOrEqual(1_000);
    expect((await get('account/orders-history')).json<OrdersHistoryReply>().total).toBe(2);
    expect((await get('loyalty/history')).json<LoyaltyHistoryReply>().total).toBe(8);
  });

  it('is added once to a database seeded by the version before it (9), which also gets the bonus card page of the levels', async () => {
    const id = await demoId();
    await t.db.orm.execute(sql`UPDATE info_page_translations SET content = 'old' WHERE page_id = (SELECT id FROM info_pages WHERE url_path = 'bonus-card')`);
    await t.db.orm.execute(sql`DELETE FROM orders WHERE customer_id = ${id}`);
    await t.db.orm.delete(customers).where(eq(customers.id, id!));
    await t.db.orm.update(appMeta).set({ value: { size: TEST_SEED_SIZE, version: 9 } }).where(eq(appMeta.key, 'seed'));
    await expect(seed(t.db, { size: TEST_SEED_SIZE })).resolves.toEqual({ seeded: true, size: TEST_SEED_SIZE });
    await expect(seed(t.db, { size: TEST_SEED_SIZE })).resolves.toEqual({ seeded: false, size: TEST_SEED_SIZE });
    const [counted] = await rows<{ customers: number; orders: number; levels: number }>(sql`SELECT
      (SELECT count(*)::int FROM customers WHERE telephone = ${DEMO_CUSTOMER.telephone}) AS customers,
      (SELECT count(*)::int FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.telephone = ${DEMO_CUSTOMER.telephone}) AS orders,
      (SELECT count(*)::int FROM loyalty_levels) AS levels`);
    expect(counted).toEqual({ customers: 1, orders: 2, levels: 4 });
    const [page] = await rows<{ content: string }>(sql`SELECT content FROM info_page_translations
      WHERE language = 'en-gb' AND page_id = (SELECT id FROM info_pages WHERE url_path = 'bonus-card')`);
    expect(page!.content).toContain('<li>Silver: from 1,000 points earned, 3% off every order, 5% cashback in points.</li>');
    expect(page!.content).toContain('Points pay for up to 30% of an order');
  });
});
