import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * The balancer in front of the edges: HAProxy, from Debian's package, round-robin. It checks each
 * edge's port twice a second and takes one that stops answering out of the rotation (two failed
 * checks), and back in after two good ones. A request that cannot connect to an edge is sent to
 * another at once, whatever its method (it never reached the first); a GET or HEAD cut off in
 * flight is retried on another edge too, never a POST (it may have done its work).
 */
export interface Balancer {
  url: string;
  /** HAProxy's statistics page (CSV at `<statsUrl>;csv`): each edge's state and requests. */
  statsUrl: string;
  /** Each edge's state as HAProxy sees it: UP, DOWN, or a transition such as "UP 1/2". */
  edgeStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export interface BalancerOptions {
  /** Its folder: haproxy.cfg is written there. */
  dir: string;
  port: number;
  /** HAProxy's statistics page, on 127.0.0.1 only. */
  statsPort: number;
  edges: ReadonlyArray<{ name: string; port: number }>;
  /** Listen on every interface (the shop's port), or 127.0.0.1 only (tests). */
  host?: string;
}

const HAPROXY = '/usr/sbin/haproxy';

/** The configuration: one frontend on the shop's port, the edges behind it, the statistics page. */
function haproxyConfig({ port, statsPort, edges, host = '0.0.0.0' }: Omit<BalancerOptions, 'dir'>): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # The shopper's address for the edges' per-IP limits (the edges trust 127.0.0.1: TRUST_PROXY).
  option forwardfor
  # A connection an edge refuses is tried on another edge (redispatch), up to 3 times.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend shop
  bind ${host}:${port}
  # Only a request that never reached an edge may be sent again, unless it is a GET or HEAD.
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend edges

backend edges
  balance roundrobin
  # Which edge answered, for tests and for whoever reads a reply's headers.
  http-response set-header X-Edge %s
  default-server check inter 500ms fall 2 rise 2
${edges.map((edge) => `  server ${edge.name} 127.0.0.1:${edge.port}`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 5s
`;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  if (!existsSync(HAPROXY)) throw new Error("HAProxy is not installed: run `apt-get install haproxy` (pnpm scale and npm test install it when missing)");
  mkdirSync(options.dir, { recursive: true });
  const config = join(options.dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(options));
  execFileSync(HAPROXY, ['-c', '-q', '-f', config], { stdio: 'inherit' });
  // -db: in the foreground, so it stops with whoever started it.
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilListening(options.port, exited);
  const statsUrl = `http://127.0.0.1:${options.statsPort}/`;
  return {
    url: `http://127.0.0.1:${options.port}`,
    statsUrl,
    edgeStates: async () => {
      const csv = await (await fetch(`${statsUrl};csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
      const column = (name: string) => header!.indexOf(name);
      return Object.fromEntries(rows.filter((row) => row[column('pxname')] === 'edges' && row[column('svname')] !== 'BACKEND').map((row) => [row[column('svname')]!, row[column('status')]!]));
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves once something accepts connections on the port; rejects if HAProxy exits first. */
async function untilListening(port: number, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (gone) throw new Error('HAProxy exited at start (is the port taken?)');
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not listen on port ${port}`);
}
