import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  ORDER_STEPS, STAFF_ROLES, type AdminMeReply, type AdminOrderReply, type AdminOrdersReply, type AdminSetupReply, type ApiTokenCreateReply,
  type ApiTokenListReply, type ApiTokenReply, type AuditReply, type OrderStep, type StaffChangeReply, type StaffListReply, type StaffRole,
} from '@shop/contracts';
import { AdminClient, OpsError } from './admin-client';
import { money, table, when } from './table';

export interface OpsIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

interface Context {
  args: string[];
  values: Values;
  client: AdminClient;
  /** Prints the reply as JSON with --json, else the lines made for people. */
  print: (reply: unknown, lines: () => string) => void;
}

interface Command {
  usage: string;
  summary: string;
  help: string;
  options: Options;
  run: (ctx: Context) => Promise<void>;
}

const REASON = { reason: { type: 'string' } } as const satisfies Options;
const REASON_HELP = '  --reason TEXT   why: kept in the audit log with who and when';
const PERSON = { email: { type: 'string' }, phone: { type: 'string' } } as const satisfies Options;
const PERSON_HELP = '  --email ADDRESS | --phone NUMBER   the person (one who never logged in is made a customer)';

/** A wrong command line: what is wrong, the command's usage and where its help is (`command` may name its action too: 'orders ship'). */
function usage(command: string, what: string): never {
  const name = command.split(' ')[0]!;
  throw new OpsError(`${what}\n${COMMANDS[name]!.usage}\nSee: pnpm ops ${name} --help`);
}

function person(values: Values, command: string): string {
  const identifier = (values.email ?? values.phone) as string | undefined;
  if (!identifier) usage(command, 'Name the person with --email or --phone.');
  return identifier;
}

function role(value: string | boolean | undefined, command: string): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) usage(command, `--role is one of ${STAFF_ROLES.join(', ')}.`);
  return value as StaffRole;
}

function idOf(value: string | undefined, command: string): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) usage(command, `Give the ${command.split(' ')[0]!.replace(/s$/, '')}'s number.`);
  return Number(value);
}

const reasonOf = (values: Values) => (values.reason === undefined ? {} : { reason: String(values.reason) });

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
  ].join('\n');
}

