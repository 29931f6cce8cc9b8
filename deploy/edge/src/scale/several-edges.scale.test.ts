/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '@shop/api';
import { openEventStore, RemoteRegistry, repoRoot, visitorBucket } from '@shop/registry';
import { writeRemoteBuild, writeShellManifest } from '@shop/registry/testing';
import { startShopCluster, type ShopCluster } from './shop-cluster';
import { HttpShopper, type Answer } from './shopper';

// The shop as `pnpm scale` runs it: three edges (each the whole server, as npm start runs it) on
// one PostgreSQL server, behind HAProxy, round-robin. Shoppers go through the balancer, so their
// requests alternate edges; a few tests call one edge directly. Later tests break things: one
// edge is killed mid-order, PostgreSQL restarts under load. README "Running on several machines".

const PORT = Number(process.env.SCALE_TEST_PORT ?? 8190);
const POSTGRES_PORT = Number(process.env.SCALE_TEST_PG_PORT ?? 5490);
/** What README "Running on several machines" promises: a change through one edge shows on the others within this. */
const STALE_BOUND_MS = 3000;

jest.setTimeout(120_000);

let cluster: ShopCluster;
let db: Db;
let dataDir: string;
let balancer: string;
const edgeLog: string[] = [];

beforeAll(async () => {
  // Pages are the shell's index.html with the page inlined: the shell is built unless it is already
  // (as npm start builds it; a no-op when its sources have not changed since).
  execFileSync('bash', [join(repoRoot(), 'deploy', 'scripts', 'build-apps.sh'), 'shell'], { cwd: repoRoot(), stdio: ['ignore', 'ignore', 'inherit'] });
  dataDir = mkdtempSync(join(tmpdir(), 'shop-scale-'));
  // The server runs as the postgres user when we are root: it must reach its folder inside.
  chmodSync(dataDir, 0o755);
  cluster = await startShopCluster({ edges: 3, port: PORT, dataDir, postgresPort: POSTGRES_PORT, throwaway: true, adminSetupCode: 'SCALE-TEST-SETUP-0001', log: (line) => edgeLog.push(line) });
  balancer = cluster.balancer.url;
  db = await openDatabase({ url: cluster.postgres.url });
}, 300_000);

afterAll(async () => {
  await db?.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  // What the edges logged beyond their start: warnings of the faults the tests made, or a cause.
  if (edgeLog.length > 0) console.log(`The edges logged:\n${edgeLog.slice(-40).join('\n')}`);
});

