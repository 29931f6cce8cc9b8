import { WAITING_STATUSES, type AdminDashboardReply, type DashboardReleases, type LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { lowStock } from './stock';

type Dashboard = Omit<AdminDashboardReply, 'status' | 'releases'>;

/** Orders that brought (or bring, on delivery) money: placed, and not failed, cancelled or refunded. */
const SELLING = sql`o.placed_at IS NOT NULL AND o.status NOT IN ('payment_failed', 'cancelled', 'refunded')`;

/** Sizes below this many units show on the dashboard when shoppers wait for them. */
const LOW_STOCK_BELOW = 3;
const LOW_STOCK_SHOWN = 10;

/**
 * What a staff member sees first: today's and this week's sales per currency (UTC days, weeks from
 * Monday), the orders waiting at each step, sizes running out that shoppers wait for, and the
 * questions and one-click requests still open. Five small queries on indexed columns.
 */
export async function dashboard(db: Db, language: LanguageCode): Promise<Dashboard> {
  const sales = rowsOf<{ period: 'today' | 'week'; currency: Dashboard['sales'][number]['currency']; orders: number | string; revenue: number | string }>(await db.orm.execute(sql`
    SELECT p.period, o.currency, count(*) AS orders, coalesce(sum(o.grand_total), 0) AS revenue
    FROM (VALUES ('today', date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'),
                 ('week', date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')) AS p(period, since)
    JOIN orders o ON o.placed_at >= p.since AND ${SELLING}
    GROUP BY p.period, o.currency ORDER BY p.period DESC, o.currency`));
  const waiting = rowsOf<{ status: (typeof WAITING_STATUSES)[number]; orders: number | string }>(await db.orm.execute(sql`
    SELECT o.status, count(*) AS orders FROM orders o
    WHERE o.placed_at IS NOT NULL AND o.status IN (${sql.join(WAITING_STATUSES.map((status) => sql`${status}`), sql`, `)})
    GROUP BY o.status`));
  const [open] = rowsOf<{ questions: number | string; requests: number | string }>(await db.orm.execute(sql`
    SELECT (SELECT count(*) FROM contact_questions WHERE closed_at IS NULL) AS questions,
           (SELECT count(*) FROM product_requests WHERE NOT is_restock AND closed_at IS NULL) AS requests`));
  const awaited = (await lowStock(db, LOW_STOCK_BELOW, language))
    .filter((line) => line.waiting > 0)
    .sort((a, b) => b.waiting - a.waiting || a.units - b.units)
    .slice(0, LOW_STOCK_SHOWN);
  const count = new Map(waiting.map((row) => [row.status, Number(row.orders)]));
  return {
    sales: sales.map((row) => ({ period: row.period, currency: row.currency, orders: Number(row.orders), revenue: Number(row.revenue) })),
    waiting: WAITING_STATUSES.map((status) => ({ status, orders: count.get(status) ?? 0 })),
    low_stock: awaited,
    open_questions: Number(open?.questions ?? 0),
    open_requests: Number(open?.requests ?? 0),
  };
}

/**
 * The canaries running in the shop's environment and the canary analysis's last decisions: the
 * release registry's, which the edge that runs this API hands in (the API does not read the
 * registry itself). Undefined where there is none (the API's own dev server).
 */
export type ReleaseSource = () => Promise<DashboardReleases>;

/** What `source` says, or null without one or when it fails: the rest of the dashboard still answers. */
export async function releasesOf(source: ReleaseSource | undefined, log: { warn(object: object, message: string): void }): Promise<DashboardReleases | null> {
  if (!source) return null;
  try {
    return await source();
  } catch (error) {
    log.warn({ err: error }, 'the dashboard could not read the release registry');
    return null;
  }
}
