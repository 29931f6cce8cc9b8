import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderRequest } from '@shop/contracts';

/** A remote module a page needs, from the Node build of the version the visitor gets. */
export interface ServerModule {
  /** The federation runtime's id ('content_blog/BlogList'): the one the shell's region asks for. */
  id: string;
  file: string;
  /** './BlogList' */
  expose: string;
}

/** A page to render as the edge sends it to a worker: the remote modules named by their Node builds' files. */
type PageRequest = RenderRequest<ServerModule[]>;

/** One render: the release set it belongs to (a worker each) and the page. */
export interface RenderJob {
  /** Names the shell build and every remote version of the set: equal keys render equal pages. */
  setKey: string;
  shellFile: string;
  request: PageRequest;
}

/** The inner HTML of the page's root (`ms`: the render's time in its worker, 0 from the cache), or why the page goes out client-rendered. */
export type RenderOutcome = { html: string; cached: boolean; ms: number } | { fallback: string };

export interface RendererOptions {
  /** How long a render may take (a new worker's start is not counted) before the page goes out without it. */
  budgetMs?: number;
  /** Release sets kept warm at once (live, and each side of a canary): memory is bounded by it. */
  maxSets?: number;
  /** Rendered pages kept, per release set, language, URL and data. */
  cacheEntries?: number;
  /** A set no page asked for in this long has its worker stopped (a promoted-away or ended canary's). */
  idleMs?: number;
}

const WORKER_FILE = fileURLToPath(new URL('./render-worker.cjs', import.meta.url));

/** After a render hung or its worker died, its set is client-rendered for this long before trying again. */
const COOL_OFF_MS = 30_000;

/**
 * A render the worker owes. `timer` is its budget: while it waits for its turn, the wait's (giving up
 * on the page, not the worker); once started, the render's own (ending a worker that hangs).
 */
interface Render {
  id: number;
  request: PageRequest;
  resolve: (outcome: RenderOutcome) => void;
  timer: NodeJS.Timeout;
}

/** How long a new worker may take to load its DOM and the shell's Node build (about a second here). */
const STARTUP_MS = 10_000;

type WorkerMessage = { ready: true } | { id: number; html?: string; clientRegions?: number; ms?: number; error?: string };

/** One release set's worker and the renders it owes. */
class SetWorker {
  private readonly worker: Worker;
  /** The render under way (one at a time) and the ones waiting for their turn. */
  private current: Render | undefined;
  private readonly queue: Render[] = [];
  private readonly ready: Promise<boolean>;
  private nextId = 0;
  /** Set once the worker is draining, gone or condemned: it takes no more renders. */
  closed = false;
  /** Set once the worker is gone or condemned: it starts nothing more, queued renders included. */
  private stopped = false;
  private draining = false;
  private lastUsed = Date.now();
  private inFlight = 0;

  constructor(
    shellFile: string,
    private readonly budgetMs: number,
    private readonly onBroken: () => void,
  ) {
    // A worker's heap is its own: a runaway render cannot take the edge's memory with it.
    this.worker = new Worker(WORKER_FILE, { workerData: { shellFile }, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    this.worker.unref();
    this.ready = new Promise((resolve) => {
      const timer = setTimeout(() => {
        resolve(false);
        void this.terminate(true);
      }, STARTUP_MS);
      this.worker.once('message', () => {
        clearTimeout(timer);
        resolve(true);
      });
      this.worker.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    this.worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return;
      const entry = this.current;
      if (entry?.id !== message.id) return;
      this.current = undefined;
      clearTimeout(entry.timer);
      if (message.error !== undefined) entry.resolve({ fallback: `error: ${message.error}` });
      else if ((message.clientRegions ?? 0) > 0) entry.resolve({ fallback: 'region left to the browser' });
      else entry.resolve({ html: message.html ?? '', cached: false, ms: message.ms ?? 0 });
      this.startNext();
      if (this.draining && this.idle) void this.terminate();
    });
    this.worker.on('error', (error) => this.fail(`error: ${error.message}`));
    this.worker.on('exit', (code) => this.fail(`the render worker exited (${code})`));
  }

  async render(request: PageRequest): Promise<RenderOutcome> {
    this.inFlight += 1;
    try {
      return await this.renderOnceReady(request);
    } finally {
      this.inFlight -= 1;
      this.lastUsed = Date.now();
    }
  }

  /** Not asked for since `time`, and rendering nothing now. */
  idleSince(time: number): boolean {
    return this.inFlight === 0 && this.lastUsed < time;
  }

  // Renders run one at a time, each timed from its own start: a page queued behind others on a
  // busy machine is not a hung render. One still waiting for its turn after a whole budget goes out
  // client-rendered, and the worker carries on with the rest.
  private async renderOnceReady(request: PageRequest): Promise<RenderOutcome> {
    if (!(await this.ready) || this.closed) return { fallback: 'the render worker did not start' };
    return new Promise((resolve) => {
      const queued: Render = {
        id: this.nextId++,
        request,
        resolve,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(queued), 1);
          resolve({ fallback: `busy: no render started within ${this.budgetMs} ms` });
        }, this.budgetMs),
      };
      this.queue.push(queued);
      this.startNext();
    });
  }

  private get idle(): boolean {
    return this.current === undefined && this.queue.length === 0;
  }

  private startNext(): void {
    if (this.stopped || this.current) return;
    const next = this.queue.shift();
    if (!next) return;
    clearTimeout(next.timer);
    // A render that hangs (a loop, a promise that never settles) holds the worker: it is ended,
    // and the next page of its set gets a new one after the cool-off.
    next.timer = setTimeout(() => {
      this.current = undefined;
      next.resolve({ fallback: `timeout: no render within ${this.budgetMs} ms` });
      void this.terminate(true);
    }, this.budgetMs);
    this.current = next;
    this.worker.postMessage({ id: next.id, request: next.request });
  }

  /** No new renders; ends once the ones under way (started or queued) are answered. */
  drain(): void {
    this.closed = true;
    this.draining = true;
    if (this.idle) void this.terminate();
  }

  /** `broken`: it hung or would not start, so its set cools off (PageRenderer). */
  async terminate(broken = false): Promise<void> {
    if (broken && !this.closed) this.onBroken();
    this.closed = true;
    this.fail('the render worker was stopped');
    await this.worker.terminate();
  }

  private fail(reason: string): void {
    if (!this.closed) this.onBroken();
    this.closed = true;
    this.stopped = true;
    const owed = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = undefined;
    for (const render of owed) {
      clearTimeout(render.timer);
      render.resolve({ fallback: reason });
    }
  }
}

