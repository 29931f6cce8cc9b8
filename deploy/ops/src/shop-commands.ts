import {
  CURRENCY_CODES, DEFAULT_LANGUAGE, LANGUAGE_CODES, REVIEW_STATUSES, type AdminGiftcardReply, type AdminReviewReply, type GiftcardListReply, type LowStockReply, type PointsReply, type PromoCodeListReply,
  type PromoCodeReply, type ResendReply, type ReviewListReply, type StockChangeReply, type StockLine,
} from '@shop/contracts';
import { idOf, integer, oneOf, reasonOf, REASON, REASON_HELP, timeOf, usage, type Command } from './command-kit';
import { customerIdOf } from './customer-commands';
import { money, table, when } from './table';

// What the shop sells and gives: stock, promo codes, gift cards, customers' points, reviews.

const stockTable = (lines: readonly StockLine[]) =>
  table(['SKU', 'size', 'units', 'status', 'waiting', 'name'], lines.map((line) => [line.sku, line.size, line.units, line.stock_status, line.waiting, line.name]));

export const stock: Command = {
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
      const reply = await client.get<LowStockReply>('/stock/low', { below: integer(values.below, 'below') });
      print(reply, () => stockTable(reply.stock));
      return;
    }
    if (action !== 'set' && action !== 'adjust') usage(`Unknown action "${action}".`);
    if (!sku || !size || amount === undefined || !/^[+-]?\d{1,6}$/.test(amount)) usage('Give the SKU, the size and the units.');
    const units = Number(amount);
    const reply = await client.post<StockChangeReply>('/stock', { sku, size, ...(action === 'set' ? { set: units } : { adjust: units }), ...reasonOf(values) });
    print(reply, () => `${stockTable([reply.stock])}${reply.notified ? `\n${reply.notified} waiting shopper(s) told it is back.` : ''}`);
  },
};

export const promo: Command = {
  usage: 'pnpm ops promo [list | create CODE --percent N | --amount MINOR --currency C [rules] | disable ID | enable ID [--ends DATE|ISO]]',
  summary: 'promo codes: their uses; new codes; codes ended, and enabled again',
  help: [
    '  create rules:   --min-total MINOR (the goods, in --currency) --starts DATE|ISO --ends DATE|ISO (a date: from its start, through its end, UTC) --login (logged-in customers only)',
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
      if (!argument) usage('Give the code.');
      if ((values.percent === undefined) === (values.amount === undefined)) usage('Give one of --percent and --amount.');
      const list = (value: string | boolean | undefined) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : undefined);
      const body = {
        code: argument,
        kind: values.percent !== undefined ? 'percent' : 'amount',
        value: integer(values.percent ?? values.amount, values.percent !== undefined ? 'percent' : 'amount'),
        currency: values.currency, min_total: integer(values['min-total'], 'min-total'), starts_at: timeOf(values.starts, 'starts'), ends_at: timeOf(values.ends, 'ends', { end: true }),
        requires_login: values.login, customer_groups: list(values.groups), category_ids: list(values.categories)?.map(Number),
        max_uses: integer(values['max-uses'], 'max-uses'), max_uses_per_client: integer(values['max-uses-per-client'], 'max-uses-per-client'),
        ...reasonOf(values),
      };
      const reply = await client.post<PromoCodeReply>('/promo-codes', Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
      print(reply, () => table(headers, [describe(reply.code)]));
    } else if (action === 'disable') {
      const reply = await client.post<PromoCodeReply>(`/promo-codes/${idOf(argument, 'promo code')}/disable`, reasonOf(values));
      print(reply, () => `${reply.code.code} ended ${when(reply.code.ends_at)}.`);
    } else if (action === 'enable') {
      const ends = timeOf(values.ends, 'ends', { end: true });
      const reply = await client.post<PromoCodeReply>(`/promo-codes/${idOf(argument, 'promo code')}/enable`, { ...(ends ? { ends_at: ends } : {}), ...reasonOf(values) });
      print(reply, () => `${reply.code.code} applies again${reply.code.ends_at ? ` until ${when(reply.code.ends_at)}` : ', with no end'}.`);
    } else usage(`Unknown action "${action}".`);
  },
};

