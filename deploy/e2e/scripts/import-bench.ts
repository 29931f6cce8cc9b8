/**
 * A catalogue import never stalls the shop (issue 41): page and API latency while idle and while a
 * 5,000-row re-import runs on the embedded database, and the memory of the process the API and its
 * database run in, before the import, at its peak and after. See --help.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { XSRF_COOKIE, XSRF_HEADER, type CatalogImportJob, type CatalogImportJobReply, type CatalogImportReply } from '@shop/contracts';
import { ROOT, startShop, type StartedShop } from '../src/shop';
import { pickPages, portOption, runBench, type Page } from './bench-shop';

const HELP = `Usage: pnpm --filter @shop/e2e bench:import [-- options]

Starts the shop as npm start does (fresh data folder, the embedded database), makes its first admin
and imports N new products through the admin API (the setup, timed). Then it measures, with the same
steady traffic: D seconds with nothing else running (idle); while the same N products are imported
again with new prices, stock and English names (every row an update), from the request until the
import's job is done; then idle again, as long as the import took (at least D seconds). The budget
is held against the quieter idle window of each kind:
- pages through the edge (home, a category, a product, a blog post) and API calls (a category
  listing, a product, a search, the cart, which reads the database every time), R of each kind a
  second: p50 and p99, and p99 against idle. Budget: p99 <= 2 x idle.
- the resident memory of the edge process, where the API, its database and the render workers run:
  before the import, its peak while it runs, and after.
A benchmark: it reports and exits 0 whether or not the budget is met; a call that answers anything
but 200 stops it, with the reply, before it prints a figure.

Options:
  --rows N         products in the file (default 5000)
  --duration S     seconds idle before the import, and at least after it (default 20)
  --rate R         requests a second of each kind, pages and API (default 20)
  --port N         port of the shop (default: a free port)
  --help`;

const BUDGET_P99_FACTOR = 2;
const SETUP_CODE = 'BENCH-IMPORT-SETUP-0001';
const CATEGORIES = ['women/clothing/dresses', 'women/clothing/skirts', 'men/clothing/shirts', 'accessories/bags'];
const SIZES = ['xs', 's', 'm', 'l', 'xl'];
const COLUMNS = [
  'sku', 'url_path', 'category', 'kind', 'name_ru', 'name_en', 'name_ka', 'description_ru', 'description_en', 'description_ka',
  'price_usd', 'price_rub', 'price_gel', 'sizes', 'color',
] as const;

let shop: StartedShop | undefined;

async function bench(options: ReturnType<typeof parseOptions>): Promise<void> {
  const rows = positive(options.rows, 'rows');
  const minIdleMs = positive(options.duration, 'duration') * 1000;
  const rate = positive(options.rate, 'rate');
  const dataDir = join(ROOT, '.data', 'import-bench');
  // The first admin's code, so the run can make its operator as a deployment script would.
  process.env.ADMIN_SETUP_CODE = SETUP_CODE;
  shop = await startShop(await portOption('port', options.port), dataDir);
  const base = shop.base;
  const edge = edgeProcess(shop);
  console.log(`shop: ${base}, started as npm start does, fresh DATA_DIR ${relative(ROOT, dataDir)} (embedded database), ${cpus()} cores; edge process ${edge}`);

  const admin = new Admin(base, await firstAdminToken(base));
  const run = Date.now().toString(36);
  const setup = await admin.importAndWait(catalogueFile(run, rows, 0));
  console.log(`setup: ${rows.toLocaleString('en')} new products imported (${setup.checkS.toFixed(1)} s to check the file, ${setup.applyS.toFixed(1)} s to apply it)`);

  const shopper = await shopperSession(base);
  const pages = await pickPages(base);
  const calls = apiCalls(pages, shopper);
  const targets: Target[] = [
    ...pages.map((page): Target => ({ kind: 'page', name: page.name, method: 'GET', path: page.path, headers: { 'accept-encoding': 'br, gzip' } })),
    ...calls,
  ];
  for (const target of targets) console.log(`  ${target.kind.padEnd(4)} ${target.name.padEnd(12)} ${target.method} ${target.path}`);
  // Warm: every page rendered once, the listing index built, every call answered.
  for (let round = 0; round < 3; round += 1) for (const target of targets) await send(base, target);

  // Idle before the import and, as long as it took, after it: the shop's own hiccups (a render
  // worker busy for a second, its caches expiring) land in either, so the budget is held against
  // the quieter of the two, per kind.
  const idleBefore = await measure(base, targets, rate, async () => { await pause(minIdleMs); });
  const before = rssOf(edge);
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, rssOf(edge)); }, 100);
  let reimport: { checkS: number; applyS: number; job: CatalogImportJob } | undefined;
  const during = await measure(base, targets, rate, async () => {
    reimport = await admin.importAndWait(catalogueFile(run, rows, 1));
  });
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(edge));
  const atEnd = rssOf(edge);
  await pause(5000);
  const settled = rssOf(edge);
  const idleAfter = await measure(base, targets, rate, async () => { await pause(Math.max(minIdleMs, during.seconds * 1000)); });

  const job = reimport!.job;
  console.log(`\nRe-import of ${rows.toLocaleString('en')} rows (job ${job.id}: ${job.updated.toLocaleString('en')} updated, ${job.unchanged} unchanged, ${job.status}): `
    + `${reimport!.checkS.toFixed(1)} s to check the file (the request), ${reimport!.applyS.toFixed(1)} s to apply it (the job)`);
  console.log(`\nLatency in ms, ${rate} requests a second of each kind: idle ${idleBefore.seconds.toFixed(0)} s before the import and ${idleAfter.seconds.toFixed(0)} s after it; `
    + `during it ${during.seconds.toFixed(0)} s (from the request until the job is done):`);
  console.log(`  ${'kind'.padEnd(6)} ${'idle p50'.padStart(9)} ${'idle p99'.padStart(15)} ${'import p50'.padStart(11)} ${'import p99'.padStart(11)} ${'p99 x idle'.padStart(11)}  budget p99 <= ${BUDGET_P99_FACTOR} x idle`);
  for (const kind of ['page', 'api'] as const) {
    const [a, a2] = [idleBefore.stats[kind], idleAfter.stats[kind]];
    const idle = a.p99 <= a2.p99 ? a : a2;
    const b = during.stats[kind];
    const factor = b.p99 / idle.p99;
    console.log(`  ${kind.padEnd(6)} ${ms(idle.p50, 9)} ${`${ms(a.p99, 0)} / ${ms(a2.p99, 0)}`.padStart(15)} ${ms(b.p50, 11)} ${ms(b.p99, 11)} ${factor.toFixed(2).padStart(11)}  ${factor <= BUDGET_P99_FACTOR ? 'meets it' : 'MISSES it'}`
      + `  (${a.count + a2.count} and ${b.count} requests; slowest ${ms(Math.max(a.max, a2.max), 0)} and ${ms(b.max, 0)} ms)`);
  }
  console.log(`\nMemory of the edge process (resident): before ${mb(before)} MB, peak while importing ${mb(peak)} MB (+${mb(peak - before)}), `
    + `after ${mb(atEnd)} MB, 5 s later ${mb(settled)} MB`);
}

type Kind = 'page' | 'api';
interface Target { kind: Kind; name: string; method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }

/** A shopper's session: the catalogue's reads are POSTs with its XSRF token, the cart is its own. */
async function shopperSession(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/session`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))?.slice(XSRF_COOKIE.length + 1);
  if (!xsrf) throw new Error(`GET /api/session gave no ${XSRF_COOKIE} cookie`);
  return { cookie: cookies.join('; '), [XSRF_HEADER]: decodeURIComponent(xsrf) };
}

/** The API calls a shopper's pages make: the category's listing, the product, a search, the cart. */
function apiCalls(pages: Page[], session: Record<string, string>): Target[] {
  const pathOf = (name: string) => pages.find((page) => page.name === name)!.path.replace(/^\/en\//, '');
  const json = { ...session, 'content-type': 'application/json', 'x-language': 'en-gb' };
  return [
    { kind: 'api', name: 'listing', method: 'POST', path: '/api/indexedcategories/products/en-gb', headers: json, body: JSON.stringify({ category_url_path: pathOf('category'), sort: 'new' }) },
    { kind: 'api', name: 'product', method: 'POST', path: '/api/indexedproducts/get/en-gb', headers: json, body: JSON.stringify({ url_path: pathOf('product') }) },
    { kind: 'api', name: 'search', method: 'GET', path: '/api/search/query/dress/1', headers: { 'x-language': 'en-gb' } },
    { kind: 'api', name: 'cart', method: 'GET', path: '/api/cart/v2/', headers: session },
  ];
}

/** The first admin, made with the code the shop was started with; its API token. */
async function firstAdminToken(base: string): Promise<string> {
  const session = await shopperSession(base);
  const response = await fetch(`${base}/api/admin/setup`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ code: SETUP_CODE, identifier: 'bench@example.com' }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`POST /api/admin/setup answered ${response.status}: ${body.slice(0, 500)}`);
  return (JSON.parse(body) as { token: { token: string } }).token.token;
}

/** The admin API as an operator's script calls it. */
class Admin {
  constructor(private readonly base: string, private readonly token: string) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.base}/api/admin/${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} /api/admin/${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }

  /** A real import of the file: the time to check it (the request) and to apply it (its job, followed until done). */
  async importAndWait(content: string): Promise<{ checkS: number; applyS: number; job: CatalogImportJob }> {
    const started = performance.now();
    const reply = await this.call<CatalogImportReply>('POST', 'catalog/import', { format: 'csv', content, dry_run: false, reason: 'bench:import' });
    const checked = performance.now();
    let job = reply.job!;
    while (job.status === 'running') {
      await pause(100);
      job = (await this.call<CatalogImportJobReply>('GET', `catalog/imports/${job.id}`)).job;
    }
    if (job.status !== 'done') throw new Error(`import ${job.id} ${job.status}: ${job.error}`);
    return { checkS: (checked - started) / 1000, applyS: (performance.now() - checked) / 1000, job };
  }
}

/** The file: `count` products of this run; `variant` 1 gives every one new prices, stock and English names. */
function catalogueFile(run: string, count: number, variant: number): string {
  const lines = [COLUMNS.join(',')];
  for (let i = 1; i <= count; i++) {
    const row: Record<(typeof COLUMNS)[number], string> = {
      sku: `B${run}-${i}`, url_path: `bench-${run}-${i}`, category: CATEGORIES[i % CATEGORIES.length]!, kind: 'dress',
      name_ru: `Платье «Тест ${i}»`, name_en: `Test dress ${i}${variant ? ' (new)' : ''}`, name_ka: `სატესტო კაბა ${i}`,
      description_ru: 'Лёгкое платье из хлопка, длина миди. '.repeat(4), description_en: 'A light cotton midi dress. '.repeat(4), description_ka: 'მსუბუქი ბამბის კაბა. '.repeat(4),
      price_usd: ((4_000 + (i % 5_000) + variant * 100) / 100).toFixed(2), price_rub: String(3_990 + (i % 100) + variant * 10), price_gel: ((10_900 + (i % 900)) / 100).toFixed(2),
      sizes: SIZES.map((size, n) => `${size}:${(i + n + variant) % 7}`).join('|'), color: 'black',
    };
    lines.push(COLUMNS.map((column) => csvField(row[column])).join(','));
  }
  return lines.join('\n');
}

/** A CSV field, quoted when it holds a comma or a quote. */
const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

interface Stats { count: number; p50: number; p99: number; max: number }

/**
 * Steady traffic while `during` runs: each kind's targets in turn, `rate` requests a second of each
 * kind, each sent on time whether or not the previous one was answered (shoppers do not wait for
 * each other), on kept-alive connections. Latencies per kind; any answer but 200 stops the run.
 */
async function measure(base: string, targets: Target[], rate: number, during: () => Promise<void>): Promise<{ seconds: number; stats: Record<Kind, Stats> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: Record<Kind, number[]> = { page: [], api: [] };
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const turn: Record<Kind, number> = { page: 0, api: 0 };
  const started = performance.now();
  const timers = (['page', 'api'] as const).map((kind) => {
    const ofKind = targets.filter((target) => target.kind === kind);
    return setInterval(() => {
      const target = ofKind[turn[kind]++ % ofKind.length]!;
      const sent = performance.now();
      const request = send(base, target, agent).then(({ status, body }) => {
        latencies[kind].push(performance.now() - sent);
        if (status !== 200) failures.push(`${target.method} ${target.path} answered ${status}: ${body.slice(0, 300)}`);
      }, (error: unknown) => { failures.push(`${target.method} ${target.path}: ${String(error)}`); });
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }, 1000 / rate);
  });
  try {
    await during();
  } finally {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(inFlight);
    agent.destroy();
  }
  if (failures.length) throw new Error(`${failures.length} call(s) failed, the first: ${failures[0]}`);
  const statsOf = (values: number[]): Stats => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
    return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
  };
  return { seconds: (performance.now() - started) / 1000, stats: { page: statsOf(latencies.page), api: statsOf(latencies.api) } };
}

function send(base: string, target: Target, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + target.path, { method: target.method, agent, headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => { if (res.statusCode !== 200) chunks.push(chunk); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

/** The edge's process: in the shop's process group (start.sh → tsx → node), the one running its server with the most memory. */
function edgeProcess(started: StartedShop): number {
  const candidates = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return pgid === started.pid && command.includes('deploy/edge/src/server.ts') ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
  const edge = candidates.sort((a, b) => rssOf(b) - rssOf(a))[0];
  if (edge === undefined) throw new Error('no edge process in the shop\'s process group');
  return edge;
}

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));
const ms = (value: number, width: number) => value.toFixed(1).padStart(width);
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
        rows: { type: 'string', default: '5000' },
        duration: { type: 'string', default: '20' },
        rate: { type: 'string', default: '20' },
        port: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (see --help)`);
  }
}

await runBench({ name: 'bench:import', help: HELP, parseOptions, bench, cleanup: () => shop?.stop() });
