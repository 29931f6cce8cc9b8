import {
  ADMIN_CUSTOMERS_PAGE_SIZE, ADMIN_ERRORS, CUSTOMER_PAGE_ROWS, isCustomerTextSearch, isShortCustomerSearch, MIN_CUSTOMER_SEARCH, normalizeEmail, normalizePhone,
  type AdminCustomer, type AdminCustomerOrder, type AdminCustomerSummary, type CustomerMark, type LanguageCode, type Sex, type StaffRole,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { CUSTOMER_SEARCH_TEXT } from '../../db/schema';
import { ApiError } from '../../infra/errors';
import { loyaltyStanding } from '../loyalty/ledger-repository';
import { levelOf } from '../loyalty/loyalty-rules';
import { loyaltyLevels } from '../loyalty/programme-repository';
import { containing } from './audit';
import { cardsWhere } from './giftcards';

// The back office's customers: found by what staff have at hand (an e-mail, a phone however it is
// written, a part of a name, a number), and shown with what the shop holds of them.

type Executor = Pick<Orm, 'execute'>;

/** A customer's row, as the admin API reads it. */
export interface CustomerRow {
  id: number; email: string | null; telephone: string | null; firstname: string; lastname: string; date_of_birth: string | null; sex: Sex;
  street: string; postcode: string; house: string; apartment: string; comment: string; customer_group: string; approved: boolean;
  invite_code: string; referred_by: number | null; loyalty_status: 'none' | 'active'; staff_role: StaffRole | null;
  created_at: Date | string; erased_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The customer's row, locked for a change when `forUpdate`; undefined for no such customer. */
export async function customerRow(ex: Executor, id: number, { forUpdate = false } = {}): Promise<CustomerRow | undefined> {
  const [row] = rowsOf<CustomerRow>(await ex.execute(sql`
    SELECT id, email, telephone, firstname, lastname, date_of_birth, sex, street, postcode, house, apartment, comment, customer_group, approved,
      invite_code, referred_by, loyalty_status, staff_role, created_at, erased_at
    FROM customers WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`));
  return row && { ...row, id: Number(row.id), referred_by: row.referred_by === null ? null : Number(row.referred_by) };
}

/**
 * What a search matches, each part served by an index so a page costs about the same among
 * 100,000 customers (`pnpm --filter @shop/api bench:customers` measures it):
 * - a number is an id (the primary key), or a phone;
 * - a phone, however it is written, is the number the login stores (normalizePhone; the unique index);
 * - a whole e-mail address is that address (the unique index): its trigrams are common to most
 *   addresses ("com", "exa"), which would make the part search below read many of them;
 * - anything else with a letter or an @ is a part of the names or the e-mail address (the trigram
 *   index on CUSTOMER_SEARCH_TEXT finds a part anywhere: "иванова", "anna@", "нино бер"). It takes
 *   MIN_CUSTOMER_SEARCH characters: a shorter part has no trigram, and would read every customer.
 */
function searchCondition(search: string | undefined): SQL {
  const term = search?.trim() ?? '';
  if (term === '') return sql`TRUE`;
  const email = normalizeEmail(term);
  if (email) return sql`email = ${email}`;
  const matches: SQL[] = [];
  const id = /^#?(\d{1,9})$/.exec(term)?.[1];
  if (id !== undefined) matches.push(sql`id = ${Number(id)}`);
  const phone = normalizePhone(term);
  if (phone) matches.push(sql`telephone = ${phone}`);
  if (isCustomerTextSearch(term)) {
    if (isShortCustomerSearch(term)) throw new ApiError(ADMIN_ERRORS.shortSearch, `A part of a name or e-mail needs ${MIN_CUSTOMER_SEARCH} characters or more`);
    matches.push(sql`${CUSTOMER_SEARCH_TEXT} LIKE ${containing(term.toLowerCase())}`);
  }
  return matches.length === 0 ? sql`FALSE` : sql`(${sql.join(matches, sql` OR `)})`;
}

type SummaryRow = Pick<CustomerRow, 'id' | 'email' | 'telephone' | 'firstname' | 'lastname' | 'staff_role' | 'approved' | 'created_at' | 'erased_at'>;

const summaryOf = (row: SummaryRow): AdminCustomerSummary => ({
  id: Number(row.id), email: row.email ?? '', telephone: row.telephone ?? '', name: `${row.firstname} ${row.lastname}`.trim(), role: row.staff_role,
  blocked: !row.approved && row.erased_at === null, erased: row.erased_at !== null, created_at: iso(row.created_at),
});

/** Customers newest first, a page of ADMIN_CUSTOMERS_PAGE_SIZE, found by `search` (searchCondition), with how many match in all. */
export async function listCustomers(db: Db, { search, page = 1 }: { search?: string; page?: number }) {
  const where = searchCondition(search);
  const [count] = rowsOf<{ total: number | string }>(await db.orm.execute(sql`SELECT count(*) AS total FROM customers WHERE ${where}`));
  const rows = rowsOf<SummaryRow>(await db.orm.execute(sql`
    SELECT id, email, telephone, firstname, lastname, staff_role, approved, created_at, erased_at FROM customers
    WHERE id IN (SELECT id FROM customers WHERE ${where} ORDER BY id DESC LIMIT ${ADMIN_CUSTOMERS_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE})
    ORDER BY id DESC`));
  return { customers: rows.map(summaryOf), total: Number(count?.total ?? 0), page, limit: ADMIN_CUSTOMERS_PAGE_SIZE };
}

/** When the newest `action` (customer.blocked, customer.erased) was done to the customer, by whom and why, from the audit log. */
async function markOf(ex: Executor, customerId: number, action: string): Promise<CustomerMark> {
  const [row] = rowsOf<{ at: Date | string; actor: string; reason: string }>(await ex.execute(sql`
    SELECT at, actor, reason FROM audit_log WHERE target = ${`customer:${customerId}`} AND action = ${action} ORDER BY id DESC LIMIT 1`));
  return row ? { at: iso(row.at), by: row.actor, reason: row.reason } : { at: null, by: null, reason: '' };
}

/** The cards a customer's orders bought, and those sent to their e-mail or phone or connected to their account. */
async function customerCards(ex: Executor, row: CustomerRow): Promise<AdminCustomer['giftcards']> {
  const sentTo = sql`(${isContactOf(sql`p.recipient_contact`, row)} OR ${isContactOf(sql`gr.recipient_contact`, row)})`;
  const bought = await cardsWhere(ex, sql`o.customer_id = ${row.id}`, CUSTOMER_PAGE_ROWS);
  const received = await cardsWhere(ex, sql`(${sentTo} OR g.customer_id = ${row.id}) AND o.customer_id IS DISTINCT FROM ${row.id}`, CUSTOMER_PAGE_ROWS);
  return { bought, received };
}

/**
 * A customer's page: who they are, their address, whether they are blocked or erased (when, by
 * whom, why), their loyalty standing (the level named in `language`), their newest orders and gift
 * cards, and how many orders, reviews and wishlist items they have. Undefined for no such customer.
 * One query after another: every part is small, and a transaction's one connection takes them in turn.
 */
export async function findCustomer(ex: Orm, id: number, language: LanguageCode): Promise<AdminCustomer | undefined> {
  const row = await customerRow(ex, id);
  if (!row) return undefined;
  const standing = (await loyaltyStanding(ex, id))!;
  const levels = await loyaltyLevels(ex, language);
  const orders = rowsOf<{ id: number; status: AdminCustomerOrder['status']; kind: AdminCustomerOrder['kind']; placed_at: Date | string; grand_total: number; currency: AdminCustomerOrder['currency'] }>(
    await ex.execute(sql`
      SELECT id, status, kind, placed_at, grand_total, currency FROM orders
      WHERE customer_id = ${id} AND placed_at IS NOT NULL ORDER BY id DESC LIMIT ${CUSTOMER_PAGE_ROWS}`),
  );
  const [counts] = rowsOf<{ orders: number; reviews: number; wishlist: number }>(await ex.execute(sql`
    SELECT (SELECT count(*) FROM orders WHERE customer_id = ${id} AND placed_at IS NOT NULL)::int AS orders,
      (SELECT count(*) FROM product_reviews WHERE customer_id = ${id})::int AS reviews,
      (SELECT count(*) FROM wishlist_items WHERE customer_id = ${id})::int AS wishlist`));
  const erased = row.erased_at !== null;
  return {
    id: row.id,
    email: row.email ?? '',
    telephone: row.telephone ?? '',
    firstname: row.firstname,
    lastname: row.lastname,
    date_of_birth: row.date_of_birth,
    sex: row.sex,
    group: row.customer_group,
    role: row.staff_role,
    created_at: iso(row.created_at),
    address: { street: row.street, house: row.house, apartment: row.apartment, postcode: row.postcode, comment: row.comment },
    invited_by: row.referred_by,
    blocked: !row.approved && !erased ? await markOf(ex, id, 'customer.blocked') : null,
    erased: erased ? await markOf(ex, id, 'customer.erased') : null,
    loyalty: {
      status: standing.status,
      level: standing.status === 'active' ? levelOf(levels, standing.earned)?.name ?? null : null,
      balance: standing.balance,
      earned: standing.earned,
    },
    orders: orders.map((order) => ({
      id: Number(order.id), status: order.status, kind: order.kind, placed_at: iso(order.placed_at), grand_total: Number(order.grand_total), currency: order.currency,
    })),
    giftcards: await customerCards(ex, row),
    counts: { orders: Number(counts!.orders), reviews: Number(counts!.reviews), wishlist: Number(counts!.wishlist) },
  };
}

/**
 * The orders that hold a person's data (on `o`): placed with their account, or as a guest with its
 * e-mail or phone. What their export gives and their erasure empties; the account's own list (and
 * the customer's page) is the first kind only, as the shop's account pages show it. Each part is an
 * index (orders_customer_idx, orders_email_idx, orders_telephone_idx).
 */
export function personOrders(row: Pick<CustomerRow, 'id' | 'email' | 'telephone'>): SQL {
  const asGuest = [
    ...(row.email ? [sql`lower(o.email) = ${row.email}`] : []),
    ...(row.telephone ? [sql`o.telephone = ${row.telephone}`] : []),
  ];
  return asGuest.length === 0
    ? sql`o.customer_id = ${row.id}`
    : sql`(o.customer_id = ${row.id} OR (o.customer_id IS NULL AND (${sql.join(asGuest, sql` OR `)})))`;
}

/** `column IN (the person's e-mail and phone)`, as the copies of their data outside the account name them; FALSE when they have neither. */
export function isContactOf(column: SQL, row: Pick<CustomerRow, 'email' | 'telephone'>): SQL {
  const contacts = [row.email, row.telephone].filter((contact): contact is string => contact !== null);
  return contacts.length === 0 ? sql`FALSE` : sql`${column} IN (${sql.join(contacts.map((contact) => sql`${contact}`), sql`, `)})`;
}
