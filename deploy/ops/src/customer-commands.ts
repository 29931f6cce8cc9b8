import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AdminCustomer, CustomerExportReply, CustomerListReply, CustomerReply } from '@shop/contracts';
import { OpsError, type AdminClient } from './admin-client';
import { integer, reasonOf, REASON, REASON_HELP, usage, type Command } from './command-kit';
import { money, table, when } from './table';

// The shop's customers: found, shown, blocked and unblocked, their data exported or erased on request.

/**
 * The customer a command line names: a number is their id; an e-mail address or a phone (written
 * any way, with its country code) is found as the back office finds it. A name that several
 * customers share is refused with their numbers, so a change never lands on a guess.
 */
export async function customerIdOf(client: AdminClient, text: string | undefined): Promise<number> {
  if (!text) usage("Give the customer's number, e-mail or phone.");
  if (/^\d{1,9}$/.test(text)) return Number(text);
  const reply = await client.get<CustomerListReply>('/customers', { search: text });
  if (reply.total === 1) return reply.customers[0]!.id;
  if (reply.total === 0) throw new OpsError(`No customer has ${text}.`);
  const some = reply.customers.slice(0, 5).map((customer) => `${customer.id} ${customer.email || customer.telephone}`.trim()).join(', ');
  throw new OpsError(`${reply.total} customers match ${text} (${some}${reply.total > 5 ? ', …' : ''}): give the number.`);
}

const stateOf = (customer: { blocked: boolean | object | null; erased: boolean | object | null }) =>
  (customer.erased ? 'erased' : customer.blocked ? 'blocked' : '');

/** A customer's page as lines: who, their state, points, orders and gift cards. */
function describeCustomer(customer: AdminCustomer): string {
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  const mark = (label: string, entry: AdminCustomer['blocked']) =>
    (entry ? [`${label} ${when(entry.at)}${entry.by ? ` by ${entry.by}` : ''}${entry.reason ? `: ${entry.reason}` : ''}`] : []);
  const address = [customer.address.street, customer.address.house, customer.address.apartment, customer.address.postcode].filter(Boolean).join(', ');
  const cards = [...customer.giftcards.bought.map((card) => ({ card, how: 'bought' })), ...customer.giftcards.received.map((card) => ({ card, how: 'received' }))];
  return [
    `Customer ${customer.id}: ${[name, customer.email, customer.telephone].filter(Boolean).join(', ') || '(no personal data)'}${customer.role ? ` (${customer.role})` : ''}, since ${when(customer.created_at)}`,
    ...mark('Blocked', customer.blocked),
    ...mark('Personal data erased', customer.erased),
    ...(address ? [`Address: ${address}`] : []),
    `Points: ${customer.loyalty.balance}${customer.loyalty.level ? `, level ${customer.loyalty.level}` : ''} (pnpm ops points ${customer.id})`,
    `Orders: ${customer.counts.orders} (pnpm ops orders list --customer ${customer.id}); reviews ${customer.counts.reviews}, wishlist ${customer.counts.wishlist}`,
    ...(customer.orders.length ? ['', table(['order', 'status', 'placed', 'total'], customer.orders.map((order) => [order.id, order.status, when(order.placed_at), money(order.grand_total, order.currency)]))] : []),
    ...(cards.length ? ['', table(['gift card', 'number', 'balance', 'of', ''], cards.map(({ card, how }) => [
      card.id, `…${card.number_last4}`, money(card.balance, card.currency), money(card.initial_amount, card.currency), how,
    ]))] : []),
  ].join('\n');
}

export const customers: Command = {
  usage: 'pnpm ops customers [find TEXT [--page N] | show CUSTOMER | block CUSTOMER --reason TEXT | unblock CUSTOMER | export CUSTOMER [--out FILE] | erase CUSTOMER --reason TEXT]',
  summary: 'customers: find, show, block and unblock; their data exported or erased on request',
  help: [
    '  CUSTOMER        the customer\'s number, e-mail or phone (with its country code)',
    '  find TEXT       by e-mail, phone (any spelling), a part of a name or e-mail (3 letters or more), or number; newest first, 50 a page',
    '  block           they cannot log in (no login code is sent) and are logged out everywhere; --reason is required',
    '  export          everything the shop holds about them, as JSON, to --out FILE or the screen (the audit log records it)',
    '  erase           on their request: orders, payments, points and gift card balances stay, nameless; every personal field is emptied',
    '                  wherever it was copied; they can no longer log in. Staff lose their role first. --reason is required; it cannot be undone',
    REASON_HELP,
  ].join('\n'),
  options: { page: { type: 'string' }, out: { type: 'string' }, ...REASON },
  async run({ args, values, client, print, cwd }) {
    const [action = 'find', target] = args;
    const needReason = () => {
      if (!values.reason) usage('Say why with --reason.');
      return { reason: String(values.reason) };
    };
    if (action === 'find') {
      const reply = await client.get<CustomerListReply>('/customers', { search: target, page: integer(values.page, 'page') });
      print(reply, () => [
        table(['customer', 'name', 'email', 'phone', 'role', 'state', 'since'], reply.customers.map((customer) => [
          customer.id, customer.name, customer.email, customer.telephone, customer.role, stateOf(customer), when(customer.created_at),
        ])),
        `${reply.customers.length} of ${reply.total}, page ${reply.page}${reply.total > reply.page * reply.limit ? ` (next: --page ${reply.page + 1})` : ''}`,
      ].join('\n'));
    } else if (action === 'show') {
      const reply = await client.get<CustomerReply>(`/customers/${await customerIdOf(client, target)}`);
      print(reply, () => describeCustomer(reply.customer));
    } else if (action === 'block') {
      const body = needReason();
      const reply = await client.post<CustomerReply>(`/customers/${await customerIdOf(client, target)}/block`, body);
      print(reply, () => `Customer ${reply.customer.id} is blocked: logged out everywhere, and cannot log in.`);
    } else if (action === 'unblock') {
      const reply = await client.post<CustomerReply>(`/customers/${await customerIdOf(client, target)}/unblock`, reasonOf(values));
      print(reply, () => `Customer ${reply.customer.id} can log in again.`);
    } else if (action === 'export') {
      const id = await customerIdOf(client, target);
      const reply = await client.get<CustomerExportReply>(`/customers/${id}/export`);
      if (values.out) {
        await writeFile(resolve(cwd, String(values.out)), `${JSON.stringify(reply, null, 1)}\n`);
        print({ status: 200, file: values.out }, () => `Wrote customer ${id}'s data to ${values.out}: ${reply.orders.length} order(s), ${reply.points.length} points entries, `
          + `${reply.reviews.length} review(s), ${reply.giftcards.length} gift card(s), ${reply.questions.length + reply.requests.length} question(s) and request(s).`);
      } else print(reply, () => JSON.stringify(reply, null, 1));
    } else if (action === 'erase') {
      const body = needReason();
      const reply = await client.post<CustomerReply>(`/customers/${await customerIdOf(client, target)}/erase`, body);
      print(reply, () => `Customer ${reply.customer.id}'s personal data is erased; their orders, payments, points and gift cards stay, nameless.`);
    } else usage(`Unknown action "${action}".`);
  },
};
