import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOG_IMPORTS_LISTED, type CatalogImportJob, type LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm, type Tx } from '../../db/client';
import { catchUpListingIndex } from '../catalog/listing-index';
import { IMPORTED_IMAGES, placeWhole } from '../media/image-cache';
import { auditAll } from './audit';
import { auditValues } from './catalog-diff';
import { currentProducts, type ImportPlan, type Planned } from './catalog-import';
import { writeProducts } from './catalog-write';
import type { Principal } from './principal';
import { notifyWaiting } from './stock';

// A real catalogue import, once its file is checked whole (catalog-import.ts): a job that writes
// the plan in short transactions behind the reply. Each chunk is one transaction with its products,
// their audit rows and the job's progress, so what the job says is done is in the shop. With
// PGlite (one connection, every query in one queue) a shopper's request waits for one chunk at
// most, and the pause after each chunk lets the queries queued meanwhile run first.

/** Rows that change something, written in one transaction. */
const CHUNK_ROWS = 50;
/** After a chunk, the import waits as long as the chunk took (never less than this): it takes at most half the database's time. */
const MIN_PAUSE_MS = 5;
/** A running job whose heartbeat (each chunk) is older than this was left by a process that died. */
const STALE_SECONDS = 60;

/** Another import runs: one at a time (the table's partial unique index says so for every process). */
export class ImportRunning extends Error {
  constructor(readonly job: CatalogImportJob) {
    super(`Import ${job.id} is running (${job.rows_done} of ${job.rows_total} rows): one import at a time`);
    this.name = 'ImportRunning';
  }
}

/** A chunk found a product changed since the file was checked: the job stops before writing over it. */
class ChangedMeanwhile extends Error {
  constructor(line: number, sku: string) {
    super(`line ${line}: ${sku} was changed in the shop after the file was checked, so nothing from this line on was written`);
    this.name = 'ChangedMeanwhile';
  }
}

type JobRow = {
  id: number; status: CatalogImportJob['status']; actor: string; reason: string; rows_total: number; rows_done: number;
  created: number; updated: number; unchanged: number; error: string | null; started_at: Date | string; finished_at: Date | string | null;
};

const jobOf = (row: JobRow): CatalogImportJob => ({
  id: Number(row.id), status: row.status, actor: row.actor, reason: row.reason,
  rows_total: Number(row.rows_total), rows_done: Number(row.rows_done),
  created: Number(row.created), updated: Number(row.updated), unchanged: Number(row.unchanged), error: row.error,
  started_at: new Date(row.started_at).toISOString(), finished_at: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
});

const JOB_COLUMNS = sql.raw('id, status, actor, reason, rows_total, rows_done, created, updated, unchanged, error, started_at, finished_at');

/**
 * Marks failed the running jobs whose process died: those with a stale heartbeat, or, at the start
 * of the one process that owns an embedded database (`all`), every running one.
 */
export async function failAbandonedImports(orm: Pick<Orm, 'execute'>, { all = false } = {}): Promise<void> {
  await orm.execute(sql`
    UPDATE catalog_imports SET status = 'failed', finished_at = now(),
      error = 'the shop stopped while it ran (rows done are in the shop): import the same file again to finish'
    WHERE status = 'running' AND (${all} OR heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS}))`);
}

/** One import job, as it is now; undefined when there is none with that id. */
export async function importJob(orm: Pick<Orm, 'execute'>, id: number): Promise<CatalogImportJob | undefined> {
  await failAbandonedImports(orm);
  const [row] = rowsOf<JobRow>(await orm.execute(sql`SELECT ${JOB_COLUMNS} FROM catalog_imports WHERE id = ${id}`));
  return row && jobOf(row);
}

/** The latest import jobs, newest first. */
export async function recentImports(orm: Pick<Orm, 'execute'>): Promise<CatalogImportJob[]> {
  await failAbandonedImports(orm);
  return rowsOf<JobRow>(await orm.execute(sql`SELECT ${JOB_COLUMNS} FROM catalog_imports ORDER BY id DESC LIMIT ${CATALOG_IMPORTS_LISTED}`)).map(jobOf);
}

/** The import running now, if one is. */
export async function runningImport(orm: Pick<Orm, 'execute'>): Promise<CatalogImportJob | undefined> {
  await failAbandonedImports(orm);
  const [row] = rowsOf<JobRow>(await orm.execute(sql`SELECT ${JOB_COLUMNS} FROM catalog_imports WHERE status = 'running'`));
  return row && jobOf(row);
}

/** The job row of a plan, running; or ImportRunning naming the one that runs already. */
async function createJob(orm: Pick<Orm, 'execute'>, principal: Pick<Principal, 'actor'>, plan: ImportPlan, reason: string): Promise<CatalogImportJob> {
  const count = (action: Planned['action']) => plan.planned.filter((row) => row.action === action).length;
  for (let attempt = 0; attempt < 2; attempt++) {
    await failAbandonedImports(orm);
    const [row] = rowsOf<JobRow>(await orm.execute(sql`
      INSERT INTO catalog_imports (actor, reason, rows_total, created, updated, unchanged)
      VALUES (${principal.actor}, ${reason}, ${plan.rows}, ${count('create')}, ${count('update')}, ${plan.unchanged})
      ON CONFLICT DO NOTHING RETURNING ${JOB_COLUMNS}`));
    if (row) return jobOf(row);
    const running = await runningImport(orm);
    if (running) throw new ImportRunning(running);
    // The running one ended between the two statements: try once more.
  }
  throw new Error('an import job could not be started');
}

export interface ImportContext {
  mediaDir: string;
  /** A product page's address, for the messages to shoppers waiting for a size back in stock. */
  productUrl: (language: LanguageCode, urlPath: string) => string;
  reason: string;
}

