import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '@shop/registry';

/** One edge as its own process, as `npm start` runs it (deploy/edge/src/server.ts), on its own port. */
export interface EdgeProcess {
  name: string;
  port: number;
  url: string;
  pid(): number | undefined;
  /** `kill -9`: no goodbye, requests in flight cut. */
  crash(): Promise<void>;
  /** Starts it again after a crash or stop, with the same port and environment. */
  restart(): Promise<void>;
  /** SIGTERM: the edge closes its server, registry and database, then exits. */
  stop(): Promise<void>;
}

export interface EdgeProcessOptions {
  name: string;
  port: number;
  /** The environment every edge of the shop shares: DATABASE_URL, DATA_DIR, TRUST_PROXY, … */
  env: NodeJS.ProcessEnv;
  /** Seeds the demo shop before listening (idempotent; the first edge of a new database does it). */
  seed?: boolean;
  /** Where its lines go, each prefixed with its name; default stdout. */
  log?: (line: string) => void;
}

/** How long an edge may take to migrate, seed and build its listing index before it counts as failed. */
const READY_TIMEOUT_MS = 180_000;

export async function startEdgeProcess(options: EdgeProcessOptions): Promise<EdgeProcess> {
  const log = options.log ?? ((line: string) => console.log(line));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const launch = async () => {
    const root = repoRoot();
    // Node itself with tsx's loader, not the tsx command: that runs the server as a child of its
    // own, which a kill -9 of the command would leave running.
    const args = ['--import', 'tsx', join(root, 'deploy', 'edge', 'src', 'server.ts'), ...(options.seed ? ['--seed'] : [])];
    const started = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...options.env, PORT: String(options.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${options.name} was not ready within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${options.name} exited before it was ready (${signal ?? `code ${code}`})`));
      });
      for (const stream of [started.stdout!, started.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => {
          if (line.startsWith('Storefront ready at')) {
            clearTimeout(timer);
            resolve();
          } else {
            log(`[${options.name}] ${line}`);
          }
        });
      }
    });
    await ready;
  };

  const signal = async (name: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };

  await launch();
  return {
    name: options.name,
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    pid: () => child?.pid,
    crash: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    restart: async () => {
      await signal('SIGTERM');
      await launch();
    },
  };
}
