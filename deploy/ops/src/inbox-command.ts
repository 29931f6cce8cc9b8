import { INBOX_KINDS, INBOX_PAGE_SIZE, INBOX_STATES, type InboxItem, type InboxItemReply, type InboxKind, type InboxReply } from '@shop/contracts';
import { OpsError } from './admin-client';
import { idOf, integer, oneOf, reasonOf, REASON, REASON_HELP, usage, type Command, type Context } from './command-kit';
import { table, when } from './table';

// The inbox: the questions shoppers asked the manager and the one-click orders, to answer, take
// and close, over the admin API's inbox routes (as the back office's inbox does).

const oneLine = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** An item as a few lines: who asked what, about which product, who has it, and its answer. */
function describeItem(item: InboxItem): string {
  return [
    `${item.kind === 'question' ? 'Question' : 'One-click order'} ${item.id} from ${item.name}, ${when(item.created_at)}, in ${item.language}`,
    `Contact: ${[item.phone, item.email].filter(Boolean).join(', ') || 'none'}`,
    ...(item.product ? [`Product: ${item.product.name} (${item.product.sku}), /${item.product.url_path}`] : []),
    `Taken by: ${item.assigned_to ? `${item.assigned_to.name} (customer ${item.assigned_to.customer_id})` : 'nobody'}`,
    item.closed_at ? `Closed ${when(item.closed_at)}` : 'Open',
    '',
    item.text,
    ...(item.answer ? ['', `Answered ${when(item.answered_at)}:`, item.answer] : []),
  ].join('\n');
}

/** The kind a command line names (question or request), or a usage error. */
const kindOf = (value: string | undefined): InboxKind => {
  if (!INBOX_KINDS.includes(value as InboxKind)) usage(`Say which kind: ${INBOX_KINDS.join(' or ')}.`);
  return value as InboxKind;
};

/**
 * One item: the list has no route for a single one, so the page starting at it is asked for, open
 * and then closed: its first item is the one, when it exists.
 */
async function findItem(client: Context['client'], kind: InboxKind, id: number): Promise<InboxItem> {
  for (const state of INBOX_STATES) {
    const reply = await client.get<InboxReply>('/inbox', { kind, state, before: id + 1 });
    if (reply.items[0]?.id === id) return reply.items[0];
  }
  throw new OpsError(`No ${kind} ${id}.`);
}

export const inbox: Command = {
  usage: `pnpm ops inbox [list [--kind ${INBOX_KINDS.join('|')}] [--state ${INBOX_STATES.join('|')}] [--before ID] | show KIND ID | answer ID --text TEXT | assign KIND ID --to me|nobody | close KIND ID]`,
  summary: 'questions to the manager and one-click orders: list, show, answer by e-mail, take or give back, close',
  help: [
    `  list            newest first, ${INBOX_PAGE_SIZE} a page (default: open questions); --before ID gives the next page`,
    '  KIND            question (the contact popup) or request (a one-click order)',
    '  answer          a question only: the text goes by e-mail in the language it was asked in, and closes it',
    '  assign          --to me needs a staff member\'s own session (an API token is nobody); --to nobody gives an item back',
    '  close           answered by phone, ordered, or nothing to do',
    REASON_HELP,
  ].join('\n'),
  options: { kind: { type: 'string' }, state: { type: 'string' }, before: { type: 'string' }, text: { type: 'string' }, to: { type: 'string' }, ...REASON },
  async run({ args, values, client, print }) {
    const [action = 'list', first, second] = args;
    const itemPath = (kind: InboxKind, id: number, verb: string) => `/inbox/${kind}/${id}/${verb}`;
    if (action === 'list') {
      const kind = oneOf(values.kind, 'kind', INBOX_KINDS) ?? 'question';
      const state = oneOf(values.state, 'state', INBOX_STATES) ?? 'open';
      const reply = await client.get<InboxReply>('/inbox', { kind, state, before: integer(values.before, 'before') });
      print(reply, () => [
        table(['id', 'asked', 'name', 'contact', 'lang', 'taken by', kind === 'question' ? 'question' : 'product'], reply.items.map((item) => [
          item.id, when(item.created_at), item.name, item.email || item.phone, item.language, item.assigned_to?.name ?? '', oneLine(item.text, 60),
        ])),
        reply.items.length === INBOX_PAGE_SIZE ? `Older: --before ${reply.items.at(-1)!.id}` : `${reply.items.length} ${state} ${kind === 'question' ? 'question(s)' : 'one-click order(s)'}.`,
      ].join('\n'));
    } else if (action === 'show') {
      const item = await findItem(client, kindOf(first), idOf(second, 'item'));
      print({ status: 200, item }, () => describeItem(item));
    } else if (action === 'answer') {
      if (typeof values.text !== 'string' || !values.text.trim()) usage('Give the answer with --text.');
      const reply = await client.post<InboxItemReply>(itemPath('question', idOf(first, 'question'), 'answer'), { text: values.text });
      print(reply, () => `Question ${reply.item.id} is answered by e-mail to ${reply.item.email}, and closed.`);
    } else if (action === 'assign') {
      const to = oneOf(values.to, 'to', ['me', 'nobody'] as const);
      if (!to) usage('Say --to me or --to nobody.');
      const reply = await client.post<InboxItemReply>(itemPath(kindOf(first), idOf(second, 'item'), 'assign'), { to });
      print(reply, () => (reply.item.assigned_to ? `${reply.item.kind} ${reply.item.id} is taken by ${reply.item.assigned_to.name}.` : `${reply.item.kind} ${reply.item.id} is nobody's now.`));
    } else if (action === 'close') {
      const reply = await client.post<InboxItemReply>(itemPath(kindOf(first), idOf(second, 'item'), 'close'), reasonOf(values));
      print(reply, () => `${reply.item.kind} ${reply.item.id} is closed.`);
    } else usage(`Unknown action "${action}".`);
  },
};
