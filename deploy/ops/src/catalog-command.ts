import { readFile, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { CatalogImportReply } from '@shop/contracts';
import { OpsError } from './admin-client';
import { reasonOf, REASON, REASON_HELP, usage, type Command } from './command-kit';
import { table } from './table';

export const catalog: Command = {
  usage: 'pnpm ops catalog [import FILE [--dry-run] | export [--out FILE] [--format csv|json]]',
  summary: 'the catalogue as a CSV or JSON file keyed by SKU: import (try it with --dry-run) and export',
  help: [
    '  import FILE     .csv or .json (or --format); --dry-run prints what would be created, updated and left alone,',
    '                  and every bad row (line, column, reason), writing nothing. A file with any bad row imports nothing.',
    '                  Image paths are files on the shop\'s machine. README "Operating the shop" lists the columns.',
    '  export          the whole catalogue, to --out FILE or the screen; importing it again changes nothing',
    REASON_HELP,
  ].join('\n'),
  options: { 'dry-run': { type: 'boolean' }, format: { type: 'string' }, out: { type: 'string' }, ...REASON },
  async run({ args, values, client, print, cwd }) {
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
      print(reply, () => [
        `${reply.dry_run ? 'Would create' : 'Created'} ${reply.created}, ${reply.dry_run ? 'update' : 'updated'} ${reply.updated}, ${reply.dry_run ? 'leave' : 'left'} ${reply.unchanged} alone.`,
        ...(reply.errors.length ? ['', `${reply.errors.length} problem(s): a real run imports nothing until they are fixed.`,
          table(['line', 'column', 'problem'], reply.errors.map((error) => [error.line, error.column, error.reason]))] : []),
      ].join('\n'));
      if (reply.errors.length) throw new OpsError(`${reply.errors.length} problem(s) in ${file}.`);
    } else if (action === 'export') {
      const format = formatOf(values.out as string | undefined);
      const text = format === 'csv' ? await client.getText('/catalog/export.csv') : JSON.stringify(await client.get('/catalog/export.json'), null, 1);
      if (values.out) {
        await writeFile(resolve(cwd, String(values.out)), text);
        print({ status: 200, file: values.out }, () => `Wrote ${values.out}.`);
      } else print(format === 'csv' ? text : JSON.parse(text), () => text.trimEnd());
    } else usage(action ? `Unknown action "${action}".` : 'Say import or export.');
  },
};