/** The `orders <step>` commands: one per step an operator takes. */
const STEP_OF: Record<string, OrderStep> = { pay: 'paid', pack: 'packed', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled', refund: 'refunded' };

export const COMMANDS: Record<string, Command> = {
  setup: {
    usage: 'pnpm ops setup --code CODE (--email ADDRESS | --phone NUMBER)',
    summary: 'make the first admin with the code the shop printed at start',
    help: '  --code CODE     the code a shop without an admin prints when it starts\n' + PERSON_HELP + '\nPrints the admin\'s API token: it is shown once.',
    options: { code: { type: 'string' }, ...PERSON },
    async run({ values, client, print }) {
      if (!values.code) usage('setup', 'Give the --code the shop printed.');
      const reply = await client.setup<AdminSetupReply>({ code: values.code, identifier: person(values, 'setup') });
      print(reply, () => [
        `Customer ${reply.customer_id} is the shop's admin. Their API token (shown once, keep it safe):`,
        '',
        `  export SHOP_TOKEN=${reply.token.token}`,
        '',
        'They also log in on the site with one-time codes, as shoppers do.',
      ].join('\n'));
    },
  },
  me: {
    usage: 'pnpm ops me',
    summary: 'who the token is, with which role',
    help: '',
    options: {},
    async run({ client, print }) {
      const reply = await client.get<AdminMeReply>('/me');
      print(reply, () => `${reply.actor} (${reply.role})`);
    },
  },
  staff: {
    usage: 'pnpm ops staff [list | grant (--email A | --phone N) --role admin|operator | revoke (--email A | --phone N)]',
    summary: 'the staff; give or take a role (admins)',
    help: `${PERSON_HELP}\n  --role ROLE     ${STAFF_ROLES.join(' or ')}: an admin may also manage staff, tokens and see the audit log\n${REASON_HELP}`,
    options: { ...PERSON, role: { type: 'string' }, ...REASON },
    async run({ args, values, client, print }) {
      const [action = 'list'] = args;
      if (action === 'list') {
        const reply = await client.get<StaffListReply>('/staff');
        print(reply, () => table(['customer', 'role', 'email', 'phone', 'name'], reply.staff.map((member) => [member.customer_id, member.role, member.email, member.telephone, member.name])));
        return;
      }
      if (action !== 'grant' && action !== 'revoke') usage('staff', `Unknown action "${action}".`);
      const reply = await client.post<StaffChangeReply>('/staff', {
        identifier: person(values, 'staff'), role: action === 'grant' ? role(values.role, 'staff') : null, ...reasonOf(values),
      });
      print(reply, () => (reply.role ? `Customer ${reply.customer_id} is ${reply.role}.` : `Customer ${reply.customer_id} is no longer staff.`));
    },
  },
  tokens: {
    usage: 'pnpm ops tokens [list | create --name NAME --role admin|operator | revoke ID]',
    summary: 'API tokens for scripts (admins)',
    help: `  --name NAME     what the token is for (the audit log names it)\n  --role ROLE     ${STAFF_ROLES.join(' or ')}\n${REASON_HELP}`,
    options: { name: { type: 'string' }, role: { type: 'string' }, ...REASON },
    async run({ args, values, client, print }) {
      const [action = 'list', id] = args;
      if (action === 'list') {
        const reply = await client.get<ApiTokenListReply>('/tokens');
        print(reply, () => table(['id', 'name', 'role', 'created', 'last used', 'revoked'], reply.tokens.map((token) => [
          token.id, token.name, token.role, when(token.created_at), when(token.last_used_at), when(token.revoked_at),
        ])));
      } else if (action === 'create') {
        if (!values.name) usage('tokens', 'Give the token a --name.');
        const reply = await client.post<ApiTokenCreateReply>('/tokens', { name: values.name, role: role(values.role, 'tokens'), ...reasonOf(values) });
        print(reply, () => `Token ${reply.token.id} (${reply.token.role}), shown once:\n\n  ${reply.token.token}`);
      } else if (action === 'revoke') {
        const reply = await client.post<ApiTokenReply>(`/tokens/${idOf(id, 'tokens revoke')}/revoke`, reasonOf(values));
        print(reply, () => `Token ${reply.token.id} (${reply.token.name}) is revoked.`);
      } else usage('tokens', `Unknown action "${action}".`);
    },
  },
  orders: {
    usage: `pnpm ops orders [list [filters] | show ID | ${Object.keys(STEP_OF).join('|')} ID]`,
    summary: 'orders: find them, and move them through their steps',
    help: [
      '  list filters: --status S --payment card|cash_on_delivery --customer ID|EMAIL|PHONE --from YYYY-MM-DD --to YYYY-MM-DD --page N',
      '  ship needs --tracking NUMBER (and --tracking-link URL, the carrier\'s page): the customer sees them on their order page',
      '  pay: a cash order\'s money arrived; cancel (not sent yet) and refund give back stock, points and gift card amounts',
      REASON_HELP,
    ].join('\n'),
    options: {
      status: { type: 'string' }, payment: { type: 'string' }, customer: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, page: { type: 'string' },
      tracking: { type: 'string' }, 'tracking-link': { type: 'string' }, ...REASON,
    },
    async run({ args, values, client, print }) {
      const [action = 'list', id] = args;
      if (action === 'list') {
        const query = { status: values.status, payment: values.payment, customer: values.customer, from: values.from, to: values.to, page: values.page } as Record<string, string | undefined>;
        const reply = await client.get<AdminOrdersReply>('/orders', query);
        print(reply, () => [
          table(['order', 'status', 'placed', 'customer', 'email', 'payment', 'units', 'total'], reply.orders.map((order) => [
            order.id, order.status, when(order.placed_at), order.name, order.email, order.payment_method, order.units, money(order.grand_total, order.currency),
          ])),
          `${reply.orders.length} of ${reply.total}, page ${reply.page}${reply.total > reply.page * reply.limit ? ` (next: --page ${reply.page + 1})` : ''}`,
        ].join('\n'));
      } else if (action === 'show') {
        const reply = await client.get<AdminOrderReply>(`/orders/${idOf(id, 'orders show')}`);
        print(reply, () => describeOrder(reply));
      } else if (action in STEP_OF) {
        const status = STEP_OF[action]!;
        if (!ORDER_STEPS.includes(status)) usage('orders', `Unknown step "${action}".`);
        const reply = await client.post<AdminOrderReply>(`/orders/${idOf(id, `orders ${action}`)}/status`, {
          status,
          ...(values.tracking === undefined ? {} : { tracking_number: values.tracking }),
          ...(values['tracking-link'] === undefined ? {} : { tracking_link: values['tracking-link'] }),
          ...reasonOf(values),
        });
        print(reply, () => `Order ${reply.order.id} is ${reply.order.status}; the customer is told by ${reply.order.email ? 'e-mail' : 'text message'}.`);
      } else usage('orders', `Unknown action "${action}".`);
    },
  },
  audit: {
    usage: 'pnpm ops audit [--target order:42] [--before ID]',
    summary: 'the audit log, newest first (admins)',
    help: '  --target T      one target\'s entries: order:42, customer:7, token:3\n  --before ID     the next page: entries older than this id',
    options: { target: { type: 'string' }, before: { type: 'string' } },
    async run({ values, client, print }) {
      const reply = await client.get<AuditReply>('/audit', { target: values.target as string | undefined, before: values.before as string | undefined });
      print(reply, () => table(['id', 'at', 'who', 'what', 'target', 'before', 'after', 'why'], reply.entries.map((entry) => [
        entry.id, when(entry.at), entry.actor, entry.action, entry.target, JSON.stringify(entry.before), JSON.stringify(entry.after), entry.reason,
      ])));
    },
  },
};

const GLOBAL: Options = { url: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };
const GLOBAL_HELP = [
  'Options of every command:',
  '  --url URL       the shop (default $SHOP_URL, else http://localhost:8080)',
  '  --json          the API\'s reply as JSON, for scripts',
  'The API token comes from $SHOP_TOKEN.',
].join('\n');

function overview(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  return [
    'pnpm ops <command> [options]: run the shop through its admin API',
    '',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    '',
    GLOBAL_HELP,
    'See: pnpm ops <command> --help',
  ].join('\n');
}

/** Runs one command line; answers the exit code (0 done, 1 refused or failed, 2 a wrong command line). */
export async function runCli(argv: readonly string[], io: OpsIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(overview());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${overview()}`);
    return 2;
  }
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...rest], options: { ...GLOBAL, ...command.options }, allowPositionals: true, strict: true }) as typeof parsed;
  } catch (error) {
    io.err(`${(error as Error).message}\n${command.usage}\nSee: pnpm ops ${name} --help`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out([command.usage, command.summary, command.help, '', GLOBAL_HELP].filter((line) => line !== '').join('\n'));
    return 0;
  }
  const client = new AdminClient({ url: String(values.url ?? io.env.SHOP_URL ?? 'http://localhost:8080'), token: io.env.SHOP_TOKEN, fetch: io.fetch });
  const print = (reply: unknown, lines: () => string) => io.out(values.json ? JSON.stringify(reply, null, 2) : lines());
  try {
    await command.run({ args: positionals, values, client, print });
    return 0;
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    io.err(error.message);
    return error.message.includes('\nSee: pnpm ops') ? 2 : 1;
  }
}
