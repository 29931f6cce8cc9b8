import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { REMOTES, SHELL_PART, type PagePart } from '@shop/contracts';
import { DEFAULT_ANALYSIS, formatDuration, parseDuration, type AnalysisSettings } from './analysis-settings';
import { CONFIDENCES } from './canary-verdict';
import { checkContract, checkServerBuild } from './contract-check';
import { diffManifests } from './diff';
import { assertEnvironment, currentActor, defaultEnvironment, ENVIRONMENTS, type Environment } from './environment';
import { RegistryError } from './errors';
import type { HistoryEntry } from './history-entry';
import { HISTORY_FILE } from './file-event-store';
import { readManifest, readShellManifest } from './manifest';
import { openEventStore } from './open-store';
import { defaultRegistryRoot, repoRoot } from './paths';
import { assertRemote, RemoteRegistry, type ChangeResult, type RemoteStatus } from './registry';
import { fetchVitals, formatReport, partReport, type PartReport } from './report';
import type { Deployment } from './state';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Folder that relative --dir values are taken from. */
  cwd?: string;
  /** How `report` reaches the shop (tests give a fake). */
  fetch?: typeof fetch;
}

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

interface Context {
  args: string[];
  values: Values;
  io: CliIo;
  /** Opened on first use: `check` and `--help` need no store. */
  registry: () => RemoteRegistry;
  env: Environment;
  /** Whether --env was given (status then shows that environment only). */
  envNamed: boolean;
  /** The process's environment variables (tests give their own). */
  variables: NodeJS.ProcessEnv;
  reason: string | undefined;
  buildDir: (remote: string) => string;
  shellDir: string;
}

interface Command {
  usage: string;
  summary: string;
  /** Lines after the usage in `<command> --help`. */
  help: string;
  options: Options;
  run: (ctx: Context) => Promise<void> | void;
}

const ENV_OPTION = { env: { type: 'string' } } as const satisfies Options;
const REASON_OPTION = { reason: { type: 'string' } } as const satisfies Options;
const SHELL_OPTION = { shell: { type: 'string' } } as const satisfies Options;
const ENV_HELP = `  --env NAME     ${ENVIRONMENTS.join(' | ')}; default $REGISTRY_ENV, else production under NODE_ENV=production, else local`;
const REASON_HELP = '  --reason TEXT  why, kept in the history (with who: $REGISTRY_USER or the OS user, and when)';
const SHELL_HELP = '  --shell DIR    the shell build whose shared singletons the remote must accept (default shell/dist)';

/** The report's period: --since (a duration back from now, or a time), else the canary's, else the last hour. */
function sinceOf(given: string | undefined, deployment: Deployment | undefined): Date {
  if (given !== undefined) {
    const at = /^\d{4}-\d\d-\d\d/.test(given) ? new Date(given) : new Date(Date.now() - parseDuration(given, '--since'));
    if (Number.isNaN(at.getTime())) throw new RegistryError('usage', `--since must be a duration (30m, 2h) or an ISO time (got "${given}").`);
    return at;
  }
  return deployment?.canary ? new Date(deployment.canary.since) : new Date(Date.now() - 3_600_000);
}

function assertPart(name: string): PagePart {
  return name === SHELL_PART ? SHELL_PART : assertRemote(name);
}

function need(value: string | undefined, what: string, command: string): string {
  if (!value) throw new RegistryError('usage', `Missing ${what}.\n${COMMANDS[command]!.usage}\nSee: registry ${command} --help`);
  return value;
}

const short = (version: string | null | undefined) => version ?? '(none)';

const rampText = ({ ramp, holdMs }: { ramp?: number[]; holdMs?: number }) =>
  ramp?.length && holdMs ? `, then ${ramp.map((share) => `${share}%`).join(', ')} each after ${formatDuration(holdMs)} without regression` : '';

/** The canary analysis's last decision, as status prints it under the remote. */
function describeDecision(decision: NonNullable<RemoteStatus['lastDecision']>): string {
  const what = decision.action === 'rollback'
    ? `rolled back ${decision.from}`
    : decision.action === 'promote' ? `promoted ${decision.version} at the end of its ramp` : `moved ${decision.version} to ${decision.percent}%`;
  return `canary analysis ${decision.at}: ${what}${decision.reason ? ` (${decision.reason})` : ''}`;
}

