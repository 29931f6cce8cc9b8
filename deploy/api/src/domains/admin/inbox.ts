import { ADMIN_ERRORS, INBOX_PAGE_SIZE, type InboxItem, type InboxKind, type InboxQuery, type LanguageCode } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { queueMessage, type Message } from '../outbox/outbox';
import { audit } from './audit';
import type { Principal } from './principal';

// The inbox: the contact popup's questions and the one-click orders, which the shop's manager gets
// a copy of by e-mail, kept here to be taken, answered and closed (restock requests are stock's).

type ItemRow = {
  id: number; created_at: Date | string; name: string; phone: string | null; email: string | null; language: LanguageCode; text: string;
  product_id: number | null; product_name: string | null; sku: string | null; url_path: string | null;
  assigned_to: number | null; assignee: string | null; answer: string | null; answered_at: Date | string | null; closed_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The rows of one kind, named in `language`, as one query's FROM and columns. */
function itemsOf(kind: InboxKind, language: LanguageCode): SQL {
  const assignee = sql`nullif(trim(concat_ws(' ', s.firstname, s.lastname)), '') || ' ' || coalesce(s.email, s.telephone, '')`;
  if (kind === 'question') {
    return sql`
      SELECT q.id, q.created_at, q.customer_name AS name, q.customer_phone AS phone, q.customer_email AS email, q.language, q.question AS text,
        p.id AS product_id, pt.name AS product_name, p.sku, p.url_path, q.assigned_to, coalesce(${assignee}, s.email, s.telephone) AS assignee,
        q.answer, q.answered_at, q.closed_at
      FROM contact_questions q
      LEFT JOIN products p ON p.id = q.product_id
      LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}
      LEFT JOIN customers s ON s.id = q.assigned_to`;
  }
  return sql`
    SELECT r.id, r.created_at, r.customer_name AS name, r.customer_phone AS phone, r.customer_email AS email, r.language,
      concat(coalesce(pt.name, p.sku), ' (', p.sku, '), ', coalesce(vt.label, v.code)) AS text,
      p.id AS product_id, pt.name AS product_name, p.sku, p.url_path, r.assigned_to, coalesce(${assignee}, s.email, s.telephone) AS assignee,
      NULL::text AS answer, NULL::timestamptz AS answered_at, r.closed_at
    FROM product_requests r
    JOIN products p ON p.id = r.product_id
    JOIN product_options o ON o.id = r.option_id
    JOIN attribute_values v ON v.id = o.value_id
    LEFT JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
    LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}
    LEFT JOIN customers s ON s.id = r.assigned_to
    WHERE NOT r.is_restock`;
}

const itemOf = (kind: InboxKind) => (row: ItemRow): InboxItem => ({
  kind, id: Number(row.id), created_at: iso(row.created_at)!, name: row.name, phone: row.phone ?? '', email: row.email ?? '', language: row.language, text: row.text,
  product: row.product_id === null ? null : { id: Number(row.product_id), name: row.product_name ?? row.sku ?? '', sku: row.sku ?? '', url_path: row.url_path ?? '' },
  assigned_to: row.assigned_to === null ? null : { customer_id: Number(row.assigned_to), name: (row.assignee ?? '').trim() },
  answer: row.answer, answered_at: iso(row.answered_at), closed_at: iso(row.closed_at),
});

/** Open or closed items of a kind, newest first, a page older than `before`. */
export async function listInbox(db: Db, query: InboxQuery, language: LanguageCode): Promise<InboxItem[]> {
  const kind = query.kind ?? 'question';
  const open = (query.state ?? 'open') === 'open';
  const rows = rowsOf<ItemRow>(await db.orm.execute(sql`
    SELECT * FROM (${itemsOf(kind, language)}) i
    WHERE ${open ? sql`i.closed_at IS NULL` : sql`i.closed_at IS NOT NULL`} ${query.before === undefined ? sql`` : sql`AND i.id < ${query.before}`}
    ORDER BY i.id DESC LIMIT ${INBOX_PAGE_SIZE}`));
  return rows.map(itemOf(kind));
}

async function findItem(orm: Pick<Orm, 'execute'>, kind: InboxKind, id: number, language: LanguageCode): Promise<InboxItem> {
  const [row] = rowsOf<ItemRow>(await orm.execute(sql`SELECT * FROM (${itemsOf(kind, language)}) i WHERE i.id = ${id}`));
  if (!row) throw new ApiError('not_found');
  return itemOf(kind)(row);
}

const TABLE = { question: sql.raw('contact_questions'), request: sql.raw('product_requests') } as const;

/** The item's row locked for a change: its closing time and who has it. */
async function lockedItem(tx: Pick<Orm, 'execute'>, kind: InboxKind, id: number): Promise<{ closed_at: Date | string | null; assigned_to: number | null }> {
  const restock = kind === 'request' ? sql`AND NOT is_restock` : sql``;
  const [row] = rowsOf<{ closed_at: Date | string | null; assigned_to: number | null }>(await tx.execute(sql`
    SELECT closed_at, assigned_to FROM ${TABLE[kind]} WHERE id = ${id} ${restock} FOR UPDATE`));
  if (!row) throw new ApiError('not_found');
  return row;
}

const ANSWER_SUBJECT: Record<LanguageCode, string> = {
  'ru-ru': 'Ответ на ваш вопрос',
  'en-gb': 'The answer to your question',
  'ka-ge': 'პასუხი თქვენს კითხვაზე',
};
const YOUR_QUESTION: Record<LanguageCode, string> = { 'ru-ru': 'Ваш вопрос', 'en-gb': 'Your question', 'ka-ge': 'თქვენი კითხვა' };

/** The e-mail that carries an answer, in the language the question was asked in, the question quoted under it. */
export const answerMessage = (to: string, language: LanguageCode, question: string, answer: string): Message => ({
  channel: 'email',
  recipient: to,
  subject: ANSWER_SUBJECT[language],
  body: `${answer}\n\n${YOUR_QUESTION[language]}:\n${question.split('\n').map((line) => `> ${line}`).join('\n')}`,
});

/** Answers a question by e-mail and closes it, in one transaction with its message and audit row. */
export async function answerQuestion(db: Db, principal: Principal, id: number, answer: string, language: LanguageCode): Promise<InboxItem> {
  return db.orm.transaction(async (tx) => {
    const row = await lockedItem(tx, 'question', id);
    if (row.closed_at !== null) throw new ApiError(ADMIN_ERRORS.alreadyClosed, `Question ${id} is closed already`);
    const item = await findItem(tx, 'question', id, language);
    if (!item.email) throw new ApiError(ADMIN_ERRORS.noEmail, 'The question left no e-mail address: call back, then close it');
    await queueMessage(tx, answerMessage(item.email, item.language, item.text, answer));
    await tx.execute(sql`UPDATE contact_questions SET answer = ${answer}, answered_at = now(), closed_at = now(),
      assigned_to = coalesce(assigned_to, ${principal.customerId}) WHERE id = ${id}`);
    await audit(tx, principal, { action: 'inbox.answered', target: `question:${id}`, before: { closed_at: null }, after: { answer, to: item.email } });
    return findItem(tx, 'question', id, language);
  });
}

/** Takes an item (the calling staff member) or gives it back. */
export async function assignItem(db: Db, principal: Principal, kind: InboxKind, id: number, to: 'me' | 'nobody', language: LanguageCode): Promise<InboxItem> {
  if (to === 'me' && principal.customerId === null) throw new ApiError(ADMIN_ERRORS.notAPerson, 'An API token cannot take an item: a staff member does');
  return db.orm.transaction(async (tx) => {
    const row = await lockedItem(tx, kind, id);
    const assignee = to === 'me' ? principal.customerId : null;
    await tx.execute(sql`UPDATE ${TABLE[kind]} SET assigned_to = ${assignee} WHERE id = ${id}`);
    await audit(tx, principal, { action: 'inbox.assigned', target: `${kind}:${id}`, before: { assigned_to: row.assigned_to }, after: { assigned_to: assignee } });
    return findItem(tx, kind, id, language);
  });
}

/** Closes an item (answered by phone, ordered, or nothing to do), with the reason kept in the log. */
export async function closeItem(db: Db, principal: Principal, kind: InboxKind, id: number, reason: string | undefined, language: LanguageCode): Promise<InboxItem> {
  return db.orm.transaction(async (tx) => {
    const row = await lockedItem(tx, kind, id);
    if (row.closed_at !== null) throw new ApiError(ADMIN_ERRORS.alreadyClosed, `${kind} ${id} is closed already`);
    await tx.execute(sql`UPDATE ${TABLE[kind]} SET closed_at = now(), assigned_to = coalesce(assigned_to, ${principal.customerId}) WHERE id = ${id}`);
    await audit(tx, principal, { action: 'inbox.closed', target: `${kind}:${id}`, before: { closed_at: null }, after: { closed: true }, reason });
    return findItem(tx, kind, id, language);
  });
}
