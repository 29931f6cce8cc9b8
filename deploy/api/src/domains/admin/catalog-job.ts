import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOG_IMPORTS_LISTED, type CatalogImportJob, type LanguageCode } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { literal, runInOneTransaction } from '../../db/one-call';
import { productNameWords } from '../../db/search-words';
import { pacer } from '../../infra/pace';
import { holdingListingIndex } from '../catalog/listing-index';
import { IMPORTED_IMAGES, placeWhole } from '../media/image-cache';
import { auditStatement } from './audit';
import { auditValues } from './catalog-diff';
import { PRODUCT_STATE, type ImportPlan, type Planned } from './catalog-import';
import { productIds, productStatements } from './catalog-write';
import type { Principal } from './principal';
import { notifyWaiting } from './stock';

// A real catalogue import, once its file is checked whole (catalog-import.ts): a job that writes
// the plan in short transactions behind the reply. Each chunk is one transaction with its products
// and their audit rows, so what the job says is done is in the shop. With PGlite (one connection,
// every query in one queue) a transaction holds every shopper's query that comes meanwhile: a
// chunk's rows are sized to take about CHUNK_TARGET_MS, it is sent as one call (db/one-call.ts),
// and the rest after it lets the queries queued meanwhile run first.

/** How long a chunk's transaction should take: about what a shopper's request takes when the shop is idle. */
const CHUNK_TARGET_MS = 10;
/** The first chunk's rows; the next ones are halved or doubled to take about CHUNK_TARGET_MS. */
export const FIRST_CHUNK_ROWS = 4;
const MAX_CHUNK_ROWS = 100;
/** After a chunk, the import rests as long as it took (never less than MIN_PAUSE_MS): it takes at most half the database's time. */
const PAUSE_FACTOR = 1;
const MIN_PAUSE_MS = 5;
/** The job's progress (and heartbeat) is written with a chunk at most this often. */
const PROGRESS_EVERY_MS = 500;
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

/** The rows of the next chunk, from how long the last one took: fewer when it took longer than the target, more when it took under half. */
export const nextChunkRows = (rows: number, tookMs: number): number =>
  (tookMs > CHUNK_TARGET_MS ? Math.max(1, Math.floor(rows / 2)) : tookMs < CHUNK_TARGET_MS / 2 ? Math.min(MAX_CHUNK_ROWS, rows * 2) : rows);

/**
 * The changed rows a chunk at a time, each one transaction, then a rest; ends the job done, or
 * failed with its error. The listing index is held meanwhile (holdingListingIndex), so the job says
 * done once this process's listings, search and product pages show the whole import.
 */
async function applyPlan(db: Db, jobId: number, principal: Principal, plan: ImportPlan, context: ImportContext, stopping: () => boolean): Promise<void> {
  const imagesDir = join(context.mediaDir, IMPORTED_IMAGES);
  let error: string | null = null;
  /** The file's rows done: those before the last chunk's last row, which is in the shop. */
  let rowsDone = 0;
  await holdingListingIndex(db, async () => {
    let rows = FIRST_CHUNK_ROWS;
    let progressAt = 0;
    const rest = pacer({ factor: PAUSE_FACTOR, minMs: MIN_PAUSE_MS });
    try {
      for (let start = 0; start < plan.planned.length;) {
        if (stopping()) throw new Error('the shop stopped during the import');
        const chunk = plan.planned.slice(start, start + rows);
        // Photos first, named by their content: a chunk that fails leaves files nobody names, never a name without its file.
        for (const row of chunk.filter((planned) => planned.sources.length)) {
          await mkdir(imagesDir, { recursive: true });
          for (const [n, path] of row.product.images.entries()) await placeWhole(join(imagesDir, row.sources[n]!), (temp) => copyFile(path, temp));
        }
        const created = chunk.filter((row) => row.action === 'create');
        const ids = await productIds(db.orm, created.length);
        created.forEach((row, n) => { row.id = ids[n]; });
        const progress = Date.now() - progressAt >= PROGRESS_EVERY_MS;
        const began = performance.now();
        try {
          await runInOneTransaction(db, chunkStatements({ jobId, principal, plan, chunk, reason: context.reason, progress }));
        } catch (cause) {
          const changed = CHANGED.exec(messageOf(cause))?.[1];
          const row = chunk.find((planned) => planned.product.sku === changed);
          throw row ? new ChangedMeanwhile(row.line, row.product.sku) : new Error(`lines ${chunk[0]!.line}-${chunk.at(-1)!.line}: ${messageOf(cause)}`);
        }
        const took = performance.now() - began;
        start += chunk.length;
        rowsDone = chunk.at(-1)!.ordinal + 1;
        if (progress) progressAt = Date.now();
        await tellWaiting(db, chunk, context.productUrl);
        rows = nextChunkRows(rows, took);
        await rest();
      }
    } catch (cause) {
      error = `${messageOf(cause)}. Import the same file again to finish: the rows done are unchanged now and are skipped.`;
    }
  }).catch((cause: unknown) => {
    error ??= messageOf(cause);
  });
  await db.orm.execute(error === null
    ? sql`UPDATE catalog_imports SET status = 'done', rows_done = rows_total, finished_at = now(), heartbeat_at = now() WHERE id = ${jobId}`
    : sql`UPDATE catalog_imports SET status = 'failed', rows_done = ${rowsDone}, error = ${error}, finished_at = now(), heartbeat_at = now() WHERE id = ${jobId}`).catch(() => undefined);
}

