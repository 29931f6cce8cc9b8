import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '@shop/contracts';
import { RegistryError } from './errors';
import { defaultRegistryRoot, repoRoot } from './paths';
import { history, list, promote, publish, release, rollback } from './registry';

export const USAGE = `Usage: registry <command>
  publish <remote> [--dir remotes/<remote>/dist] [--version X] [--force]
                             copy a build into the registry under its version
  promote <remote> <version> make a published version live
  rollback <remote>          make the previously live version live again
  history [remote]           what was published, promoted and rolled back, oldest first
  list                       published versions and the live one per remote
  release [remote...]        publish + promote local builds (all built remotes by default; npm start uses it)
Registry folder: $DATA_DIR/registry (DATA_DIR default <repo>/.data).`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Folder that relative --dir values are taken from. */
  cwd?: string;
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new RegistryError('usage', `Missing ${what}.\n${USAGE}`);
  return value;
}

/** Runs one CLI command; returns the exit code. Kept apart from cli.ts so tests can call it. */
export function runCli(argv: string[], io: CliIo): number {
  const env = io.env ?? process.env;
  const root = defaultRegistryRoot(env);
  const repo = repoRoot(io.cwd);
  // `pnpm run registry -- publish x` may pass the `--` through.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        dir: { type: 'string' },
        version: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.err(`registry: ${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  const buildDir = (remote: string) =>
    values.dir ? resolve(io.cwd ?? process.cwd(), values.dir) : join(repo, 'remotes', remote, 'dist');

  try {
    switch (values.help ? 'help' : command) {
      case 'publish': {
        const remote = need(rest[0], 'remote name');
        const result = publish(root, { remote, dir: buildDir(remote), version: values.version, force: values.force });
        io.out(`${result.status} ${result.remote}@${result.version} (${result.hash.slice(0, 12)})`);
        return 0;
      }
      case 'promote': {
        const result = promote(root, need(rest[0], 'remote name'), need(rest[1], 'version'));
        io.out(`${result.status === 'promoted' ? 'live' : 'already live'}: ${result.remote}@${result.version}` +
          (result.from && result.from !== result.version ? ` (was ${result.from})` : ''));
        return 0;
      }
      case 'rollback': {
        const result = rollback(root, need(rest[0], 'remote name'));
        io.out(`rolled back ${result.remote}: ${result.from} -> ${result.version}`);
        return 0;
      }
      case 'history': {
        const entries = history(root, rest[0]);
        if (entries.length === 0) io.out('no history yet');
        for (const e of entries) {
          const detail = e.action === 'publish' ? `hash ${e.hash?.slice(0, 12)}` : `from ${e.from ?? '(none)'}`;
          io.out(`${e.at}  ${e.action.padEnd(8)} ${e.remote}@${e.version}  ${detail}`);
        }
        return 0;
      }
      case 'list': {
        const listing = list(root);
        if (listing.length === 0) io.out('nothing published yet');
        for (const r of listing) {
          io.out(`${r.remote.padEnd(16)} live ${(r.live ?? '-').padEnd(18)} published ${r.versions.join(', ')}`);
        }
        return 0;
      }
      case 'release': {
        const remotes = rest.length > 0 ? rest : REMOTES.filter((r) => existsSync(join(repo, 'remotes', r, 'dist')));
        for (const remote of remotes) {
          const { publish: p, promote: q } = release(root, { remote, dir: buildDir(remote), version: values.version });
          io.out(`${remote}@${p.version}: ${p.status}, ${q.status === 'promoted' ? 'now live' : 'live'}`);
        }
        return 0;
      }
      case 'help':
        io.out(USAGE);
        return 0;
      default:
        io.err(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
        return 1;
    }
  } catch (error) {
    if (error instanceof RegistryError) {
      io.err(`registry: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
