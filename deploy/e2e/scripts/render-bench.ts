/**
 * The edge's server rendering under load (issue 22): pages per second and latency percentiles of
 * the home page, a category and a product at 1, 10 and 50 concurrent clients, beside a static file
 * the same edge serves in the same run; the uncached render time of each page kind; and the shop's
 * memory before and after promote/rollback cycles under load. See --help.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { expectStatus, ReplyCheck } from '@shop/api/bench-replies';
import { FileEventStore, RemoteRegistry } from '@shop/registry';
import { ROOT, startShop, type StartedShop } from '../src/shop';
import { pickPages, portOption, runBench, type Page } from './bench-shop';

const HELP = `Usage: pnpm --filter @shop/e2e bench:render [-- options]

Starts the shop as npm start does (fresh data folder), then:
1. the uncached render time of the home page, a category and a product in three languages
   (the Server-Timing the edge sends with a page's first render);
2. for 1, 10 and 50 concurrent clients, D seconds each: requests per second and p50/p95/p99 of
   a static file of the shell (precompressed, as a CDN-less edge serves it) and of each page;
3. the shop's resident memory (edge, API and render workers: the whole process tree) before and
   after C promote/rollback cycles of content-blog under load, and after switching among V
   published versions (each a new release set, so a new render worker each time).
Budget: every page at 50 clients serves >= 50 % of the static file's requests per second, with
p95 <= 2 x its p95. A benchmark: it reports and exits 0 whether or not the budget is met; a
request answered with anything but 200 stops it with the reply shown (exit 1), before any figure.

Options:
  --duration S     seconds per measurement (default 8)
  --cycles C       promote/rollback cycles (default 200)
  --versions V     extra content-blog versions to switch among (default 6)
  --port N         port of the shop (default: a free port)
  --help`;

const CONCURRENCY = [1, 10, 50] as const;
const BUDGET_RPS_SHARE = 0.5;
const BUDGET_P95_FACTOR = 2;

let shop: StartedShop | undefined;

async function bench(options: ReturnType<typeof parseOptions>): Promise<void> {
  const durationMs = positive(options.duration, 'duration') * 1000;
  const cycles = positive(options.cycles, 'cycles');
  const versions = positive(options.versions, 'versions');
  const started = Date.now();
  const dataDir = join(ROOT, '.data', 'render-bench');
  shop = await startShop(await portOption('port', options.port), dataDir);
  const base = shop.base;
  console.log(`shop: ${base}, started as npm start does, fresh DATA_DIR ${relative(ROOT, dataDir)}, ${cpus()} cores`);

  const pages = (await pickPages(base)).filter((page) => page.name !== 'blog post');
  const staticFile = await shellStaticFile(base);
  console.log(`static file: ${staticFile} (the shell's, precompressed)`);
  for (const page of pages) console.log(`${page.name.padEnd(10)} ${page.path}`);

  await checkedGet(base, '/en'); // starts the live set's worker
  // Every page in every language once, each reply checked, before the first figure is printed: no
  // later figure is then of a call that never answered as expected (the runs check theirs too).
  const renders: string[] = [];
  for (const page of pages) {
    const times: string[] = [];
    for (const prefix of ['/en', '', '/ka']) {
      const path = page.path.replace(/^\/en/, prefix) || '/';
      const { headers } = await checkedGet(base, path);
      times.push(`${prefix || '/'} ${renderTime(headers)}`);
    }
    renders.push(`  ${page.name.padEnd(10)} ${times.join('  ')}`);
  }
  await checkedGet(base, BLOG);
  console.log('\nUncached render (Server-Timing of the first render of each page and language, in its warm worker):');
  console.log(renders.join('\n'));

  const targets: Page[] = [{ name: 'static file', path: staticFile }, ...pages];
  // Warm: every page rendered once (cached from now on), every file in the OS cache.
  for (const target of targets) await load(base, target.path, 4, 1000);
  console.log(`\nThroughput, ${durationMs / 1000} s per row (requests per second; latency p50 / p95 / p99 in ms; br accepted):`);
  console.log(`  ${'page'.padEnd(12)} ${CONCURRENCY.map((c) => `${`${c} client${c > 1 ? 's' : ''}`.padEnd(30)}`).join(' ')}`);
  const at50 = new Map<string, Result>();
  for (const target of targets) {
    const cells: string[] = [];
    for (const concurrency of CONCURRENCY) {
      const result = await load(base, target.path, concurrency, durationMs);
      if (concurrency === 50) at50.set(target.name, result);
      cells.push(`${result.rps.toFixed(0).padStart(5)} r/s ${ms(result.p50)} / ${ms(result.p95)} / ${ms(result.p99)}`.padEnd(30));
    }
    console.log(`  ${target.name.padEnd(12)} ${cells.join(' ')}`);
  }
  const baseline = at50.get('static file')!;
  console.log(`\nBudget at 50 clients: >= ${BUDGET_RPS_SHARE * 100} % of the static file's ${baseline.rps.toFixed(0)} r/s and p95 <= ${BUDGET_P95_FACTOR} x its ${ms(baseline.p95)} ms`);
  for (const page of pages) {
    const result = at50.get(page.name)!;
    const share = result.rps / baseline.rps;
    const factor = result.p95 / baseline.p95;
    const verdict = share >= BUDGET_RPS_SHARE && factor <= BUDGET_P95_FACTOR ? 'meets it' : 'MISSES it';
    console.log(`  ${page.name.padEnd(10)} ${(share * 100).toFixed(0).padStart(4)} % of its r/s, p95 ${factor.toFixed(2)} x: ${verdict}`);
  }

  await memoryOverPromotes(base, dataDir, pages, cycles, versions);
  console.log(`\ntook ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

/**
 * Resident memory of the shop before and after `cycles` promote/rollback pairs of content-blog
 * between its live build and an older one (two release sets, each rendered after every switch),
 * then after switching among `versions` more published versions (a new set, so a new render
 * worker, each time), with three clients per page loading the other pages meanwhile.
 */
