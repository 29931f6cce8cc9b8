import { readFile, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  ORDER_STEPS, STAFF_ROLES, type AdminGiftcardReply, type CatalogImportReply, type AdminMeReply, type AdminOrderReply, type AdminOrdersReply, type AdminReviewReply, type AdminSetupReply,
  type ApiTokenCreateReply, type ApiTokenListReply, type ApiTokenReply, type AuditReply, type GiftcardListReply, type LowStockReply, type OrderStep, type PointsReply,
  type PromoCodeListReply, type PromoCodeReply, type ResendReply, type ReviewListReply, type StaffChangeReply, type StaffListReply, type StaffRole,
  type StockChangeReply, type StockLine,
} from '@shop/contracts';
import { AdminClient, OpsError } from './admin-client';
import { money, table, when } from './table';

export interface OpsIo {
  /** Folder relative file names are taken from (pnpm runs scripts in the package folder; INIT_CWD is where it was typed). */
  cwd?: string;
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

interface Context {
  args: string[];
  /** Where relative file names are taken from: the folder the command was typed in. */
  cwd: string;
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

/** An integer option, or a usage error naming it. */
function integer(value: string | boolean | undefined, option: string, command: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d{1,10}$/.test(value)) usage(command, `--${option} takes a whole number.`);
  return Number(value);
}

const stockTable = (lines: readonly StockLine[]) =>
  table(['SKU', 'size', 'units', 'status', 'waiting', 'name'], lines.map((line) => [line.sku, line.size, line.units, line.stock_status, line.waiting, line.name]));

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
  stock: {
    usage: 'pnpm ops stock [low [--below N] | set SKU SIZE UNITS | adjust SKU SIZE +N|-N]',
    summary: "sizes running out; a size's units set or adjusted",
    help: [
      '  low             sizes with fewer than --below units (default 3), fewest first',
      '  set / adjust    SIZE is the size\'s code or label (m, M, w30, eu38); back above 0, the shoppers waiting for it are told',
      REASON_HELP,
    ].join('\n'),
    options: { below: { type: 'string' }, ...REASON },
    async run({ args, values, client, print }) {
      const [action = 'low', sku, size, amount] = args;
      if (action === 'low') {
        const reply = await client.get<LowStockReply>('/stock/low', { below: integer(values.below, 'below', 'stock') });
        print(reply, () => stockTable(reply.stock));
        return;
      }
      if (action !== 'set' && action !== 'adjust') usage('stock', `Unknown action "${action}".`);
      if (!sku || !size || amount === undefined || !/^[+-]?\d{1,6}$/.test(amount)) usage('stock', 'Give the SKU, the size and the units.');
      const units = Number(amount);
      const reply = await client.post<StockChangeReply>('/stock', { sku, size, ...(action === 'set' ? { set: units } : { adjust: units }), ...reasonOf(values) });
      print(reply, () => `${stockTable([reply.stock])}${reply.notified ? `\n${reply.notified} waiting shopper(s) told it is back.` : ''}`);
    },
  },
  promo: {
    usage: 'pnpm ops promo [list | create CODE --percent N | --amount MINOR --currency C [rules] | disable ID]',
    summary: 'promo codes: their uses; new codes; codes ended',
    help: [
      '  create rules:   --min-total MINOR (the goods, in --currency) --starts ISO --ends ISO --login (logged-in customers only)',
      '                  --groups a,b (customer groups) --categories 12,15 (category ids) --max-uses N --max-uses-per-client N',
      REASON_HELP,
    ].join('\n'),
    options: {
      percent: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, 'min-total': { type: 'string' }, starts: { type: 'string' }, ends: { type: 'string' },
      login: { type: 'boolean' }, groups: { type: 'string' }, categories: { type: 'string' }, 'max-uses': { type: 'string' }, 'max-uses-per-client': { type: 'string' }, ...REASON,
    },
    async run({ args, values, client, print }) {
      const [action = 'list', argument] = args;
      const describe = (code: PromoCodeReply['code']) => [
        code.id, code.code, code.kind === 'percent' ? `${code.value}%` : money(code.value, code.currency ?? ''), code.min_total === null ? '' : money(code.min_total, code.currency ?? ''),
        when(code.starts_at), when(code.ends_at), code.uses, code.max_uses,
      ];
      const headers = ['id', 'code', 'off', 'minimum', 'starts', 'ends', 'uses', 'max uses'];
      if (action === 'list') {
        const reply = await client.get<PromoCodeListReply>('/promo-codes');
        print(reply, () => table(headers, reply.codes.map(describe)));
      } else if (action === 'create') {
        if (!argument) usage('promo', 'Give the code.');
        if ((values.percent === undefined) === (values.amount === undefined)) usage('promo', 'Give one of --percent and --amount.');
        const list = (value: string | boolean | undefined) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : undefined);
        const body = {
          code: argument,
          kind: values.percent !== undefined ? 'percent' : 'amount',
          value: integer(values.percent ?? values.amount, values.percent !== undefined ? 'percent' : 'amount', 'promo'),
          currency: values.currency, min_total: integer(values['min-total'], 'min-total', 'promo'), starts_at: values.starts, ends_at: values.ends,
          requires_login: values.login, customer_groups: list(values.groups), category_ids: list(values.categories)?.map(Number),
          max_uses: integer(values['max-uses'], 'max-uses', 'promo'), max_uses_per_client: integer(values['max-uses-per-client'], 'max-uses-per-client', 'promo'),
          ...reasonOf(values),
        };
        const reply = await client.post<PromoCodeReply>('/promo-codes', Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
        print(reply, () => table(headers, [describe(reply.code)]));
      } else if (action === 'disable') {
        const reply = await client.post<PromoCodeReply>(`/promo-codes/${idOf(argument, 'promo disable')}/disable`, reasonOf(values));
        print(reply, () => `${reply.code.code} ended ${when(reply.code.ends_at)}.`);
      } else usage('promo', `Unknown action "${action}".`);
    },
  },
  giftcards: {
    usage: 'pnpm ops giftcards [list [--search DIGITS|EMAIL|PHONE] [--page N] | show ID | void ID | resend ID]',
    summary: 'gift cards: find, show with their ledger, void, send the link again',
    help: `  --search        the number's last digits, or the buyer's or recipient's e-mail or phone\n${REASON_HELP}`,
    options: { search: { type: 'string' }, page: { type: 'string' }, ...REASON },
    async run({ args, values, client, print }) {
      const [action = 'list', id] = args;
      const describe = ({ giftcard, ledger }: AdminGiftcardReply) => [
        `Gift card ${giftcard.id} (…${giftcard.number_last4}): ${money(giftcard.balance, giftcard.currency)} of ${money(giftcard.initial_amount, giftcard.currency)}, expires ${when(giftcard.expires_at)}`,
        `Bought by order ${giftcard.purchase_order_id} for ${giftcard.recipient}${giftcard.customer_id ? `, on customer ${giftcard.customer_id}'s account` : ''}`,
        '',
        table(['action', 'amount', 'order', 'at'], ledger.map((entry) => [entry.action, money(entry.amount, giftcard.currency), entry.order_id, when(entry.at)])),
      ].join('\n');
      if (action === 'list') {
        const reply = await client.get<GiftcardListReply>('/giftcards', { search: values.search as string | undefined, page: integer(values.page, 'page', 'giftcards') });
        print(reply, () => [
          table(['id', 'number', 'balance', 'of', 'recipient', 'customer', 'expires'], reply.giftcards.map((card) => [
            card.id, `…${card.number_last4}`, money(card.balance, card.currency), money(card.initial_amount, card.currency), card.recipient, card.customer_id, when(card.expires_at),
          ])),
          `${reply.giftcards.length} of ${reply.total}, page ${reply.page}`,
        ].join('\n'));
      } else if (action === 'show') {
        const reply = await client.get<AdminGiftcardReply>(`/giftcards/${idOf(id, 'giftcards show')}`);
        print(reply, () => describe(reply));
      } else if (action === 'void') {
        const reply = await client.post<AdminGiftcardReply>(`/giftcards/${idOf(id, 'giftcards void')}/void`, reasonOf(values));
        print(reply, () => describe(reply));
      } else if (action === 'resend') {
        const reply = await client.post<ResendReply>(`/giftcards/${idOf(id, 'giftcards resend')}/resend`, reasonOf(values));
        print(reply, () => `The link went again to ${reply.sent_to}.`);
      } else usage('giftcards', `Unknown action "${action}".`);
    },
  },
  points: {
    usage: 'pnpm ops points CUSTOMER_ID [adjust +N|-N --reason TEXT]',
    summary: "a customer's points: balance and ledger; points added or taken",
    help: '  adjust          adds (or with a minus takes) points; the balance never goes below zero; --reason is required (the customer may ask)',
    options: { ...REASON },
    async run({ args, values, client, print }) {
      const [customer, action, amount] = args;
      const id = idOf(customer, 'points');
      let reply: PointsReply;
      if (action === undefined) reply = await client.get<PointsReply>(`/customers/${id}/points`);
      else if (action === 'adjust') {
        if (!amount || !/^[+-]?\d{1,8}$/.test(amount) || Number(amount) === 0) usage('points', 'Give the points to add (+N) or take (-N).');
        if (!values.reason) usage('points', 'Say why with --reason.');
        reply = await client.post<PointsReply>(`/customers/${id}/points`, { points: Number(amount), reason: values.reason });
      } else usage('points', `Unknown action "${action}".`);
      print(reply, () => [
        `Customer ${reply.customer_id}: ${reply.balance} points`,
        '',
        table(['id', 'action', 'points', 'order', 'at'], reply.ledger.map((entry) => [entry.id, entry.action, entry.points, entry.order_id, when(entry.at)])),
      ].join('\n'));
    },
  },
  reviews: {
    usage: 'pnpm ops reviews [list [--status new|published|hidden] [--before ID] | publish ID | hide ID]',
    summary: 'reviews: the new ones to check; published or hidden',
    help: `  list            newest first, 50 a page (default: the new ones, shown on the site until hidden)\n  hide            off the product page and out of its rating\n${REASON_HELP}`,
    options: { status: { type: 'string' }, before: { type: 'string' }, ...REASON },
    async run({ args, values, client, print }) {
      const [action = 'list', id] = args;
      if (action === 'list') {
        const reply = await client.get<ReviewListReply>('/reviews', { status: (values.status as string | undefined) ?? 'new', before: integer(values.before, 'before', 'reviews') });
        print(reply, () => table(['id', 'SKU', 'score', 'author', 'status', 'written', 'title', 'text'], reply.reviews.map((review) => [
          review.id, review.sku, review.score, review.author, review.status, when(review.created_at), review.title, review.text.replace(/\s+/g, ' ').slice(0, 60),
        ])));
      } else if (action === 'publish' || action === 'hide') {
        const reply = await client.post<AdminReviewReply>(`/reviews/${idOf(id, `reviews ${action}`)}/status`, { status: action === 'hide' ? 'hidden' : 'published', ...reasonOf(values) });
        print(reply, () => `Review ${reply.review.id} is ${reply.review.status}.`);
      } else usage('reviews', `Unknown action "${action}".`);
    },
  },
  catalog: {
    usage: 'pnpm ops catalog [import FILE [--dry-run] | export [--out FILE] [--format csv|json]]',
    summary: 'the catalogue as a CSV or JSON file keyed by SKU: import (try it with --dry-run) and export',
    help: [
      '  import FILE     .csv or .json (or --format); --dry-run prints what would be created, updated and left alone,',
      '                  and every bad row (line, column, reason), writing nothing. A file with any bad row imports nothing.',
      '                  Image paths are files on the shop\'s machine. README "Operating the shop" lists the columns.',
      '  export          the whole catalogue, to --out FILE or the screen; importing it again changes nothing',
      REASON_HELP,
    ].join('\n'),
    options: { 'dry-run': { type: 'boolean' }, format: { type: 'string' }, out: { type: 'string' }, ...REASON },
    async run({ args, values, client, print, cwd }) {
      const [action, file] = args;
      const formatOf = (path: string | undefined) => {
        const format = (values.format as string | undefined) ?? (path && extname(path) === '.json' ? 'json' : 'csv');
        if (format !== 'csv' && format !== 'json') usage('catalog', '--format is csv or json.');
        return format;
      };
      if (action === 'import') {
        if (!file) usage('catalog', 'Give the file to import.');
        let content: string;
        try {
          content = await readFile(resolve(cwd, file), 'utf8');
        } catch (error) {
          throw new OpsError(`Cannot read ${file}: ${(error as Error).message}`);
        }
        const reply = await client.post<CatalogImportReply>('/catalog/import', { format: formatOf(file), content, dry_run: Boolean(values['dry-run']), ...reasonOf(values) });
        print(reply, () => [
          `${reply.dry_run ? 'Would create' : 'Created'} ${reply.created}, ${reply.dry_run ? 'update' : 'updated'} ${reply.updated}, ${reply.dry_run ? 'leave' : 'left'} ${reply.unchanged} alone.`,
          ...(reply.errors.length ? ['', `${reply.errors.length} problem(s): a real run imports nothing until they are fixed.`,
            table(['line', 'column', 'problem'], reply.errors.map((error) => [error.line, error.column, error.reason]))] : []),
        ].join('\n'));
        if (reply.errors.length) throw new OpsError(`${reply.errors.length} problem(s) in ${file}.`);
      } else if (action === 'export') {
        const format = formatOf(values.out as string | undefined);
        const text = format === 'csv' ? await client.getText('/catalog/export.csv') : JSON.stringify(await client.get('/catalog/export.json'), null, 1);
        if (values.out) {
          await writeFile(resolve(cwd, String(values.out)), text);
          print({ status: 200, file: values.out }, () => `Wrote ${values.out}.`);
        } else print(format === 'csv' ? text : JSON.parse(text), () => text.trimEnd());
      } else usage('catalog', action ? `Unknown action "${action}".` : 'Say import or export.');
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
    await command.run({ args: positionals, values, client, print, cwd: io.cwd ?? process.cwd() });
    return 0;
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    io.err(error.message);
    return error.message.includes('\nSee: pnpm ops') ? 2 : 1;
  }
}
