import { CURRENCY_CODES, ORDER_STATUSES, ORDER_STEPS, PAYMENT_METHOD_CODES, type AdminOrderReply, type AdminOrdersReply, type OrderStep } from '@shop/contracts';
import { idOf, integer, oneOf, reasonOf, REASON, REASON_HELP, usage, type Command } from './command-kit';
import { money, table, when } from './table';

/** An order as a few lines: who, what, where, its payments and the steps taken. */
function describeOrder({ order }: AdminOrderReply): string {
  return [
    `Order ${order.id}: ${order.status} (${order.kind}, ${order.payment_method}), placed ${when(order.placed_at)}, ${money(order.grand_total, order.currency)}`,
    `Customer: ${order.name} <${order.email}> ${order.telephone}${order.customer_id ? ` (customer ${order.customer_id})` : ' (guest)'}, language ${order.language}`,
    ...(order.kind === 'order' ? [`Delivery: ${order.shipping_method ?? ''}, ${order.address}`] : []),
    ...(order.tracking_number ? [`Tracking: ${order.tracking_number}${order.tracking_link ? ` ${order.tracking_link}` : ''}`] : []),
    ...(order.comment ? [`Comment: ${order.comment}`] : []),
    '',
    table(['SKU', 'item', 'size', 'qty', 'price'], order.lines.map((line) => [line.sku, line.name, line.size, line.quantity, money(line.price, order.currency)])),
    '',
    order.payments.length ? table(['payment', 'result', 'card', 'at'], order.payments.map((payment) => [payment.attempt, payment.result, payment.card_last4, when(payment.at)])) : 'No payments.',
    ...(order.history.length ? ['', table(['at', 'who', 'step', 'why'], order.history.map((entry) => [when(entry.at), entry.actor, entry.action, entry.reason]))] : []),
    ...(order.messages.length ? ['', table(['written', 'message', 'by', 'to', 'lang', 'sent'], order.messages.map((message) => [
      when(message.written_at), message.kind, message.channel, message.recipient, message.language, message.sent_at ? when(message.sent_at) : 'queued',
    ]))] : []),
    '',
    `Version ${order.version}${order.changed_by ? `, last changed by ${order.changed_by} at ${when(order.changed_at)}` : ''}: a step with --version ${order.version} is refused if someone moves the order first.`,
  ].join('\n');
}

/** The list's last line: how many, and the options of the pages beside this one. */
function pagesLine(reply: AdminOrdersReply): string {
  const found = `${reply.total}${reply.total_capped ? '+' : ''}`;
  const beside = [reply.newer !== null && `newer: --after ${reply.newer}`, reply.older !== null && `older: --before ${reply.older}`].filter(Boolean);
  return `${reply.orders.length} of ${found}${beside.length ? ` (${beside.join(', ')})` : ''}`;
}

/** The `orders <step>` commands: one per step an operator takes. */
const STEP_OF: Record<string, OrderStep> = { pay: 'paid', pack: 'packed', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled', refund: 'refunded' };

export const orders: Command = {
  usage: `pnpm ops orders [list [filters] | show ID | ${Object.keys(STEP_OF).join('|')} ID]`,
  summary: 'orders: find them, and move them through their steps',
  help: [
    `  list filters: --status S --payment ${PAYMENT_METHOD_CODES.join('|')} --currency ${CURRENCY_CODES.join('|')} --customer ID|EMAIL|PHONE --from YYYY-MM-DD --to YYYY-MM-DD`,
    '  list pages:   50 orders, newest first; --before ID (older) and --after ID (newer) as the last line says',
    '  show:         the lines, payments, steps taken, the messages the order sent, and its version',
    '  ship needs --tracking NUMBER (and --tracking-link URL, the carrier\'s page): the customer sees them on their order page',
    '  pay: a cash order\'s money arrived; cancel (not sent yet) and refund give back stock, points and gift card amounts',
    '  --version N    the version `show` printed: the step is refused if someone moved the order since (left out: not checked)',
    REASON_HELP,
  ].join('\n'),
  options: {
    status: { type: 'string' }, payment: { type: 'string' }, currency: { type: 'string' }, customer: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' },
    before: { type: 'string' }, after: { type: 'string' }, tracking: { type: 'string' }, 'tracking-link': { type: 'string' }, version: { type: 'string' }, ...REASON,
  },
  async run({ args, values, client, print }) {
    const [action = 'list', id] = args;
    if (action === 'list') {
      // The words the API knows, said here: its refusal would be the schema's.
      const status = oneOf(values.status, 'status', ORDER_STATUSES);
      const payment = oneOf(values.payment, 'payment', PAYMENT_METHOD_CODES);
      const currency = oneOf(values.currency, 'currency', CURRENCY_CODES);
      const query = {
        status, payment, currency, customer: values.customer as string | undefined, from: values.from as string | undefined, to: values.to as string | undefined,
        before: integer(values.before, 'before'), after: integer(values.after, 'after'),
      };
      const reply = await client.get<AdminOrdersReply>('/orders', query);
      print(reply, () => [
        table(['order', 'status', 'placed', 'customer', 'email', 'payment', 'units', 'total'], reply.orders.map((order) => [
          order.id, order.status, when(order.placed_at), order.name, order.email, order.payment_method, order.units, money(order.grand_total, order.currency),
        ])),
        pagesLine(reply),
      ].join('\n'));
    } else if (action === 'show') {
      const reply = await client.get<AdminOrderReply>(`/orders/${idOf(id, 'order')}`);
      print(reply, () => describeOrder(reply));
    } else if (action in STEP_OF) {
      const status = STEP_OF[action]!;
      if (!ORDER_STEPS.includes(status)) usage(`Unknown step "${action}".`);
      const reply = await client.post<AdminOrderReply>(`/orders/${idOf(id, 'order')}/status`, {
        status,
        ...(values.tracking === undefined ? {} : { tracking_number: values.tracking }),
        ...(values['tracking-link'] === undefined ? {} : { tracking_link: values['tracking-link'] }),
        ...(values.version === undefined ? {} : { version: integer(values.version, 'version') }),
        ...reasonOf(values),
      });
      print(reply, () => `Order ${reply.order.id} is ${reply.order.status}; the customer is told by ${reply.order.email ? 'e-mail' : 'text message'}.`);
    } else usage(`Unknown action "${action}".`);
  },
};