/** Analysis settings as the CLI prints and takes them. */
function analysisText(settings: Partial<AnalysisSettings>): string {
  const parts = [
    settings.confidence !== undefined && `--confidence ${settings.confidence}`,
    settings.minViews !== undefined && `--min-views ${settings.minViews}`,
    settings.vitalMarginPercent !== undefined && `--vital-margin ${settings.vitalMarginPercent}`,
    settings.checkEveryMs !== undefined && `--check-every ${formatDuration(settings.checkEveryMs)}`,
  ];
  return parts.filter(Boolean).join(' ');
}

function describeChange(result: ChangeResult): string {
  const { remote, env, entry, deployment } = result;
  if (!entry) {
    return deployment.canary
      ? `unchanged: ${remote} canary ${deployment.canary.version} at ${deployment.canary.percent}% in ${env}`
      : `unchanged: ${remote}@${short(deployment.live)} is live in ${env}`;
  }
  switch (entry.action) {
    case 'promote':
      return `live in ${env}: ${remote}@${entry.version}${entry.from && entry.from !== entry.version ? ` (was ${entry.from})` : ''}`;
    case 'rollback':
      return `rolled back ${remote} in ${env}: ${entry.from} -> ${entry.version}`;
    case 'canary':
      return `canary in ${env}: ${remote}@${entry.version} for ${entry.percent}% of visitors (the others keep ${entry.from})${rampText(entry)}`;
    case 'settings':
      return `canary analysis of ${remote} in ${env}: ${analysisText(deployment.analysis)}`;
    default:
      return `canary of ${remote}@${entry.from} stopped in ${env}: everyone on ${entry.version}`;
  }
}

function describeEntry(entry: HistoryEntry): string {
  const where = entry.env ?? 'all';
  const what =
    entry.action === 'publish'
      ? `${entry.remote}@${entry.version}`
      : entry.action === 'canary'
        ? `${entry.remote} ${short(entry.from)} -> ${entry.version} for ${entry.percent}%${rampText(entry)}`
        : entry.action === 'settings'
          ? `${entry.remote} ${analysisText(entry.settings ?? {})}`
          : `${entry.remote} ${short(entry.from)} -> ${entry.version}`;
  return `${String(entry.seq).padStart(4)}  ${entry.at}  ${entry.actor.padEnd(10)} ${where.padEnd(10)} ${entry.action.padEnd(11)} ${what}${entry.reason ? `  (${entry.reason})` : ''}`;
}

