import type { Customer, LanguageCode, Sex } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * Ledger actions that count as points earned, the total a level is measured by: cashback and
 * referral rewards, less cashback revoked when a paid order is cancelled. Spent points coming back
 * (`returned`) were earned once already.
 */
export const EARNED_ACTIONS = ['earned', 'referral_reward', 'revoked'] as const;

interface CustomerRow {
  id: number; firstname: string; lastname: string; email: string | null; telephone: string | null; date_of_birth: string | null; sex: Sex;
  street: string; postcode: string; house: string; apartment: string; comment: string; loyalty_status: string;
  points: number; total_points: number; level: string | null;
}

/**
 * Spec §3 Account / customer as the account area shows it: the points balance (the ledger's sum),
 * the points earned in all, and the level they reach named in `language` ('' outside the
 * programme). Null when there is no such customer.
 */
export async function loadCustomer(db: Pick<Db, 'orm'>, customerId: number, language: LanguageCode): Promise<Customer | null> {
  const [row] = rowsOf<CustomerRow>(await db.orm.execute(sql`
    WITH ledger AS (
      SELECT coalesce(sum(points), 0)::int AS points,
        coalesce(sum(points) FILTER (WHERE action IN (${sql.join(EARNED_ACTIONS.map((action) => sql`${action}`), sql`, `)})), 0)::int AS total_points
      FROM loyalty_ledger WHERE customer_id = ${customerId}
    )
    SELECT c.id, c.firstname, c.lastname, c.email, c.telephone, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, c.sex,
      c.street, c.postcode, c.house, c.apartment, c.comment, c.loyalty_status, l.points, l.total_points,
      (SELECT t.name FROM loyalty_levels v JOIN loyalty_level_translations t ON t.level_id = v.id AND t.language = ${language}
        WHERE v.threshold <= greatest(l.total_points, 0) ORDER BY v.threshold DESC LIMIT 1) AS level
    FROM customers c CROSS JOIN ledger l
    WHERE c.id = ${customerId}`));
  if (!row) return null;
  const address = { street: row.street, postcode: row.postcode, house: row.house, apartment: row.apartment, comment: row.comment };
  return {
    id: Number(row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email ?? '',
    telephone: row.telephone ?? '',
    date_of_birth: row.date_of_birth ?? '',
    sex: row.sex,
    address,
    addresses: address.street === '' ? [] : [address],
    // The ledger never goes below zero; the contract's minimum is the guard if a bug ever let it.
    points: Math.max(0, Number(row.points)),
    level: row.loyalty_status === 'none' ? '' : row.level ?? '',
    total_points: Math.max(0, Number(row.total_points)),
  };
}