/**
 * The edge's server renderer: one worker thread per release set in use (the shell build and the
 * remote versions a visitor gets), so a promote, canary or rollback starts a fresh worker for the
 * new set and the old one is stopped once it is not used (least recently used beyond `maxSets`).
 * No module is ever reloaded in place: versions never change, sets are thrown away whole.
 */
export class PageRenderer {
  private readonly budgetMs: number;
  private readonly maxSets: number;
  private readonly cacheEntries: number;
  /** In order of last use, oldest first. */
  private readonly workers = new Map<string, SetWorker>();
  private readonly coolingOff = new Map<string, number>();
  private readonly cache = new Map<string, string>();
  private readonly idleSweep: NodeJS.Timeout;

  constructor(options: RendererOptions = {}) {
    this.budgetMs = options.budgetMs ?? 1000;
    this.maxSets = options.maxSets ?? 3;
    this.cacheEntries = options.cacheEntries ?? 500;
    const idleMs = options.idleMs ?? 60_000;
    this.idleSweep = setInterval(() => this.dropIdle(idleMs), Math.max(idleMs / 2, 10)).unref();
  }

  async render({ setKey, shellFile, request }: RenderJob): Promise<RenderOutcome> {
    const cacheKey = cacheKeyOf(setKey, request);
    const hit = this.cache.get(cacheKey);
    if (hit !== undefined) {
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, hit);
      return { html: hit, cached: true, ms: 0 };
    }
    const until = this.coolingOff.get(setKey);
    if (until !== undefined && until > Date.now()) return { fallback: 'cooling off: a recent render of this release set hung or failed its worker' };
    const outcome = await this.workerFor(setKey, shellFile).render(request);
    if ('html' in outcome) this.remember(cacheKey, outcome.html);
    return outcome;
  }

  /** Release sets with a worker now, oldest use first (for tests and the benchmark's memory figures). */
  get liveSets(): string[] {
    return [...this.workers.keys()];
  }

  async close(): Promise<void> {
    clearInterval(this.idleSweep);
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private workerFor(setKey: string, shellFile: string): SetWorker {
    let worker = this.workers.get(setKey);
    if (worker && !worker.closed) {
      this.workers.delete(setKey);
      this.workers.set(setKey, worker);
      return worker;
    }
    worker = new SetWorker(shellFile, this.budgetMs, () => {
      // A worker that hung or died would likely do it again: its set is client-rendered for a while.
      this.coolingOff.set(setKey, Date.now() + COOL_OFF_MS);
      if (this.workers.get(setKey) === worker) this.workers.delete(setKey);
    });
    this.workers.set(setKey, worker);
    for (const [key, old] of this.workers) {
      if (this.workers.size <= this.maxSets) break;
      this.workers.delete(key);
      old.drain();
    }
    return worker;
  }

  /** The old set after a promote, rollback or canary's end: no visitor gets it any more. */
  private dropIdle(idleMs: number): void {
    const before = Date.now() - idleMs;
    for (const [key, worker] of this.workers) {
      if (!worker.idleSince(before)) continue;
      this.workers.delete(key);
      worker.drain();
    }
    // Its pages too: they could only be asked for again by a set that comes back (a rollback).
    for (const key of this.cache.keys()) {
      if (!this.workers.has(key.slice(0, key.indexOf('\0')))) this.cache.delete(key);
    }
  }

  private remember(key: string, html: string): void {
    this.cache.set(key, html);
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= this.cacheEntries) break;
      this.cache.delete(oldest);
    }
  }
}

/**
 * A rendered page stands for its release set, URL, language and the data it was rendered from:
 * new data (a price, a review, settings) is a new key, so nothing stale is ever served.
 */
function cacheKeyOf(setKey: string, { url, language, settings, page }: PageRequest): string {
  const data = createHash('sha1').update(JSON.stringify(settings ?? null)).update('\0').update(JSON.stringify(page ?? null)).digest('base64url');
  return `${setKey}\0${language}\0${url}\0${data}`;
}
