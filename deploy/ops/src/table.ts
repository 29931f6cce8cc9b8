/** Rows as a plain-text table with a header line, columns padded to their widest cell. */
export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const cells = [headers, ...rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => [...(row[column] ?? '')].length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join('  ').trimEnd();
  return [line(headers as string[]), ...cells.slice(1).map((row) => line(row as string[]))].join('\n');
}

/** Minor units as an amount: 12345 USD → "123.45 USD". */
export const money = (minor: number, currency: string): string => `${(minor / 100).toFixed(2)} ${currency}`;

/** An ISO time as "2026-11-28 07:45" (UTC), short enough for a table. */
export const when = (iso: string | null): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '');