const COMMANDS: Record<string, Command> = {
  publish: {
    usage: 'registry publish <remote> [--dir remotes/<remote>/dist] [--version X] [--shell DIR] [--reason TEXT]',
    summary: 'check a build against its contract and copy it in as <version>+<build id>',
    help: [
      '  The version is the build\'s own (its package.json) unless --version names one; the registry adds',
      '  the build id, the content hash\'s first 8 hex digits: 1.4.0+3f9a2c1d. The same build again is a no-op;',
      '  another build of a published version is refused: bump the version. A build that drops or renames a',
      '  module shared/contracts promises, or needs a shared singleton the shell does not provide, is refused.',
      '  --dir DIR      the build folder (default remotes/<remote>/dist)',
      '  --version X    the version, without build id',
      SHELL_HELP,
      REASON_HELP,
    ].join('\n'),
    options: { dir: { type: 'string' }, version: { type: 'string' }, ...SHELL_OPTION, ...REASON_OPTION },
    async run(ctx) {
      const remote = need(ctx.args[0], 'remote name', 'publish');
      const result = await ctx.registry().publish({
        remote, dir: ctx.buildDir(remote), version: ctx.values.version as string | undefined, shellDir: ctx.shellDir, reason: ctx.reason,
      });
      for (const note of result.notes) ctx.io.out(`note: ${note}`);
      ctx.io.out(`${result.status} ${result.remote}@${result.version}`);
    },
  },
  promote: {
    usage: 'registry promote <remote> <version> [--env NAME] [--reason TEXT]',
    summary: 'make a published version live for every visitor (ends a canary)',
    help: ['  <version> is 1.4.0+3f9a2c1d, or 1.4.0 when one build of it is published.', ENV_HELP, REASON_HELP].join('\n'),
    options: { ...ENV_OPTION, ...REASON_OPTION },
    async run(ctx) {
      const remote = need(ctx.args[0], 'remote name', 'promote');
      const version = need(ctx.args[1], 'version', 'promote');
      ctx.io.out(describeChange(await ctx.registry().promote(ctx.env, remote, version, ctx.reason)));
    },
  },
  rollback: {
    usage: 'registry rollback <remote> [--env NAME] [--reason TEXT]',
    summary: 'end a running canary, or else go back to the previously live version',
    help: ['  Repeat to step further back.', ENV_HELP, REASON_HELP].join('\n'),
    options: { ...ENV_OPTION, ...REASON_OPTION },
    async run(ctx) {
      ctx.io.out(describeChange(await ctx.registry().rollback(ctx.env, need(ctx.args[0], 'remote name', 'rollback'), ctx.reason)));
    },
  },
  canary: {
    usage: 'registry canary <remote> <version> --percent N [--env NAME] [--reason TEXT]\n'
      + '       registry canary <remote> <version> --ramp 10,50,100 --hold 15m [--env NAME] [--reason TEXT]\n'
      + '       registry canary <remote> --stop [--env NAME] [--reason TEXT]',
    summary: 'send N% of visitors (sticky per visitor) to a version; --stop ends it',
    help: [
      '  Each visitor gets an id cookie from the edge; id + remote hash to 0..99, and those under N get the',
      '  canary. Run it again with another N to ramp up. It ends with promote (of it or another version),',
      '  rollback, or canary --stop.',
      '  While it runs, the canary analysis compares it with the live version every minute (registry settings)',
      '  and rolls it back when its shoppers fare worse; registry report shows the figures.',
      '  --percent N    1 to 99',
      '  --ramp LIST    rising shares, the first now and each next one after --hold without regression (100: promote)',
      '  --hold TIME    how long each share of a ramp must hold: 30s, 15m, 1h',
      '  --stop         end the canary: every visitor on the live version',
      ENV_HELP,
      REASON_HELP,
    ].join('\n'),
    options: { percent: { type: 'string' }, ramp: { type: 'string' }, hold: { type: 'string' }, stop: { type: 'boolean', default: false }, ...ENV_OPTION, ...REASON_OPTION },
    async run(ctx) {
      const remote = need(ctx.args[0], 'remote name', 'canary');
      if (ctx.values.stop) {
        ctx.io.out(describeChange(await ctx.registry().stopCanary(ctx.env, remote, ctx.reason)));
        return;
      }
      const version = need(ctx.args[1], 'version', 'canary');
      if (typeof ctx.values.ramp === 'string') {
        const [first, ...steps] = ctx.values.ramp.split(',').map(Number);
        const holdMs = parseDuration(need(ctx.values.hold as string | undefined, '--hold TIME', 'canary'), '--hold');
        ctx.io.out(describeChange(await ctx.registry().canary(ctx.env, remote, version, first!, ctx.reason, { steps, holdMs })));
        return;
      }
      const percent = Number(need(ctx.values.percent as string | undefined, '--percent N', 'canary'));
      ctx.io.out(describeChange(await ctx.registry().canary(ctx.env, remote, version, percent, ctx.reason)));
    },
  },
  history: {
    usage: 'registry history [remote] [--env NAME] [--limit N]',
    summary: 'who published, promoted, rolled back and ran canaries, when and why, oldest first',
    help: ['  Publishes show in every environment. Without --env: all environments.', '  --env NAME     one environment only', '  --limit N      the last N entries'].join('\n'),
    options: { ...ENV_OPTION, limit: { type: 'string' } },
    async run(ctx) {
      const entries = await ctx.registry().history({ remote: ctx.args[0], env: ctx.envNamed ? ctx.env : undefined });
      const limit = ctx.values.limit === undefined ? entries.length : Number(ctx.values.limit);
      if (entries.length === 0) ctx.io.out('no history yet');
      for (const entry of entries.slice(-limit)) ctx.io.out(describeEntry(entry));
    },
  },
  settings: {
    usage: 'registry settings <remote> [--confidence C] [--min-views N] [--vital-margin P] [--check-every TIME] [--env NAME] [--reason TEXT]',
    summary: 'what the canary analysis holds a remote\'s canaries to (without options: show it)',
    help: [
      '  A canary is rolled back when its error rate or load-failure rate is higher than the live version\'s by a',
      '  one-sided two-proportion test, or its p75 INP or LCP is higher by more than the margin. Kept per remote and',
      '  environment, in the history.',
      `  --confidence C     how sure the test must be: ${CONFIDENCES.join(', ')} (default ${DEFAULT_ANALYSIS.confidence})`,
      `  --min-views N      page views (and vitals samples) each side needs before it is judged (default ${DEFAULT_ANALYSIS.minViews})`,
      `  --vital-margin P   how much higher, in percent, the canary's p75 INP or LCP may be (default ${DEFAULT_ANALYSIS.vitalMarginPercent})`,
      `  --check-every TIME how often it is compared: 30s, 1m... (default ${formatDuration(DEFAULT_ANALYSIS.checkEveryMs)})`,
      ENV_HELP,
      REASON_HELP,
    ].join('\n'),
    options: { confidence: { type: 'string' }, 'min-views': { type: 'string' }, 'vital-margin': { type: 'string' }, 'check-every': { type: 'string' }, ...ENV_OPTION, ...REASON_OPTION },
    async run(ctx) {
      const remote = need(ctx.args[0], 'remote name', 'settings');
      const number = (name: string) => (typeof ctx.values[name] === 'string' ? Number(ctx.values[name]) : undefined);
      const change: Partial<AnalysisSettings> = Object.fromEntries(Object.entries({
        confidence: number('confidence'),
        minViews: number('min-views'),
        vitalMarginPercent: number('vital-margin'),
        checkEveryMs: typeof ctx.values['check-every'] === 'string' ? parseDuration(ctx.values['check-every'], '--check-every') : undefined,
      }).filter(([, value]) => value !== undefined));
      if (Object.keys(change).length === 0) {
        const deployment = (await ctx.registry().deployments(ctx.env))[assertRemote(remote)];
        ctx.io.out(`canary analysis of ${remote} in ${ctx.env}: ${analysisText(deployment?.analysis ?? DEFAULT_ANALYSIS)}`);
        return;
      }
      ctx.io.out(describeChange(await ctx.registry().settings(ctx.env, remote, change, ctx.reason)));
    },
  },
  report: {
    usage: 'registry report [remote] [--env NAME] [--since TIME] [--json] [--url URL]',
    summary: 'what shoppers lived through per version: p75 vitals, error and load-failure rates, the canary\'s verdict',
    help: [
      '  Read from the shop\'s real-user vitals (the admin API, with an operator\'s token in $SHOP_TOKEN).',
      '  Without a remote: the shell and every remote live in the environment.',
      '  --since TIME   the period: 30m, 2h (back from now) or an ISO time; default since the canary began, else 1h',
      '  --json         the report as JSON, for scripts',
      '  --url URL      the shop (default $SHOP_URL, else http://localhost:8080)',
      ENV_HELP,
    ].join('\n'),
    options: { since: { type: 'string' }, json: { type: 'boolean', default: false }, url: { type: 'string' }, ...ENV_OPTION },
    async run(ctx) {
      const deployments = await ctx.registry().deployments(ctx.env);
      const parts: PagePart[] = ctx.args[0] ? [assertPart(ctx.args[0])] : [SHELL_PART, ...REMOTES.filter((remote) => deployments[remote]?.live)];
      const shop = { url: String(ctx.values.url ?? ctx.variables.SHOP_URL ?? 'http://localhost:8080'), token: ctx.variables.SHOP_TOKEN, fetch: ctx.io.fetch };
      const reports: PartReport[] = [];
      for (const part of parts) {
        const deployment = part === SHELL_PART ? undefined : deployments[part];
        const since = sinceOf(ctx.values.since as string | undefined, deployment);
        reports.push(partReport(part, ctx.env, since, deployment, await fetchVitals(shop, { env: ctx.env, part, since })));
      }
      if (ctx.values.json) ctx.io.out(JSON.stringify({ reports }, null, 2));
      else for (const line of formatReport(reports)) ctx.io.out(line);
    },
  },
  diff: {
    usage: 'registry diff <remote> <from-version> <to-version>',
    summary: 'what changed in exposed modules and shared dependency versions between two published versions',
    help: '  Read from the two versions\' mf-manifest.json.',
    options: {},
    async run(ctx) {
      const remote = need(ctx.args[0], 'remote name', 'diff');
      const [from, to] = await Promise.all([
        ctx.registry().versionDir(remote, need(ctx.args[1], 'from-version', 'diff')),
        ctx.registry().versionDir(remote, need(ctx.args[2], 'to-version', 'diff')),
      ]);
      const diff = diffManifests(readManifest(from.dir) ?? {}, readManifest(to.dir) ?? {});
      ctx.io.out(`${remote} ${from.version} -> ${to.version}`);
      const lines = [
        ...diff.exposesAdded.map((path) => `  exposes  + ${path}`),
        ...diff.exposesRemoved.map((path) => `  exposes  - ${path}`),
        ...diff.shared.map((change) => `  shared    ${change.name}: ${change.from ?? '(none)'} -> ${change.to ?? '(none)'}`),
      ];
      ctx.io.out(lines.length ? lines.join('\n') : '  no change in exposes or shared dependencies');
    },
  },
  status: {
    usage: 'registry status [--env NAME]',
    summary: 'what is live and what is in canary, per environment',
    help: '  Without --env: every environment with something live.',
    options: { ...ENV_OPTION },
    async run(ctx) {
      const environments = ctx.envNamed ? [ctx.env] : ENVIRONMENTS;
      let shown = 0;
      for (const env of environments) {
        const rows = (await ctx.registry().status(env)).filter((row) => ctx.envNamed || row.live);
        if (rows.length === 0) continue;
        shown++;
        ctx.io.out(env);
        for (const row of rows) {
          const canary = row.canary ? `   canary ${row.canary.version} for ${row.canary.percent}% since ${row.canary.since}${rampText(row.canary)}` : '';
          ctx.io.out(`  ${row.remote.padEnd(16)} live ${short(row.live).padEnd(24)}${canary}`.trimEnd());
          if (row.lastDecision) ctx.io.out(`  ${''.padEnd(16)} ${describeDecision(row.lastDecision)}`);
        }
      }
      if (shown === 0) ctx.io.out(ctx.envNamed ? `nothing live in ${ctx.env}` : 'nothing live in any environment');
    },
  },
  list: {
    usage: 'registry list [--env NAME]',
    summary: 'published versions per remote, and the live one',
    help: ENV_HELP,
    options: { ...ENV_OPTION },
    async run(ctx) {
      const rows = await ctx.registry().status(ctx.env);
      if (rows.length === 0) ctx.io.out('nothing published yet');
      for (const row of rows) ctx.io.out(`${row.remote.padEnd(16)} live ${short(row.live).padEnd(24)} published ${row.published.join(', ')}`);
    },
  },
  release: {
    usage: 'registry release [remote...] [--env NAME] [--shell DIR]',
    summary: 'publish + promote local builds (every built remote by default): what npm start runs',
    help: [
      '  Like publish, except that a rebuilt remote whose version was not bumped is published under its',
      '  new build id instead of refused: local sources change without version bumps, and nothing is overwritten.',
      ENV_HELP,
      SHELL_HELP,
    ].join('\n'),
    options: { ...ENV_OPTION, ...SHELL_OPTION, ...REASON_OPTION },
    async run(ctx) {
      const repo = repoRoot(ctx.io.cwd);
      const remotes = ctx.args.length > 0 ? ctx.args : REMOTES.filter((r) => existsSync(join(repo, 'remotes', r, 'dist')));
      for (const remote of remotes) {
        const { publish, promote } = await ctx.registry().release(ctx.env, { remote, dir: ctx.buildDir(remote), shellDir: ctx.shellDir, reason: ctx.reason });
        for (const note of publish.notes) ctx.io.out(`note: ${note}`);
        ctx.io.out(`${remote}@${publish.version}: ${publish.status}, ${promote.status === 'changed' ? 'now live' : 'live'} in ${ctx.env}`);
      }
    },
  },
  check: {
    usage: 'registry check [remote...] [--shell DIR]',
    summary: 'check local builds (remotes/<remote>/dist) against their contracts and the shell, publishing nothing',
    help: SHELL_HELP,
    options: { ...SHELL_OPTION },
    run(ctx) {
      const shell = readShellManifest(ctx.shellDir);
      const remotes = ctx.args.length > 0 ? ctx.args : REMOTES;
      const problems: string[] = [];
      for (const name of remotes) {
        const remote = assertRemote(name);
        const manifest = readManifest(ctx.buildDir(remote));
        if (!manifest) {
          problems.push(`${remote} is not built (${ctx.buildDir(remote)}): pnpm --filter @shop/${remote} build`);
          continue;
        }
        const report = checkContract(remote, manifest, shell);
        checkServerBuild(remote, ctx.buildDir(remote), manifest, ctx.shellDir, report);
        for (const note of report.notes) ctx.io.out(`note: ${note}`);
        problems.push(...report.problems);
        if (report.problems.length === 0) ctx.io.out(`${remote}: keeps its contract`);
      }
      if (problems.length > 0) throw new RegistryError('contract_broken', problems.join('\n'));
    },
  },
};

