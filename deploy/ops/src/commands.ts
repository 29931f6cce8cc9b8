import { parseArgs } from 'node:util';
import { AdminClient, OpsError } from './admin-client';
import { catalog } from './catalog-command';
import { UsageError, type Command, type Options, type Values } from './command-kit';
import { customers } from './customer-commands';
import { inbox } from './inbox-command';
import { orders } from './order-commands';
import { audit, me, setup, staff, tokens } from './people-commands';
import { giftcards, points, promo, reviews, stock } from './shop-commands';

export interface OpsIo {
  /** Folder relative file names are taken from (pnpm runs scripts in the package folder; INIT_CWD is where it was typed). */
  cwd?: string;
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  /** Waits between two looks at a running import (a timer; tests answer at once). */
  wait?: (ms: number) => Promise<void>;
}

/** Every command, in the order the overview lists them. */
export const COMMANDS: Record<string, Command> = { setup, me, staff, tokens, orders, customers, inbox, stock, promo, giftcards, points, reviews, catalog, audit };

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

// parseArgs reads "-10" as the short option -1 followed by 0: a number with its minus is a value
// (`stock adjust SKU M -10`, `points 7 adjust -100`), so it passes the parser in disguise.
const MINUS = '\u0000minus:';
const hideMinus = (arg: string): string => (/^-\d/.test(arg) ? `${MINUS}${arg}` : arg);
const showMinus = <V>(value: V): V => (typeof value === 'string' && value.startsWith(MINUS) ? (value.slice(MINUS.length) as V) : value);

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
  const wrongLine = (what: string) => {
    io.err(`${what}\n${command.usage}\nSee: pnpm ops ${name} --help`);
    return 2;
  };
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest.map(hideMinus), options: { ...GLOBAL, ...command.options }, allowPositionals: true, strict: true }) as typeof parsed;
  } catch (error) {
    return wrongLine((error as Error).message);
  }
  const values = Object.fromEntries(Object.entries(parsed.values).map(([key, value]) => [key, showMinus(value)])) as Values;
  const positionals = parsed.positionals.map(showMinus) as string[];
  if (values.help) {
    io.out([command.usage, command.summary, command.help, '', GLOBAL_HELP].filter((line) => line !== '').join('\n'));
    return 0;
  }
  const client = new AdminClient({ url: String(values.url ?? io.env.SHOP_URL ?? 'http://localhost:8080'), token: io.env.SHOP_TOKEN, fetch: io.fetch });
  const print = (reply: unknown, lines: () => string) => io.out(values.json ? JSON.stringify(reply, null, 2) : lines());
  try {
    const wait = io.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    await command.run({ args: positionals, values, client, print, wait, cwd: io.cwd ?? process.cwd() });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) return wrongLine(error.message);
    if (!(error instanceof OpsError)) throw error;
    io.err(error.message);
    return 1;
  }
}
