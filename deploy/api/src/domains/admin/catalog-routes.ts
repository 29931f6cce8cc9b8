import {
  ADMIN_ERRORS, ADMIN_IMPORT_RUNNING, AdminIdParams, CATALOG_IMPORT_SHOWN_ERRORS, CATALOG_IMPORT_SHOWN_ROWS, CATALOG_IMPORTS_LISTED, CatalogExportReply,
  CatalogImportBusy, CatalogImportJobReply, CatalogImportJobsReply, CatalogImportRefusal, CatalogImportReply, CatalogImportRequest, FailureReply,
} from '@shop/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { siteUrl } from '../settings/site-url';
import { catalogueCsv, catalogueRecords } from './catalog-export';
import { MAX_IMPORT_ROWS, planImport, planReport } from './catalog-import';
import { failAbandonedImports, importJob, ImportJobs, ImportRunning, recentImports, runningImport } from './catalog-job';
import { failures, ROLE_NOTE } from './route-notes';

/** A catalogue file of 20,000 products with long descriptions in three languages fits. */
const IMPORT_BODY_LIMIT = 70 * 1024 * 1024;

const refusals = { 400: CatalogImportRefusal, 401: FailureReply, 403: FailureReply, 409: CatalogImportBusy, 429: FailureReply };

/** The catalogue as a file: import (a dry run's diff, or a job applied in chunks) and export, in the same CSV or JSON format. */
export function registerCatalogRoutes(scope: FastifyInstance, db: Db, mediaDir: string): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  const jobs = new ImportJobs(db);
  // An embedded database has one process: a job it shows running was left by the one before.
  app.addHook('onReady', () => failAbandonedImports(db.orm, { all: db.driver === 'pglite' }));
  app.addHook('onClose', () => jobs.close());

  app.post('/catalog/import', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ['admin'],
      summary: 'Import products keyed by SKU from a CSV or JSON file (README "Operating the shop" lists the columns)',
      description: 'A row changes only the columns its file has (`sku,price_usd` reprices); a new SKU must give every required column. '
        + `\`dry_run\`: what would be created, updated and left alone, the first ${CATALOG_IMPORT_SHOWN_ROWS} rows that change something with each changed column before → after, `
        + `and the file's problems (line, column, reason; the first ${CATALOG_IMPORT_SHOWN_ERRORS}), writing nothing. A real run checks the file whole first: any bad row is `
        + `400 ${ADMIN_ERRORS.invalidRows} with the same list, and nothing is written. Else it answers at once with the same diff and a running \`job\`, which writes `
        + 'the rows in short transactions (each with its audit rows) while the shop keeps serving; GET catalog/imports/{id} follows it. A job that fails midway '
        + '(a product changed by someone else since the check, the shop stopped) stops with the rows done so far in the shop and its error; importing the same file again '
        + `finishes it, as the rows done are unchanged then. One import runs at a time: 409 ${ADMIN_IMPORT_RUNNING} names the running one. At most ${MAX_IMPORT_ROWS} products. ${ROLE_NOTE}`,
      body: CatalogImportRequest,
      response: { 200: CatalogImportReply, ...refusals },
    },
    config: { permission: 'catalogue.import' },
  }, async (request, reply) => {
    const { format, content, dry_run: dryRun, reason = '' } = request.body;
    const busy = (job: ImportRunning['job']) => reply.code(409).send({ status: 409 as const, error: ADMIN_IMPORT_RUNNING, message: new ImportRunning(job).message, job });
    if (!dryRun) {
      // Asked before a large file is checked: the answer would be the same after.
      const running = await runningImport(db.orm);
      if (running) return busy(running);
    }
    const plan = await planImport(db.orm, format, content);
    const report = planReport(plan, dryRun);
    if (dryRun) return { status: 200 as const, ...report };
    if (plan.errors.length) {
      return reply.code(400).send({
        status: 400, error: ADMIN_ERRORS.invalidRows, message: `${plan.errors.length} problem(s) in the file: nothing was imported`, errors: report.errors, error_count: report.error_count,
      });
    }
    try {
      const job = await jobs.start(request.principal!, plan, { mediaDir, productUrl: await siteUrl(db, request), reason });
      return { status: 200 as const, ...report, job };
    } catch (error) {
      if (error instanceof ImportRunning) return busy(error.job);
      throw error;
    }
  });

  app.get('/catalog/imports', {
    schema: {
      tags: ['admin'],
      summary: 'The latest catalogue imports, newest first, with their progress',
      description: `At most ${CATALOG_IMPORTS_LISTED}. ${ROLE_NOTE}`,
      response: { 200: CatalogImportJobsReply, ...failures },
    },
    config: { cache: 'personal', permission: 'catalogue.read' },
  }, async () => ({ status: 200 as const, jobs: await recentImports(db.orm) }));

  app.get('/catalog/imports/:id', {
    schema: {
      tags: ['admin'],
      summary: "A catalogue import's progress: rows done of all, then done or failed with its error",
      description: `A job whose process stopped shows failed. 400 not_found: no such import. ${ROLE_NOTE}`,
      params: AdminIdParams,
      response: { 200: CatalogImportJobReply, ...failures },
    },
    config: { cache: 'personal', permission: 'catalogue.read' },
  }, async (request) => {
    const job = await importJob(db.orm, request.params.id);
    if (!job) throw new ApiError('not_found');
    return { status: 200 as const, job };
  });

  app.get('/catalog/export.csv', {
    schema: {
      tags: ['admin'],
      summary: "The whole catalogue as the import's CSV file",
      description: `Importing it again changes nothing. ${ROLE_NOTE}`,
      response: { 200: { description: 'The file', content: { 'text/csv': { schema: Type.String() } } }, 401: FailureReply, 403: FailureReply },
    },
    config: { cache: 'personal', permission: 'catalogue.read' },
  }, async (_request, reply) => reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="catalogue.csv"')
    .send(catalogueCsv(await catalogueRecords(db, mediaDir))));

  app.get('/catalog/export.json', {
    schema: {
      tags: ['admin'],
      summary: "The whole catalogue as the import's JSON rows",
      description: `Importing the reply (or its \`products\`) again changes nothing. ${ROLE_NOTE}`,
      response: { 200: CatalogExportReply, 401: FailureReply, 403: FailureReply },
    },
    config: { cache: 'personal', permission: 'catalogue.read' },
  }, async () => ({ status: 200 as const, products: await catalogueRecords(db, mediaDir) }));
}