/**
 * The import jobs of one API process: at most one running, started by `start` and finished behind
 * the reply. `close` (the API shutting down) stops the running one after its chunk, as failed.
 */
export class ImportJobs {
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(private readonly db: Db) {}

  /** Starts applying a checked plan (no errors); answers its job, running. */
  async start(principal: Principal, plan: ImportPlan, context: ImportContext): Promise<CatalogImportJob> {
    if (this.stopping) throw new Error('the API is shutting down');
    const job = await createJob(this.db.orm, principal, plan, context.reason);
    this.running = applyPlan(this.db, job.id, principal, plan, context, () => this.stopping).finally(() => {
      this.running = undefined;
    });
    return job;
  }

  /** Waits for the running job, which stops after its chunk. */
  async close(): Promise<void> {
    this.stopping = true;
    await this.running;
  }
}

/** How long to wait: `ms`, on a timer (the event loop serves everything waiting meanwhile). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The changed rows a chunk at a time: each one transaction, then a pause. Ends the job done, or failed with its error. */
async function applyPlan(db: Db, jobId: number, principal: Principal, plan: ImportPlan, context: ImportContext, stopping: () => boolean): Promise<void> {
  const imagesDir = join(context.mediaDir, IMPORTED_IMAGES);
  let written = 0;
  let error: string | null = null;
  try {
    for (let start = 0; start < plan.planned.length; start += CHUNK_ROWS) {
      if (stopping()) throw new Error('the shop stopped during the import');
      const chunk = plan.planned.slice(start, start + CHUNK_ROWS);
      // Photos first, named by their content: a chunk that fails leaves files nobody names, never a name without its file.
      for (const row of chunk.filter((planned) => planned.sources.length)) {
        await mkdir(imagesDir, { recursive: true });
        for (const [n, path] of row.product.images.entries()) await placeWhole(join(imagesDir, row.sources[n]!), (temp) => copyFile(path, temp));
      }
      const began = performance.now();
      try {
        await db.orm.transaction((tx) => writeChunk(tx, jobId, principal, plan, chunk, context));
      } catch (cause) {
        const first = chunk[0]!.line;
        throw cause instanceof ChangedMeanwhile ? cause : new Error(`lines ${first}-${chunk.at(-1)!.line}: ${messageOf(cause)}`);
      }
      written += chunk.length;
      await pause(Math.max(MIN_PAUSE_MS, performance.now() - began));
    }
  } catch (cause) {
    error = `${messageOf(cause)}. Import the same file again to finish: the rows done are unchanged now and are skipped.`;
  }
  try {
    if (plan.planned.slice(0, written).some((row) => row.action === 'create' || row.changes.some((change) => change.column.startsWith('name_')))) {
      // The words of the names, which search corrects typos against: once, not per chunk.
      await db.orm.execute(sql`REFRESH MATERIALIZED VIEW search_words`);
    }
    // This process's listings, search and product pages show the import before the job says done.
    await catchUpListingIndex(db);
  } catch (cause) {
    error ??= messageOf(cause);
  }
  await db.orm.execute(error === null
    ? sql`UPDATE catalog_imports SET status = 'done', rows_done = rows_total, finished_at = now(), heartbeat_at = now() WHERE id = ${jobId}`
    : sql`UPDATE catalog_imports SET status = 'failed', error = ${error}, finished_at = now(), heartbeat_at = now() WHERE id = ${jobId}`).catch(() => undefined);
}

/** The message of what went wrong: the database's own words (Drizzle wraps them as the cause). */
function messageOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(error);
}

/**
 * One chunk's transaction: the chunk's products as the plan read them (else ChangedMeanwhile),
 * written, the shoppers waiting for a size back in stock told, an audit row per product, the job's
 * progress and heartbeat.
 */
async function writeChunk(tx: Tx, jobId: number, principal: Principal, plan: ImportPlan, chunk: Planned[], context: ImportContext): Promise<void> {
  const skus = chunk.map((row) => row.product.sku);
  // Locked first (PostgreSQL; PGlite has one connection): nobody changes them between the check and the write.
  await tx.execute(sql`SELECT id FROM products WHERE sku IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb)) ORDER BY id FOR UPDATE`);
  const now = await currentProducts(tx, skus);
  for (const row of chunk) {
    if (JSON.stringify(now.get(row.product.sku)) !== JSON.stringify(row.current)) throw new ChangedMeanwhile(row.line, row.product.sku);
  }
  await writeProducts(tx, chunk, plan.lookups.categoryPath);
  // A size back in stock tells the shoppers waiting for it, as `stock` does.
  const back = chunk.flatMap((row) => {
    const before = new Map((row.current?.sizes ?? []).map((size) => [Number(size.value_id), Number(size.units)]));
    return row.product.sizes.filter((size) => before.get(size.valueId) === 0 && size.units > 0).map((size) => ({ product_id: row.id, value_id: size.valueId }));
  });
  const options = back.length ? rowsOf<{ id: number }>(await tx.execute(sql`
    SELECT o.id FROM product_options o JOIN json_to_recordset(${JSON.stringify(back)}::json) AS x(product_id int, value_id int)
      ON o.product_id = x.product_id AND o.value_id = x.value_id`)) : [];
  for (const option of options) await notifyWaiting(tx, Number(option.id), context.productUrl);
  await auditAll(tx, principal, chunk.map((row) => ({
    action: row.action === 'create' ? 'product.created' : 'product.updated',
    target: `product:${row.product.sku}`,
    ...auditValues(row.changes, row.action === 'create'),
    reason: context.reason,
  })));
  await tx.execute(sql`UPDATE catalog_imports SET rows_done = ${chunk.at(-1)!.ordinal + 1}, heartbeat_at = now() WHERE id = ${jobId}`);
}