export const USAGE = [
  'Usage: registry <command> [--help]',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage.split('\n')[0]!.replace('registry ', '').split(' ')[0]!.padEnd(9)} ${command.summary}`),
  `Builds: $DATA_DIR/registry/<remote>/<version>/ (DATA_DIR default <repo>/.data). History: $DATA_DIR/registry/${HISTORY_FILE},`,
  'or the registry_history table when DATABASE_URL is set. `registry <command> --help` for its options.',
].join('\n');

/** Runs one CLI command; resolves to the exit code. Kept apart from cli.ts so tests can call it. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const env = io.env ?? process.env;
  // `pnpm run registry -- publish x` may pass the `--` through.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const name = args[0];
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const topic = name === 'help' ? COMMANDS[args[1] ?? ''] : undefined;
    (name === undefined ? io.err : io.out)(topic ? `${topic.usage}\n  ${topic.summary}\n${topic.help}` : USAGE);
    return name === undefined ? 1 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`Unknown command "${name}".\n${USAGE}`);
    return 1;
  }
  let registry: RemoteRegistry | undefined;
  try {
    const parsed = parseArgs({
      args: args.slice(1),
      allowPositionals: true,
      options: { ...command.options, help: { type: 'boolean', short: 'h', default: false } },
    });
    const positionals = parsed.positionals;
    const values = parsed.values as Values;
    if (values.help) {
      io.out(`${command.usage}\n  ${command.summary}\n${command.help}`);
      return 0;
    }
    const repo = repoRoot(io.cwd);
    const from = io.cwd ?? process.cwd();
    const root = defaultRegistryRoot(env);
    const ctx: Context = {
      args: positionals,
      values,
      io,
      registry: () => (registry ??= new RemoteRegistry(root, openEventStore(root, env), currentActor(env))),
      env: typeof values.env === 'string' ? assertEnvironment(values.env) : defaultEnvironment(env),
      envNamed: typeof values.env === 'string',
      variables: env,
      reason: typeof values.reason === 'string' ? values.reason : undefined,
      buildDir: (remote) => (typeof values.dir === 'string' ? resolve(from, values.dir) : join(repo, 'remotes', remote, 'dist')),
      shellDir: typeof values.shell === 'string' ? resolve(from, values.shell) : join(repo, 'shell', 'dist'),
    };
    await command.run(ctx);
    return 0;
  } catch (error) {
    if (error instanceof RegistryError) {
      io.err(`registry ${name}: ${error.message}`);
      return 1;
    }
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`registry ${name}: ${(error as Error).message}\n${command.usage}\nSee: registry ${name} --help`);
      return 1;
    }
    throw error;
  } finally {
    await registry?.close();
  }
}
