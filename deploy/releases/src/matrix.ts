import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { REMOTES, type RemoteName } from '@shop/contracts';
import { shortCommit } from './git';

/** A remote as a run met it: its version, and the commit it was built from where that is known. */
export interface RemoteCell {
  version: string;
  commit?: string;
}

/** One run of a suite: which shell met which remote builds, and how it ended. */
export interface MatrixRow {
  run: string;
  /** Playwright's status ('passed', 'failed', 'timedout', 'interrupted'), or 'skipped'. */
  result: string;
  /** The shell's commit, short; "+ changes" when the working tree changes it. */
  shell?: string;
  remotes?: Partial<Record<RemoteName, RemoteCell>>;
  note?: string;
}

/** Appends a row to the run's matrix file (JSON lines: each suite run writes its own). */
export function appendRow(file: string, row: MatrixRow): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export function readRows(file: string): MatrixRow[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as MatrixRow);
}

const remoteCell = (cell: RemoteCell | undefined): string => {
  if (!cell) return '-';
  return cell.commit ? `${cell.version} @${shortCommit(cell.commit)}` : cell.version;
};

/**
 * The rows as a table: a column per remote, each cell "version @commit it was built from". A row
 * that ran nothing (skipped) is one line: its run, result and why.
 */
export function formatMatrix(rows: MatrixRow[]): string {
  const header = ['run', 'shell', ...REMOTES, 'result'];
  const cells = (row: MatrixRow) => [row.run, row.shell ?? '-', ...REMOTES.map((remote) => remoteCell(row.remotes?.[remote])), row.result];
  const ran = rows.filter((row) => row.remotes).map(cells);
  // Skipped rows print their run name too, so the first column fits every row.
  const runNames = rows.map((row) => row.run.length);
  const widths = header.map((title, column) => Math.max(title.length, ...(column === 0 ? runNames : []), ...ran.map((line) => line[column]!.length)));
  const format = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const body = rows.map((row) => (row.remotes ? format(cells(row)) : `${row.run.padEnd(widths[0]!)}  ${row.result}: ${row.note ?? ''}`));
  return [format(header), ...body].join('\n');
}
