import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A PostgreSQL server from Debian's package, in a folder of its own: what `pnpm scale` runs its
 * edges on, and what the several-edges tests start and restart. The same cluster layout as the
 * API suite's throwaway server (deploy/api/scripts/test-pg.sh): trust authentication for user
 * postgres on 127.0.0.1 only, its socket in the folder, owned by the postgres user when run as root.
 */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** A fast stop and a start: every connection is dropped, and the server is back when it resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`, unless it has stopped already; the data stays in the folder. */
  stop(): void;
}

export interface PostgresOptions {
  /** The cluster's folder (data/, the socket, server.log); made and initialised when new. */
  dir: string;
  port: number;
  /**
   * Whether a crash may lose committed writes: a throwaway test cluster turns fsync off, as the
   * API suite's does; a shop's keeps PostgreSQL's defaults.
   */
  throwaway?: boolean;
}

/** The newest Debian server binaries (/usr/lib/postgresql/<major>/bin), or undefined. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  return majors.map((major) => join(root, major, 'bin')).find((bin) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(join(bin, tool))));
}

const isRoot = () => process.getuid?.() === 0;

/** A server tool's command line, run as the postgres user when we are root (root may not run the server). */
function asPostgres(bin: string, tool: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
}

export function startPostgres({ dir, port, throwaway = false }: PostgresOptions): PostgresServer {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL's server is not installed: run `apt-get install postgresql` (npm test installs it when missing)");
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (isRoot()) chownSync(dir, postgresUid(), postgresGid());
  if (!existsSync(join(data, 'PG_VERSION'))) {
    execFileSync(...asPostgres(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']), { stdio: ['ignore', 'ignore', 'pipe'] });
  }
  const settings = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200'];
  if (throwaway) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  // The server's output goes to its log file: left on an inherited pipe, it would keep pg_ctl's caller waiting.
  const startArgs = ['-l', join(dir, 'server.log'), '-o', settings.join(' '), 'start'];
  const stopArgs = ['-m', 'fast', 'stop'];
  const pgCtl = (args: string[]) => asPostgres(bin, 'pg_ctl', ['-D', data, '-w', ...args]);
  /** pg_ctl, waiting; a failure says what the server logged last. */
  const pgCtlNow = (args: string[]) => {
    try {
      execFileSync(...pgCtl(args), { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`pg_ctl ${args.at(-1)} failed: ${(error as Error).message}\n${log}`);
    }
  };
  /** pg_ctl, without blocking: the shop's own traffic (in a test, this process's) goes on meanwhile. */
  const pgCtlLater = (args: string[]) => new Promise<void>((resolve, reject) => execFile(...pgCtl(args), (error) => (error ? reject(error) : resolve())));
  const running = () => {
    try {
      execFileSync(...pgCtl(['status']), { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  pgCtlNow(startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtlLater(stopArgs);
      await pgCtlLater(startArgs);
    },
    // A terminal's Ctrl+C reaches the server too, which may have stopped already.
    stop: () => {
      if (running()) pgCtlNow(stopArgs);
    },
  };
}

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
const postgresUid = () => idOf('-u');
const postgresGid = () => idOf('-g');