const rows = async <T>(query: string): Promise<T[]> => ((await db.orm.execute(query)) as unknown as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Size { productId: number; optionId: number; urlPath: string }
const givenOut = new Set<number>([0]);

/** A size of a product no other test uses, priced 20-50 $, with `units` units. */
async function sizeWithUnits(units: number): Promise<Size> {
  const [row] = await rows<{ product_id: number; id: number; url_path: string }>(`
    SELECT DISTINCT ON (o.product_id) o.product_id, o.id, p.url_path FROM product_options o
    JOIN products p ON p.id = o.product_id JOIN product_prices pp ON pp.product_id = o.product_id AND pp.currency = 'USD'
    WHERE o.stock_status = 'inStock' AND pp.price BETWEEN 2000 AND 5000 AND o.product_id NOT IN (${[...givenOut].join(', ')})
    ORDER BY o.product_id, o.id LIMIT 1`);
  givenOut.add(Number(row!.product_id));
  await db.orm.execute(`UPDATE product_options SET stock_quantity = ${units}, stock_status = 'inStock' WHERE id = ${row!.id}`);
  return { productId: Number(row!.product_id), optionId: Number(row!.id), urlPath: row!.url_path };
}

const CONTACT = { firstname: 'Анна', lastname: 'Петрова', telephone: '+7 (912) 345-6789', email: 'anna@example.com' };
const COURIER_TO_MOSCOW = { method_code: 'courier', cityId: 1 };
const ADDRESS = { address: 'Тверская', house: '7', postcode: '125009', apartment: '12' };

function ok<T>(answer: Answer<T>, what: string): Answer<T> {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} from ${answer.edge ?? 'the balancer'}: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** Cart with one unit of `size`, checkout to the point of placing, cash on delivery; the order's id. */
async function readyToPlace(shopper: HttpShopper, size: Size, key = `key-${Math.random().toString(36).slice(2)}`): Promise<number> {
  ok(await shopper.post('/api/cart/v2/add', { product_id: size.productId, option_value_id: size.optionId, quantity: 1 }), 'add');
  const created = ok(await shopper.post<{ result: { order_id: number } }>('/api/cart/v2/create-order', CONTACT, { 'idempotency-key': key }), 'create-order');
  ok(await shopper.post('/api/cart/v2/set-shipping-method', COURIER_TO_MOSCOW), 'shipping');
  ok(await shopper.post('/api/cart/v2/set-shipping-address', ADDRESS), 'address');
  ok(await shopper.post('/api/cart/v2/set-payment-method', { method_code: 'cash_on_delivery' }), 'payment method');
  return created.body.result.order_id;
}

const place = (shopper: HttpShopper) => shopper.post('/api/payment/get/', { code: 'cash_on_delivery' });

/** The newest login code the shop sent to `to` (GET /api/dev/outbox). */
async function codeSentTo(shopper: HttpShopper, to: string): Promise<string> {
  const reply = ok(await shopper.get<{ messages: Array<{ body: string }> }>(`/api/dev/outbox?to=${encodeURIComponent(to)}`), 'outbox');
  const code = /\b(\d{6})\b/.exec(reply.body.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

const statusOf = async (order: number) =>
  (await rows<{ status: string }>(`SELECT status FROM orders WHERE id = ${order}`))[0]?.status;

describe('three edges behind one balancer', () => {
  it("a shopper's session, cart, login and checkout alternate edges on every request, and work", async () => {
    const shopper = await new HttpShopper(balancer).start();
    const size = await sizeWithUnits(10);
    ok(await shopper.post('/api/cart/v2/add', { product_id: size.productId, option_value_id: size.optionId, quantity: 1 }), 'add');

    const email = `scale-${Date.now()}@example.com`;
    ok(await shopper.post('/api/account/send-code', { type: 'email', identifier: email, method: 'email' }), 'send-code');
    ok(await shopper.post('/api/account/verify-code', { type: 'email', identifier: email, code: await codeSentTo(shopper, email) }), 'verify-code');
    const cart = ok(await shopper.get<{ cart: { items: unknown[] } }>('/api/cart/v2/'), 'cart');
    expect(cart.body.cart.items).toHaveLength(1);

    const key = 'alternating-checkout';
    const created = ok(await shopper.post<{ result: { order_id: number } }>('/api/cart/v2/create-order', CONTACT, { 'idempotency-key': key }), 'create-order');
    ok(await shopper.post('/api/cart/v2/set-shipping-method', COURIER_TO_MOSCOW), 'shipping');
    ok(await shopper.post('/api/cart/v2/set-shipping-address', ADDRESS), 'address');
    ok(await shopper.post('/api/cart/v2/set-payment-method', { method_code: 'cash_on_delivery' }), 'payment method');
    ok(await place(shopper), 'place');

    const [order] = await rows<{ status: string; email: string }>(`
      SELECT o.status, c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ${created.body.result.order_id}`);
    expect(order).toEqual({ status: expect.not.stringMatching(/^new$/), email });
    // Round-robin: no two requests in a row on one edge, and all three took part.
    expect(new Set(shopper.edges)).toEqual(new Set(['edge1', 'edge2', 'edge3']));
    shopper.edges.slice(1).forEach((edge, index) => expect([index, edge]).not.toEqual([index, shopper.edges[index]]));
  });

  it(`a sale that sells out a size through one edge shows on the others within ${STALE_BOUND_MS} ms`, async () => {
    const size = await sizeWithUnits(1);
    const [first, ...others] = cluster.edges;
    const watchers = await Promise.all(others.map((edge) => new HttpShopper(edge.url).start()));
    const stockOn = async (watcher: HttpShopper) => {
      const reply = ok(await watcher.post<{ product: { sizes: Array<{ option_value_id: number; stock: string }> } }>('/api/indexedproducts/get/en-gb', { url_path: size.urlPath }), 'product');
      return reply.body.product.sizes.find((entry) => entry.option_value_id === size.optionId)?.stock;
    };
    for (const watcher of watchers) expect(await stockOn(watcher)).toBe('inStock');

    const buyer = await new HttpShopper(first!.url).start();
    await readyToPlace(buyer, size);
    ok(await place(buyer), 'place');
    const soldAt = Date.now();

    const lags = await Promise.all(watchers.map(async (watcher) => {
      while ((await stockOn(watcher)) !== 'outOfStock') {
        if (Date.now() - soldAt > STALE_BOUND_MS) throw new Error(`still in stock on ${watcher.edges.at(-1)} after ${STALE_BOUND_MS} ms`);
        await sleep(50);
      }
      return Date.now() - soldAt;
    }));
    console.log(`sold out through edge1: shown on edge2 after ${lags[0]} ms, on edge3 after ${lags[1]} ms`);
  });

  it(`a one-row catalogue import through one edge shows its price on the others' product API and pages within ${STALE_BOUND_MS} ms`, async () => {
    const [first, ...others] = cluster.edges;
    const owner = await new HttpShopper(first!.url).start();
    const setup = ok(await owner.post<{ token: { token: string } }>('/api/admin/setup', { code: 'SCALE-TEST-SETUP-0001', identifier: 'owner@example.com' }), 'admin setup');
    const admin = { authorization: `Bearer ${setup.body.token.token}` };
    const exported = (await (await fetch(`${first!.url}/api/admin/catalog/export.json`, { headers: admin })).json()) as { products: Array<Record<string, string>> };
    const size = await sizeWithUnits(10);
    const row = exported.products.find((product) => product.url_path === size.urlPath)!;
    // One unit more in every currency: whatever currency a page shows, its price moves.
    const raised = Object.fromEntries(['price_usd', 'price_rub', 'price_gel'].map((column) => [column, (Number(row[column]) + 1).toFixed(2)]));
    const watchers = new Map(await Promise.all(others.map(async (edge) => [edge.url, await new HttpShopper(edge.url).start()] as const)));
    const priceOn = async (edge: { url: string }) => {
      const reply = ok(await watchers.get(edge.url)!.post<{ product: { price: number } }>('/api/indexedproducts/get/en-gb', { url_path: size.urlPath }), 'product');
      return reply.body.product.price;
    };
    const before = await Promise.all(others.map(priceOn));
    // Each edge has made the product's page: the kept copy must give way too.
    for (const edge of others) expect((await fetch(`${edge.url}/en/${size.urlPath}`)).status).toBe(200);
    const pagePrice = async (edge: { url: string }) => {
      const html = await (await fetch(`${edge.url}/en/${size.urlPath}`)).text();
      const block = /<script type="application\/json" id="shop-page">([^<]*)<\/script>/.exec(html)?.[1];
      return (JSON.parse(block ?? 'null') as { reply?: { data?: { product?: { price: number } } } } | null)?.reply?.data?.product?.price;
    };

    const imported = await fetch(`${first!.url}/api/admin/catalog/import`, {
      method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ format: 'json', content: JSON.stringify([{ ...row, ...raised }]), dry_run: false }),
    });
    expect([imported.status, ((await imported.json()) as { updated: number }).updated]).toEqual([200, 1]);
    const importedAt = Date.now();
    /** Until the edge shows the price one unit (100 minor units) up. */
    const lagOf = async (edge: { url: string; name: string }, read: (edge: { url: string }) => Promise<number | undefined>, old: number) => {
      while ((await read(edge)) !== old + 100) {
        if (Date.now() - importedAt > STALE_BOUND_MS) throw new Error(`the old price still shows on ${edge.name} after ${STALE_BOUND_MS} ms`);
        await sleep(25);
      }
      return Date.now() - importedAt;
    };
    const lags = await Promise.all(others.flatMap((edge, index) => [lagOf(edge, priceOn, before[index]!), lagOf(edge, pagePrice, before[index]!)]));
    console.log(`a price imported through edge1: product API and page on edge2 after ${lags[0]} and ${lags[1]} ms, on edge3 after ${lags[2]} and ${lags[3]} ms`);
  });

  it('a promote and a canary made once apply on every edge, each visitor on the same side everywhere', async () => {
    const registryRoot = join(dataDir, 'registry');
    const registry = new RemoteRegistry(registryRoot, openEventStore(registryRoot, { DATABASE_URL: cluster.postgres.url }), 'scale-test');
    try {
      const shellDir = writeShellManifest(join(dataDir, 'shell-manifest'));
      const publish = async (version: string) =>
        (await registry.publish({ remote: 'content-blog', dir: writeRemoteBuild(join(dataDir, `blog-${version}`), { version }), shellDir })).version;
      const live = await publish('7.0.0');
      const canary = await publish('7.1.0');
      const mapOn = async (url: string, visitor?: string) =>
        (await (await fetch(`${url}/remotes.json`, { headers: visitor ? { cookie: `shop_visitor=${visitor}` } : {} })).json()) as Record<string, string>;

      await registry.promote('local', 'content-blog', live);
      for (const edge of cluster.edges) expect((await mapOn(edge.url))['content-blog']).toContain(`/${live}/`);

      await registry.canary('local', 'content-blog', canary, 50);
      // Two visitors the split puts on either side, by the bucket every edge computes the same way.
      const visitors = Array.from({ length: 40 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
      const onCanary = visitors.find((id) => visitorBucket(id, 'content-blog') < 50)!;
      const onLive = visitors.find((id) => visitorBucket(id, 'content-blog') >= 50)!;
      for (const edge of cluster.edges) {
        expect([edge.name, (await mapOn(edge.url, onCanary))['content-blog']]).toEqual([edge.name, expect.stringContaining(`/${canary}/`)]);
        expect([edge.name, (await mapOn(edge.url, onLive))['content-blog']]).toEqual([edge.name, expect.stringContaining(`/${live}/`)]);
      }
      await registry.rollback('local', 'content-blog');
      for (const edge of cluster.edges) expect((await mapOn(edge.url, onCanary))['content-blog']).toContain(`/${live}/`);
    } finally {
      await registry.close();
    }
  });

  it('50 shoppers racing through every edge for the last 5 units of a size: exactly 5 orders, no oversell', async () => {
    const size = await sizeWithUnits(5);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => new HttpShopper(balancer).start()));
    const orders = await Promise.all(shoppers.map((shopper) => readyToPlace(shopper, size)));
    const placed = await Promise.all(shoppers.map((shopper) => place(shopper)));

    expect(placed.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(placed.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(Array(45).fill(400));
    expect(new Set(placed.map((answer) => answer.edge))).toEqual(new Set(['edge1', 'edge2', 'edge3']));
    const [stock] = await rows<{ units: number; status: string }>(`SELECT stock_quantity AS units, stock_status AS status FROM product_options WHERE id = ${size.optionId}`);
    expect({ units: Number(stock!.units), status: stock!.status }).toEqual({ units: 0, status: 'outOfStock' });
    const statuses = await Promise.all(orders.map((order) => statusOf(order)));
    expect(statuses.filter((status) => status !== 'new')).toHaveLength(5);
  });

  it("a login code's 5 wrong tries are counted across edges: the right code is refused after them", async () => {
    const shopper = await new HttpShopper(balancer).start();
    const email = `tries-${Date.now()}@example.com`;
    ok(await shopper.post('/api/account/send-code', { type: 'email', identifier: email, method: 'email' }), 'send-code');
    const code = await codeSentTo(shopper, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries: Array<Answer<{ error?: string }>> = [];
    for (let attempt = 0; attempt < 5; attempt++) tries.push(await shopper.post('/api/account/verify-code', { type: 'email', identifier: email, code: wrong }));

    expect(tries.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(tries.map((answer) => answer.edge))).toEqual(new Set(['edge1', 'edge2', 'edge3']));
    const right = await shopper.post<{ error?: string }>('/api/account/verify-code', { type: 'email', identifier: email, code });
    expect([right.status, right.body.error]).toEqual([400, 'error_attempts']);
  });

  it('an edge killed mid-order: every acknowledged order exists once, the balancer leaves it out, and it rejoins', async () => {
    const size = await sizeWithUnits(100);
    const victim = cluster.edges[1]!;
    const failures: Array<{ status: number; edge: string | undefined }> = [];
    /** Each step again until it succeeds (a real client's retry), with the same idempotency key: never a second order. */
    const retried = async <T>(step: () => Promise<Answer<T>>): Promise<Answer<T>> => {
      for (let attempt = 0; ; attempt++) {
        const answer = await step().catch((error: Error) => ({ status: 0, body: { error: error.message } as T, edge: undefined }));
        if (answer.status === 200 || attempt === 10) return answer;
        failures.push({ status: answer.status, edge: answer.edge });
        await sleep(200);
      }
    };
    const buy = async (index: number) => {
      const shopper = await new HttpShopper(balancer).start();
      await sleep(index * 40);
      ok(await retried(() => shopper.post('/api/cart/v2/add', { product_id: size.productId, option_value_id: size.optionId, quantity: 1 })), 'add');
      const key = `crash-order-${index}`;
      const created = ok(await retried(() => shopper.post<{ result: { order_id: number } }>('/api/cart/v2/create-order', CONTACT, { 'idempotency-key': key })), 'create-order');
      ok(await retried(() => shopper.post('/api/cart/v2/set-shipping-method', COURIER_TO_MOSCOW)), 'shipping');
      ok(await retried(() => shopper.post('/api/cart/v2/set-shipping-address', ADDRESS)), 'address');
      ok(await retried(() => shopper.post('/api/cart/v2/set-payment-method', { method_code: 'cash_on_delivery' })), 'payment method');
      ok(await retried(() => place(shopper)), 'place');
      return { order: created.body.result.order_id, session: shopper };
    };

    const buying = Promise.all(Array.from({ length: 30 }, (_, index) => buy(index)));
    await sleep(500);
    await victim.crash();
    const crashedAt = Date.now();
    const bought = await buying;

    // Each shopper's order exists once, placed, whatever edge its retries reached.
    const orderIds = bought.map(({ order }) => order);
    const placed = await rows<{ id: number; status: string }>(`SELECT id, status FROM orders WHERE id IN (${orderIds.join(', ')})`);
    expect(placed).toHaveLength(30);
    expect(placed.every((order) => order.status !== 'new')).toBe(true);
    // And once only: no retry made a second order for a shopper (the idempotency key held across edges).
    const sessions = bought.map(({ session }) => `'${session.sessionId}'`);
    const perSession = await rows<{ n: string }>(`SELECT count(*)::text AS n FROM orders WHERE session_id IN (${sessions.join(', ')}) GROUP BY session_id`);
    expect(perSession.map(({ n }) => n)).toEqual(Array(30).fill('1'));
    // What failed was in flight on the killed edge (its replies, or the balancer's for its cut connections).
    expect(failures.filter((failure) => failure.edge !== undefined && failure.edge !== victim.name)).toEqual([]);

    // The balancer takes it out of the rotation: nothing fails, nothing reaches it.
    await waitFor(async () => (await cluster.balancer.edgeStates())[victim.name]?.startsWith('DOWN') ?? false, 10_000);
    const downAfter = Date.now() - crashedAt;
    const browsing = await new HttpShopper(balancer).start();
    for (let request = 0; request < 12; request++) ok(await browsing.get('/api/session'), 'session while one edge is down');
    expect(browsing.edges.slice(1)).not.toContain(victim.name);

    await victim.restart();
    const restartedAt = Date.now();
    await waitFor(async () => (await cluster.balancer.edgeStates())[victim.name] === 'UP', 15_000);
    console.log(`${victim.name} killed with 30 orders under way: ${failures.length} replies failed (all on it), out of the rotation after ${downAfter} ms; restarted, back in ${Date.now() - restartedAt} ms`);
    for (let request = 0; request < 6; request++) ok(await browsing.get('/api/session'), 'session after the restart');
    expect(browsing.edges.slice(-6)).toContain(victim.name);
  });

  it('PostgreSQL restarted under load: requests meanwhile get 503 at worst, pages and /remotes.json come from what each edge read before, and the edges reconnect by themselves', async () => {
    // Units enough for every add the load makes to a cart.
    const size = await sizeWithUnits(100_000);
    // Pages a shopper may open: the product, its category listing, the home page, and product
    // pages nobody opened yet (the long tail), which no edge has kept.
    const products = await rows<{ url_path: string }>(`SELECT url_path FROM products WHERE status = 'published' ORDER BY id DESC LIMIT 40`);
    const kept = ['/en', '/en/women', `/en/${size.urlPath}`];
    // Each edge has read the registry and made the kept pages once, as a shop in use has.
    for (const edge of cluster.edges) for (const path of ['/remotes.json', ...kept]) expect([edge.name, path, (await fetch(edge.url + path)).status]).toEqual([edge.name, path, 200]);

    const statuses = { api: new Map<number, number>(), pages: new Map<number, number>(), 'remotes.json': new Map<number, number>() };
    const count = (kind: keyof typeof statuses, status: number) => statuses[kind].set(status, (statuses[kind].get(status) ?? 0) + 1);
    const keptReplies = { pages: 0, 'remotes.json': 0 };
    let loading = true;
    const shopping = async () => {
      const shopper = await new HttpShopper(balancer).start();
      while (loading) {
        // A read from the edge's memory, and a write that needs the database.
        const read = await shopper.post('/api/indexedproducts/get/en-gb', { url_path: size.urlPath }).catch(() => ({ status: 0 }) as Answer);
        const write = await shopper.post('/api/cart/v2/add', { product_id: size.productId, option_value_id: size.optionId, quantity: 1 }).catch(() => ({ status: 0 }) as Answer);
        for (const { status } of [read, write]) count('api', status);
        await sleep(20);
      }
    };
    /** A browser opening pages through the balancer, and a tool reading the registry map. */
    const browsing = async (kind: 'pages' | 'remotes.json', paths: string[]) => {
      for (let turn = 0; loading; turn++) {
        const response = await fetch(balancer + paths[turn % paths.length]!).catch(() => undefined);
        await response?.arrayBuffer();
        count(kind, response?.status ?? 0);
        if (response?.headers.has('x-kept')) keptReplies[kind] += 1;
        await sleep(20);
      }
    };
    const longTail = products.map(({ url_path }) => `/en/${url_path}`);
    const workers = [
      ...Array.from({ length: 4 }, () => shopping()),
      browsing('pages', kept),
      browsing('pages', longTail),
      browsing('remotes.json', ['/remotes.json']),
    ];
    await sleep(500);
    await cluster.postgres.restart();
    await sleep(1500);
    loading = false;
    await Promise.all(workers);

    const shown = (kind: keyof typeof statuses) => JSON.stringify(Object.fromEntries(statuses[kind]));
    console.log(`replies while PostgreSQL restarted: API ${shown('api')}, pages ${shown('pages')} (${keptReplies.pages} from what the edge kept), /remotes.json ${shown('remotes.json')} (${keptReplies['remotes.json']} kept)`);
    expect([...statuses.api.keys(), ...statuses.pages.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // Every edge had read the registry before: the map never fails, it comes from that read.
    expect([...statuses['remotes.json'].keys()]).toEqual([200]);
    expect(keptReplies['remotes.json']).toBeGreaterThan(0);
    // Every edge answers from the database again, on connections it made by itself.
    await waitFor(async () => {
      const answers = await Promise.all(cluster.edges.map(async (edge) => (await new HttpShopper(edge.url).get('/api/session')).status));
      return answers.every((status) => status === 200);
    }, 15_000);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`not so within ${timeoutMs} ms`);
    await sleep(100);
  }
}
