import { CatalogExportReply, CatalogImportRefusal, CatalogImportReply, CatalogImportRequest, FailureReply } from '@shop/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { siteUrl } from '../settings/site-url';
import { catalogueCsv, catalogueRecords } from './catalog-export';
import { importCatalogue, MAX_IMPORT_ROWS } from './catalog-import';
import { ROLE_NOTE } from './route-notes';

/** A catalogue file of 20,000 products with long descriptions in three languages fits. */
const IMPORT_BODY_LIMIT = 70 * 1024 * 1024;

const refusals = { 400: CatalogImportRefusal, 401: FailureReply, 403: FailureReply, 429: FailureReply };

/** The catalogue as a file: import (with a dry run) and export, in the same CSV or JSON format. */
export function registerCatalogRoutes(scope: FastifyInstance, db: Db, mediaDir: string): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();

  app.post('/catalog/import', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ['admin'],
      summary: 'Import products keyed by SKU from a CSV or JSON file (README "Operating the shop" lists the columns)',
      description: `\`dry_run\`: what would be created, updated and left alone, and every bad row (line, column, reason), writing nothing. A real run with any bad row `
        + `is 400 invalid_rows with the same list and writes nothing; else it is one transaction. At most ${MAX_IMPORT_ROWS} products. ${ROLE_NOTE}`,
      body: CatalogImportRequest,
      response: { 200: CatalogImportReply, ...refusals },
    },
    config: { permission: 'catalogue.import' },
  }, async (request, reply) => {
    const url = await siteUrl(db, request);
    const { format, content, dry_run: dryRun, reason } = request.body;
    const report = await importCatalogue(db, request.principal!, { format, content, dryRun, reason }, { mediaDir, productUrl: url });
    if (!dryRun && report.errors.length) {
      return reply.code(400).send({ status: 400, error: 'invalid_rows', message: `${report.errors.length} problem(s) in the file: nothing was imported`, errors: report.errors });
    }
    return { status: 200 as const, ...report };
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
