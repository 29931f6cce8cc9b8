import { readFile, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import {
  CATALOG_IMPORT_SHOWN_ROWS, type CatalogImportJob, type CatalogImportJobReply, type CatalogImportJobsReply, type CatalogImportReply, type CatalogRowChange,
} from '@shop/contracts';
import { OpsError, type AdminClient } from './admin-client';
import { idOf, reasonOf, REASON, REASON_HELP, usage, type Command, type Context } from './command-kit';
import { table, when } from './table';

/** How often a running import's progress is asked for. */
const PROGRESS_EVERY_MS = 1000;

const count = (n: number) => n.toLocaleString('en');
/** "1,500 of 5,000 rows". */
const progress = (job: CatalogImportJob) => `${count(job.rows_done)} of ${count(job.rows_total)} rows`;

/** The rows a file changes as a table: a new product on one line (its name), an update with a line per changed column. */
function changesTable(changes: readonly CatalogRowChange[]): string {
  const rows = changes.flatMap((change) => {
    if (change.action === 'create') {
      const name = change.fields.find((field) => field.column === 'name_en') ?? change.fields.find((field) => field.column.startsWith('name_'));
      return [[change.line, change.sku, 'new', '', '', name?.after ?? '']];
    }
    return change.fields.map((field, n) => [n === 0 ? change.line : '', n === 0 ? change.sku : '', n === 0 ? 'update' : '', field.column, field.before ?? '', field.after]);
  });
  return table(['line', 'sku', 'does', 'column', 'before', 'after'], rows);
}

/** What a file does (a dry run's answer, or a real run's before its job): counts, then the diff, then the problems. */
function planLines(reply: CatalogImportReply): string[] {
  const would = reply.dry_run;
  return [
    `${would ? 'Would create' : 'Creates'} ${count(reply.created)}, ${would ? 'update' : 'updates'} ${count(reply.updated)}, ${would ? 'leave' : 'leaves'} ${count(reply.unchanged)} alone.`,
    ...(reply.changes.length ? ['', changesTable(reply.changes)] : []),
    ...(reply.changes_left_out ? [`… and ${count(reply.changes_left_out)} more rows that change something (the first ${CATALOG_IMPORT_SHOWN_ROWS} are shown).`] : []),
    ...(reply.error_count ? ['', `${reply.error_count} problem(s): a real run imports nothing until they are fixed.`,
      table(['line', 'column', 'problem'], reply.errors.map((error) => [error.line, error.column, error.reason])),
      ...(reply.error_count > reply.errors.length ? [`… and ${reply.error_count - reply.errors.length} more.`] : [])] : []),
  ];
}

/** What a job that ended did, or (failed) why it stopped, as an OpsError: the exit code says so. */
function ended(job: CatalogImportJob, { print, values }: Pick<Context, 'print' | 'values'>, reply: object): void {
  if (job.status === 'failed') {
    if (values.json) print(reply, () => '');
    throw new OpsError(`Import ${job.id} stopped after ${progress(job)}: ${job.error ?? 'no reason given'}`);
  }
  print(reply, () => `Created ${count(job.created)}, updated ${count(job.updated)}, left ${count(job.unchanged)} alone.`);
}

/** Follows a job until it ends, printing its progress each time it moved; answers it as it ended. */
async function follow(client: AdminClient, job: CatalogImportJob, { print, values, wait }: Pick<Context, 'print' | 'values' | 'wait'>): Promise<CatalogImportJob> {
  let shown = -1;
  for (;;) {
    if (!values.json && job.rows_done !== shown) {
      print(job, () => progress(job));
      shown = job.rows_done;
    }
    if (job.status !== 'running') return job;
    await wait(PROGRESS_EVERY_MS);
    job = (await client.get<CatalogImportJobReply>(`/catalog/imports/${job.id}`)).job;
  }
}

export const catalog: Command = {
  usage: 'pnpm ops catalog [import FILE [--dry-run] | imports [ID] | export [--out FILE] [--format csv|json]]',
  summary: 'the catalogue as a CSV or JSON file keyed by SKU: import (try it with --dry-run), its progress, export',
  help: [
    '  import FILE     .csv or .json (or --format); the columns a file has are the ones it changes (sku,price_usd reprices),',
    '                  a new SKU needs every required column. Prints what it does (each changed column, before and after) and',
    '                  every bad row (line, column, reason); --dry-run stops there, writing nothing. A file with any bad row',
    '                  imports nothing. Else the shop applies it in short steps while it keeps serving: the progress is printed',
    '                  until it is done. One that stops (a product changed meanwhile) is finished by importing the same file again.',
    '                  Image paths are files on the shop\'s machine. README "Operating the shop" lists the columns.',
    '  imports [ID]    the latest imports (from here or the back office); with ID, follows that one until it ends',
    '  export          the whole catalogue, to --out FILE or the screen; importing it again changes nothing',
    REASON_HELP,
  ].join('\n'),
  options: { 'dry-run': { type: 'boolean' }, format: { type: 'string' }, out: { type: 'string' }, ...REASON },
  async run(context) {
    const { args, values, client, print, cwd } = context;
    const [action, file] = args;
    const formatOf = (path: string | undefined) => {
      const format = (values.format as string | undefined) ?? (path && extname(path) === '.json' ? 'json' : 'csv');
      if (format !== 'csv' && format !== 'json') usage('--format is csv or json.');
      return format;
    };
    if (action === 'import') {
      if (!file) usage('Give the file to import.');
      let content: string;
      try {
        content = await readFile(resolve(cwd, file), 'utf8');
      } catch (error) {
        throw new OpsError(`Cannot read ${file}: ${(error as Error).message}`);
      }
      const reply = await client.post<CatalogImportReply>('/catalog/import', { format: formatOf(file), content, dry_run: Boolean(values['dry-run']), ...reasonOf(values) });
      if (!reply.job) {
        print(reply, () => planLines(reply).join('\n'));
        if (reply.error_count) throw new OpsError(`${reply.error_count} problem(s) in ${file}.`);
        return;
      }
      if (!values.json) print(reply, () => [...planLines(reply), '', `Import ${reply.job!.id} is running:`].join('\n'));
      const job = await follow(client, reply.job, context);
      ended(job, context, { ...reply, job });
    } else if (action === 'imports') {
      if (file) {
        const { job } = await client.get<CatalogImportJobReply>(`/catalog/imports/${idOf(file, 'import')}`);
        const last = await follow(client, job, context);
        ended(last, context, { status: 200, job: last });
        return;
      }
      const reply = await client.get<CatalogImportJobsReply>('/catalog/imports');
      print(reply, () => (reply.jobs.length === 0 ? 'No imports yet.' : table(['id', 'started', 'who', 'status', 'rows', 'created', 'updated', 'unchanged', 'problem'], reply.jobs.map((job) => [
        job.id, when(job.started_at), job.actor, job.status, progress(job), job.created, job.updated, job.unchanged, job.error ?? '',
      ]))));
    } else if (action === 'export') {
      const format = formatOf(values.out as string | undefined);
      const text = format === 'csv' ? await client.getText('/catalog/export.csv') : JSON.stringify(await client.get('/catalog/export.json'), null, 1);
      if (values.out) {
        await writeFile(resolve(cwd, String(values.out)), text);
        print({ status: 200, file: values.out }, () => `Wrote ${values.out}.`);
      } else print(format === 'csv' ? text : JSON.parse(text), () => text.trimEnd());
    } else usage(action ? `Unknown action "${action}".` : 'Say import, imports or export.');
  },
};