/** The message of what went wrong: the database's own words (Drizzle wraps them as the cause). */
function messageOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(error);
}

/** How the check of a chunk names a product changed since the plan read it. */
const CHANGED = /^catalogue import: (\S+) changed meanwhile$/;

/**
 * The chunk's products, locked, compared with what the plan read (the md5 of their state; none for
 * a new one): the first that differs stops the chunk's transaction, named as CHANGED says.
 */
function unchangedCheck(chunk: Planned[]): SQL {
  const expected = JSON.stringify(chunk.map((row, n) => ({ n, sku: row.product.sku, hash: row.current?.hash ?? null })));
  return sql.raw(`DO $check$ DECLARE changed text; BEGIN
    SELECT x.sku INTO changed FROM json_to_recordset(${literal(expected)}::json) AS x(n int, sku text, hash text)
    WHERE x.hash IS DISTINCT FROM (SELECT md5(${PRODUCT_STATE}::text) FROM products p WHERE p.sku = x.sku FOR UPDATE)
    ORDER BY x.n LIMIT 1;
    IF changed IS NOT NULL THEN RAISE EXCEPTION 'catalogue import: % changed meanwhile', changed; END IF;
  END $check$`);
}

/**
 * One chunk's transaction: its products as the plan read them (else the check stops it), written,
 * the words of their names added to search's, an audit row per product, and (every
 * PROGRESS_EVERY_MS) the job's progress and heartbeat.
 */
function chunkStatements({ jobId, principal, plan, chunk, reason, progress }: {
  jobId: number; principal: Principal; plan: ImportPlan; chunk: Planned[]; reason: string; progress: boolean;
}): SQL[] {
  const named = chunk.filter((row) => row.action === 'create' || row.changes.some((change) => change.column.startsWith('name_')));
  const statements = [
    unchangedCheck(chunk),
    ...productStatements(chunk, plan.lookups.categoryPath),
    productNameWords(named.map((row) => row.id!)),
    auditStatement(principal, chunk.map((row) => ({
      action: row.action === 'create' ? 'product.created' : 'product.updated',
      target: `product:${row.product.sku}`,
      ...auditValues(row.changes, row.action === 'create'),
      reason,
    }))),
    progress ? sql`UPDATE catalog_imports SET rows_done = ${chunk.at(-1)!.ordinal + 1}, heartbeat_at = now() WHERE id = ${jobId}` : undefined,
  ];
  return statements.filter((statement): statement is SQL => statement !== undefined);
}

/**
 * Tells the shoppers waiting for a size the chunk brought back in stock, as `stock` does: once the
 * chunk is in (the messages are made in JavaScript, which the chunk's one call leaves no room for).
 */
async function tellWaiting(db: Db, chunk: Planned[], productUrl: ImportContext['productUrl']): Promise<void> {
  const back = chunk.flatMap((row) => {
    const before = new Map((row.current?.sizes ?? []).map((size) => [Number(size.value_id), Number(size.units)]));
    return row.product.sizes.filter((size) => before.get(size.valueId) === 0 && size.units > 0).map((size) => ({ product_id: row.id, value_id: size.valueId }));
  });
  if (back.length === 0) return;
  await db.orm.transaction(async (tx) => {
    // Only the sizes someone waits for: one query for the chunk.
    const options = rowsOf<{ id: number }>(await tx.execute(sql`
      SELECT o.id FROM product_options o JOIN json_to_recordset(${JSON.stringify(back)}::json) AS x(product_id int, value_id int)
        ON o.product_id = x.product_id AND o.value_id = x.value_id
      WHERE EXISTS (SELECT 1 FROM product_requests r WHERE r.option_id = o.id AND r.is_restock AND r.notified_at IS NULL)`));
    for (const option of options) await notifyWaiting(tx, Number(option.id), productUrl);
  });
}
