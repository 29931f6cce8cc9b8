import {
  STAFF_ROLES, type AdminMeReply, type AdminSetupReply, type ApiTokenCreateReply, type ApiTokenListReply, type ApiTokenReply, type AuditReply,
  type StaffChangeReply, type StaffListReply,
} from '@shop/contracts';
import { idOf, person, PERSON, PERSON_HELP, reasonOf, REASON, REASON_HELP, role, usage, type Command } from './command-kit';
import { table, when } from './table';

// Who runs the shop: the first admin, the staff, their API tokens, and the audit log of what they did.

export const setup: Command = {
  usage: 'pnpm ops setup --code CODE (--email ADDRESS | --phone NUMBER)',
  summary: 'make the first admin with the code the shop printed at start',
  help: '  --code CODE     the code a shop without an admin prints when it starts\n' + PERSON_HELP + '\nPrints the admin\'s API token: it is shown once.',
  options: { code: { type: 'string' }, ...PERSON },
  async run({ values, client, print }) {
    if (!values.code) usage('Give the --code the shop printed.');
    const reply = await client.setup<AdminSetupReply>({ code: values.code, identifier: person(values) });
    print(reply, () => [
      `Customer ${reply.customer_id} is the shop's admin. Their API token (shown once, keep it safe):`,
      '',
      `  export SHOP_TOKEN=${reply.token.token}`,
      '',
      'They also log in on the site with one-time codes, as shoppers do.',
    ].join('\n'));
  },
};

export const me: Command = {
  usage: 'pnpm ops me',
  summary: 'who the token is, with which role',
  help: '',
  options: {},
  async run({ client, print }) {
    const reply = await client.get<AdminMeReply>('/me');
    print(reply, () => `${reply.actor} (${reply.role})`);
  },
};

export const staff: Command = {
  usage: `pnpm ops staff [list | grant (--email A | --phone N) --role ${STAFF_ROLES.join('|')} | revoke (--email A | --phone N)]`,
  summary: 'the staff; give or take a role (admins)',
  help: `${PERSON_HELP}\n  --role ROLE     ${STAFF_ROLES.join(', ')}: an operator runs orders, catalogue, stock, promotions, gift cards, customers and reviews; support reads all of it and changes nothing; an admin does all, and manages staff, tokens and the audit log (README "Who may do what")\n${REASON_HELP}`,
  options: { ...PERSON, role: { type: 'string' }, ...REASON },
  async run({ args, values, client, print }) {
    const [action = 'list'] = args;
    if (action === 'list') {
      const reply = await client.get<StaffListReply>('/staff');
      print(reply, () => table(['customer', 'role', 'email', 'phone', 'name'], reply.staff.map((member) => [member.customer_id, member.role, member.email, member.telephone, member.name])));
      return;
    }
    if (action !== 'grant' && action !== 'revoke') usage(`Unknown action "${action}".`);
    const reply = await client.post<StaffChangeReply>('/staff', {
      identifier: person(values), role: action === 'grant' ? role(values.role) : null, ...reasonOf(values),
    });
    print(reply, () => (reply.role ? `Customer ${reply.customer_id} is ${reply.role}.` : `Customer ${reply.customer_id} is no longer staff.`));
  },
};

export const tokens: Command = {
  usage: `pnpm ops tokens [list | create --name NAME --role ${STAFF_ROLES.join('|')} | revoke ID]`,
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
      if (!values.name) usage('Give the token a --name.');
      const reply = await client.post<ApiTokenCreateReply>('/tokens', { name: values.name, role: role(values.role), ...reasonOf(values) });
      print(reply, () => `Token ${reply.token.id} (${reply.token.role}), shown once:\n\n  ${reply.token.token}`);
    } else if (action === 'revoke') {
      const reply = await client.post<ApiTokenReply>(`/tokens/${idOf(id, 'token')}/revoke`, reasonOf(values));
      print(reply, () => `Token ${reply.token.id} (${reply.token.name}) is revoked.`);
    } else usage(`Unknown action "${action}".`);
  },
};

export const audit: Command = {
  usage: 'pnpm ops audit [--target order:42] [--before ID]',
  summary: 'the audit log, newest first (admins)',
  help: '  --target T      one target\'s entries: order:42, customer:7, token:3\n  --before ID     the next page: entries older than this id',
  options: { target: { type: 'string' }, before: { type: 'string' } },
  async run({ values, client, print }) {
    const reply = await client.get<AuditReply>('/audit', { target: values.target as string | undefined, before: values.before as string | undefined });
    // One line an entry in columns, its before and after under it: a long JSON widens no other row.
    print(reply, () => {
      const [header, ...rows] = table(['id', 'at', 'who', 'what', 'target', 'why'], reply.entries.map((entry) => [
        entry.id, when(entry.at), entry.actor, entry.action, entry.target, entry.reason,
      ])).split('\n');
      const changes = (entry: AuditReply['entries'][number]) => [['before', entry.before], ['after', entry.after]]
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([label, value]) => `    ${String(label).padEnd(6)} ${JSON.stringify(value)}`);
      return [header, ...rows.flatMap((row, index) => [row!, ...changes(reply.entries[index]!)])].join('\n');
    });
  },
};