async function memoryOverPromotes(base: string, dataDir: string, pages: Page[], cycles: number, versions: number): Promise<void> {
  const registryRoot = join(dataDir, 'registry');
  const registry = new RemoteRegistry(registryRoot, new FileEventStore(registryRoot), 'bench:render');
  const older = buildOlderBlog(dataDir);
  const published: string[] = [];
  for (let i = 0; i <= versions; i += 1) {
    const dir = join(dataDir, `content-blog-0.9.${i}`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(older, dir, { recursive: true });
    published.push((await registry.publish({ remote: 'content-blog', dir, version: `0.9.${i}`, shellDir: join(ROOT, 'shell', 'dist') })).version);
  }
  const blog = BLOG;
  let done = false;
  // Settled, not awaited, while the promotes run: a load stopped by a reply that is not a 200 is thrown at the end, before the figures.
  const background = Promise.allSettled(pages.map((page) => load(base, page.path, 3, 0, () => done)));
  await checkedGet(base, blog);
  const before = rssOfShop(shop!);
  const lines = [`\nMemory of the shop (resident, the edge's process tree with its render workers), ${3 * pages.length} clients loading pages meanwhile:`];
  lines.push(`  before:                                   ${mb(before.rss)} MB, ${before.threads} threads`);
  const renders = new Set<string>();
  const switchTo = async (change: () => Promise<unknown>) => {
    await change();
    const { headers } = await checkedGet(base, blog);
    renders.add(String(headers['x-render']).split(';')[0]!);
  };
  for (let i = 0; i < cycles; i += 1) {
    await switchTo(() => registry.promote('local', 'content-blog', published[0]!));
    await switchTo(() => registry.rollback('local', 'content-blog'));
  }
  const afterCycles = rssOfShop(shop!);
  lines.push(`  after ${String(cycles).padEnd(4)} promote/rollback cycles:       ${mb(afterCycles.rss)} MB, ${afterCycles.threads} threads (+${mb(afterCycles.rss - before.rss)} MB)`);
  for (let round = 0; round < 3; round += 1) {
    for (const version of published) await switchTo(() => registry.promote('local', 'content-blog', version));
  }
  await switchTo(() => registry.rollback('local', 'content-blog'));
  const afterSwitches = rssOfShop(shop!);
  lines.push(`  after ${String(3 * published.length).padEnd(4)} promotes among ${published.length} versions: ${mb(afterSwitches.rss)} MB, ${afterSwitches.threads} threads (+${mb(afterSwitches.rss - before.rss)} MB)`);
  lines.push(`  the blog page after each switch was rendered: ${[...renders].join(', ')}`);
  done = true;
  const stopped = (await background).find((load) => load.status === 'rejected');
  await registry.close();
  if (stopped) throw stopped.reason;
  console.log(lines.join('\n'));
}

/** content-blog built as version 0.9.0 (its root element says so) into a folder of the run. */
function buildOlderBlog(dataDir: string): string {
  const outDir = join(dataDir, 'content-blog-build');
  rmSync(outDir, { recursive: true, force: true });
  execFileSync('pnpm', ['--filter', '@shop/content-blog', 'exec', 'webpack', '--mode', 'production', '--env', `outputPath=${outDir}`], {
    cwd: ROOT,
    env: { ...process.env, REMOTE_VERSION: '0.9.0', MF_BUILD_VERSION: '0.9.0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

interface Result { rps: number; p50: number; p95: number; p99: number }

/** The blog page the promotes switch between releases. */
const BLOG = '/en/blog';

/**
 * `concurrency` clients, each sending its next request when the last one is answered, on kept-alive
 * connections, for `durationMs` (or until `stop()` says so). The first reply that is not a 200
 * ends the run and is thrown, before its figures are printed.
 */
async function load(base: string, path: string, concurrency: number, durationMs: number, stop?: () => boolean): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const check = new ReplyCheck();
  const latencies: number[] = [];
  const until = Date.now() + durationMs;
  const started = performance.now();
  const running = () => !check.stopped && (stop ? !stop() : Date.now() < until);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (running()) {
        const t0 = performance.now();
        const { status, body } = await get(base, path, agent).catch((error: Error) => ({ status: 0, body: error.message }));
        latencies.push(performance.now() - t0);
        check.note(`GET ${path}`, status, body);
      }
    }),
  );
  agent.destroy();
  check.throwIfAny();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** A GET: its status and headers, and its body when that is not a 200 (a 200's is drained unread, as a load's must be). */
function get(base: string, path: string, agent?: Agent): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + path, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      if (status === 200) res.resume();
      else res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status, headers: res.headers, body: `${res.headers['content-encoding'] ? `(${res.headers['content-encoding']}) ` : ''}${Buffer.concat(chunks).toString('utf8')}` }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET that stops the benchmark, with the reply shown, unless it answers 200. */
async function checkedGet(base: string, path: string): Promise<{ headers: Record<string, string | string[] | undefined> }> {
  const { status, headers, body } = await get(base, path);
  expectStatus(`GET ${path}`, status, body);
  return { headers };
}

/** The shell's stylesheet or script, by the name its index.html gives it. */
async function shellStaticFile(base: string): Promise<string> {
  const files = readdirSync(join(ROOT, 'shell', 'dist')).filter((file) => /\.css$/.test(file));
  const file = files[0] ?? 'main.js';
  const path = `/assets/shell/${file}`;
  await checkedGet(base, path);
  return path;
}

function renderTime(headers: Record<string, string | string[] | undefined>): string {
  const timing = String(headers['server-timing'] ?? '');
  const duration = /render;dur=([\d.]+)/.exec(timing)?.[1];
  if (!duration) return `not rendered (${String(headers['x-render'] ?? '')})`;
  return `${Number(duration).toFixed(1)} ms${timing.includes('cached') ? ' (cached)' : ''}`;
}

/** Resident memory and threads of every process in the shop's group (start.sh → tsx → the edge). */
function rssOfShop(started: StartedShop): { rss: number; threads: number } {
  let rss = 0;
  let threads = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgid !== started.pid) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      threads += Number(/Threads:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return { rss, threads };
}

const ms = (value: number) => value.toFixed(0).padStart(4);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const cpus = () => readFileSync('/proc/cpuinfo', 'utf8').split('\n').filter((line) => line.startsWith('processor')).length;

function positive(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer (got ${value})`);
  return number;
}

function parseOptions() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: {
        duration: { type: 'string', default: '8' },
        cycles: { type: 'string', default: '200' },
        versions: { type: 'string', default: '6' },
        port: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (see --help)`);
  }
}

await runBench({ name: 'bench:render', help: HELP, parseOptions, bench, cleanup: () => shop?.stop() });
