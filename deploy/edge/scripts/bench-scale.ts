/**
 * What one more edge buys (issue 25): pages and API calls per second and p50 / p95 latency at 50
 * concurrent clients through HAProxy, with 1, 2 and 3 edges on one PostgreSQL server, on this
 * machine. Each edge is a whole shop process; the clients, HAProxy and PostgreSQL share the same
 * cores, so on a 2-core machine the figures show a CPU-bound ceiling, and what a bigger machine
 * (or one machine per edge) would gain. Run after `npm start` has built the apps once.
 *
 *   pnpm --filter @shop/edge bench:scale [--duration 10] [--clients 50] [--edges 1,2,3]
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { expectStatus, ReplyCheck, runBenchmark } from '@shop/api/bench-replies';
import { repoRoot } from '@shop/registry';
import { startShopCluster } from '../src/scale/shop-cluster';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, clients: { type: 'string', default: '50' }, edges: { type: 'string', default: '1,2,3' }, port: { type: 'string', default: '8290' } },
});
const durationMs = Number(values.duration) * 1000;
const clients = Number(values.clients);
const edgeCounts = values.edges.split(',').map(Number);
const port = Number(values.port);
const root = repoRoot();
const dataDir = join(root, '.data', 'bench-scale');

interface Target { name: string; method: 'GET' | 'POST'; path: string; body?: string }
interface Result { rps: number; p50: number; p95: number }

const callOf = (target: Target) => `${target.method} ${target.path}${target.body ? ` ${target.body}` : ''} (${target.name})`;

/** Sent on every call: a shopper's session cookie and its XSRF token (pages ignore them; the API's POSTs need them). */
async function session(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/session`);
  expectStatus('GET /api/session', response.status, await response.text());
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split('=')[1];
  expectStatus('GET /api/session (its XSRF-TOKEN cookie)', xsrf ? 200 : 0, JSON.stringify(cookies));
  return { cookie: cookies.join('; '), 'x-xsrf-token': xsrf!, 'content-type': 'application/json' };
}

/** `clients` at once for the run's duration; the first reply that is not a 200 ends the run, and is thrown. */
async function load(base: string, target: Target, headers: Record<string, string>): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const check = new ReplyCheck();
  const latencies: number[] = [];
  const until = Date.now() + durationMs;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (Date.now() < until && !check.stopped) {
      const t0 = performance.now();
      const { status, body } = await send(base, target, headers, agent).catch((error: Error) => ({ status: 0, body: error.message }));
      latencies.push(performance.now() - t0);
      check.note(callOf(target), status, body);
    }
  }));
  agent.destroy();
  check.throwIfAny();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

/** One call: its status, and its body when that is not a 200 (a 200's is only drained: reading it is the client's cost, not the shop's). */
function send(base: string, target: Target, headers: Record<string, string>, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(base + target.path, { method: target.method, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      if (status === 200) response.resume();
      else response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status, body: `${response.headers['content-encoding'] ? `(${response.headers['content-encoding']}) ` : ''}${Buffer.concat(chunks).toString('utf8')}` }));
    });
    request.on('error', reject);
    request.end(target.body);
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`${cpus().length} cores; ${clients} clients, ${durationMs / 1000} s per row, through HAProxy; fresh DATA_DIR .data/bench-scale`);
  const table: string[] = [];
  let targets: Target[] = [];
  for (const edges of edgeCounts) {
    const cluster = await startShopCluster({
      edges,
      port,
      dataDir,
      postgresPort: port + 100,
      throwaway: true,
      adminSetupCode: 'BENCH-SCALE-SETUP-0001',
      beforeEdges: (env) => {
        execFileSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'deploy', 'registry', 'src', 'cli.ts'), 'release'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
      },
      log: () => undefined,
    });
    try {
      const base = cluster.balancer.url;
      if (targets.length === 0) {
        const response = await fetch(`${base}/api/indexedcategories/products/en-gb`, { method: 'POST', headers: await session(base), body: JSON.stringify({ category_url_path: 'women' }) });
        const text = await response.text();
        expectStatus('POST /api/indexedcategories/products/en-gb {"category_url_path":"women"}', response.status, text);
        const product = (JSON.parse(text) as { items: Array<{ url_path: string }> }).items[0]!.url_path;
        targets = [
          { name: 'category page', method: 'GET', path: '/en/women' },
          { name: 'product page', method: 'GET', path: `/en/${product}` },
          { name: 'product API', method: 'POST', path: '/api/indexedproducts/get/en-gb', body: JSON.stringify({ url_path: product }) },
          // Read from the database on every call: the session and its cart.
          { name: 'cart API', method: 'GET', path: '/api/cart/v2/' },
        ];
      }
      const headers = await session(base);
      for (const target of targets) {
        // Warm: each edge has made the page once and has it cached, as a shop in use would.
        await load(base, target, headers);
        const result = await load(base, target, headers);
        table.push(`  ${String(edges).padStart(5)}  ${target.name.padEnd(14)} ${result.rps.toFixed(0).padStart(7)} ${result.p50.toFixed(0).padStart(7)} ${result.p95.toFixed(0).padStart(7)}`);
        // The figures wait for the table: a later call that fails stops the benchmark before any is printed.
        console.log(`  measured: ${edges} edge${edges > 1 ? 's' : ''}, ${target.name}`);
      }
    } finally {
      await cluster.stop();
    }
  }
  console.log(`\n  edges  ${'what'.padEnd(14)}     r/s  p50 ms  p95 ms\n${table.join('\n')}`);
  console.log(`\ntook ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

await runBenchmark(main);