export const giftcards: Command = {
  usage: 'pnpm ops giftcards [list [--search DIGITS|EMAIL|PHONE] [--page N] | show ID | issue --amount MINOR --currency C --email ADDRESS --name NAME '
    + `[--language ${LANGUAGE_CODES.join('|')}] [--message TEXT] --reason TEXT | adjust ID +N|-N --reason TEXT | void ID | resend ID]`,
  summary: 'gift cards: find, show with their ledger, issue by hand, adjust, void, send the link again',
  help: [
    "  --search        the number's last digits, or the buyer's or recipient's e-mail or phone",
    `  issue           a goodwill card of --amount (minor units of --currency), its link e-mailed to --email, greeting --name, in --language (default ${DEFAULT_LANGUAGE}),`,
    "                  with --message, as a bought card's recipient gets it; --reason is required",
    "  adjust          adds (or with a minus takes) minor units of the card's currency: never below zero, nor above what the card was issued for;",
    '                  the card is locked as an order spending it is; --reason is required',
    REASON_HELP,
  ].join('\n'),
  options: {
    search: { type: 'string' }, page: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' },
    language: { type: 'string' }, message: { type: 'string' }, ...REASON,
  },
  async run({ args, values, client, print }) {
    const [action = 'list', id, change] = args;
    const needReason = () => {
      if (!values.reason) usage('Say why with --reason.');
      return String(values.reason);
    };
    const describe = ({ giftcard, ledger }: AdminGiftcardReply) => [
      `Gift card ${giftcard.id} (…${giftcard.number_last4}): ${money(giftcard.balance, giftcard.currency)} of ${money(giftcard.initial_amount, giftcard.currency)}, expires ${when(giftcard.expires_at)}`,
      `${giftcard.purchase_order_id === null ? 'Issued by hand' : `Bought by order ${giftcard.purchase_order_id}`} for ${giftcard.recipient || '(erased)'}`
        + `${giftcard.customer_id ? `, on customer ${giftcard.customer_id}'s account` : ''}`,
      '',
      table(['action', 'amount', 'order', 'at'], ledger.map((entry) => [entry.action, money(entry.amount, giftcard.currency), entry.order_id, when(entry.at)])),
    ].join('\n');
    if (action === 'list') {
      const reply = await client.get<GiftcardListReply>('/giftcards', { search: values.search as string | undefined, page: integer(values.page, 'page') });
      print(reply, () => [
        table(['id', 'number', 'balance', 'of', 'recipient', 'customer', 'expires'], reply.giftcards.map((card) => [
          card.id, `…${card.number_last4}`, money(card.balance, card.currency), money(card.initial_amount, card.currency), card.recipient, card.customer_id, when(card.expires_at),
        ])),
        `${reply.giftcards.length} of ${reply.total}, page ${reply.page}`,
      ].join('\n'));
    } else if (action === 'show') {
      const reply = await client.get<AdminGiftcardReply>(`/giftcards/${idOf(id, 'gift card')}`);
      print(reply, () => describe(reply));
    } else if (action === 'issue') {
      const amount = integer(values.amount, 'amount');
      if (amount === undefined || amount < 1) usage('Give the card\'s --amount in minor units (1000 is 10.00).');
      const currency = oneOf(values.currency, 'currency', CURRENCY_CODES);
      if (!currency) usage(`Give the --currency: ${CURRENCY_CODES.join(', ')}.`);
      if (!values.email || !values.name) usage('Give the recipient\'s --email and first --name.');
      const reason = needReason();
      const reply = await client.post<AdminGiftcardReply>('/giftcards', {
        amount, currency, recipient_email: values.email, recipient_name: values.name, language: oneOf(values.language, 'language', LANGUAGE_CODES) ?? DEFAULT_LANGUAGE,
        ...(values.message === undefined ? {} : { message: values.message }), reason,
      });
      print(reply, () => `${describe(reply)}\n\nIts link went to ${reply.giftcard.recipient}.`);
    } else if (action === 'adjust') {
      if (!change || !/^[+-]?\d{1,9}$/.test(change) || Number(change) === 0) usage('Give the amount to add (+N) or take (-N), in minor units.');
      const reason = needReason();
      const reply = await client.post<AdminGiftcardReply>(`/giftcards/${idOf(id, 'gift card')}/adjust`, { amount: Number(change), reason });
      print(reply, () => describe(reply));
    } else if (action === 'void') {
      const reply = await client.post<AdminGiftcardReply>(`/giftcards/${idOf(id, 'gift card')}/void`, reasonOf(values));
      print(reply, () => describe(reply));
    } else if (action === 'resend') {
      const reply = await client.post<ResendReply>(`/giftcards/${idOf(id, 'gift card')}/resend`, reasonOf(values));
      print(reply, () => `The link went again to ${reply.sent_to}.`);
    } else usage(`Unknown action "${action}".`);
  },
};

export const points: Command = {
  usage: 'pnpm ops points CUSTOMER [adjust +N|-N --reason TEXT]',
  summary: "a customer's points: balance and ledger; points added or taken",
  help: [
    "  CUSTOMER        the customer's number, e-mail or phone (with its country code)",
    '  adjust          adds (or with a minus takes) points; the balance never goes below zero; --reason is required (the customer may ask)',
  ].join('\n'),
  options: { ...REASON },
  async run({ args, values, client, print }) {
    const [customer, action, amount] = args;
    if (action !== undefined && action !== 'adjust') usage(`Unknown action "${action}".`);
    if (action === 'adjust') {
      if (!amount || !/^[+-]?\d{1,8}$/.test(amount) || Number(amount) === 0) usage('Give the points to add (+N) or take (-N).');
      if (!values.reason) usage('Say why with --reason.');
    }
    const id = await customerIdOf(client, customer);
    const reply = action === 'adjust'
      ? await client.post<PointsReply>(`/customers/${id}/points`, { points: Number(amount), reason: values.reason })
      : await client.get<PointsReply>(`/customers/${id}/points`);
    print(reply, () => [
      `Customer ${reply.customer_id}: ${reply.balance} points`,
      '',
      table(['id', 'action', 'points', 'order', 'at'], reply.ledger.map((entry) => [entry.id, entry.action, entry.points, entry.order_id, when(entry.at)])),
    ].join('\n'));
  },
};

export const reviews: Command = {
  usage: 'pnpm ops reviews [list [--status new|published|hidden] [--before ID] | publish ID | hide ID]',
  summary: 'reviews: the new ones to check; published or hidden',
  help: `  list            newest first, 50 a page (default: the new ones, shown on the site until hidden)\n  hide            off the product page and out of its rating\n${REASON_HELP}`,
  options: { status: { type: 'string' }, before: { type: 'string' }, ...REASON },
  async run({ args, values, client, print }) {
    const [action = 'list', id] = args;
    if (action === 'list') {
      const reply = await client.get<ReviewListReply>('/reviews', { status: oneOf(values.status, 'status', REVIEW_STATUSES) ?? 'new', before: integer(values.before, 'before') });
      print(reply, () => table(['id', 'SKU', 'score', 'author', 'status', 'written', 'title', 'text'], reply.reviews.map((review) => [
        review.id, review.sku, review.score, review.author, review.status, when(review.created_at), review.title, review.text.replace(/\s+/g, ' ').slice(0, 60),
      ])));
    } else if (action === 'publish' || action === 'hide') {
      const reply = await client.post<AdminReviewReply>(`/reviews/${idOf(id, 'review')}/status`, { status: action === 'hide' ? 'hidden' : 'published', ...reasonOf(values) });
      print(reply, () => `Review ${reply.review.id} is ${reply.review.status}.`);
    } else usage(`Unknown action "${action}".`);
  },
};
