// CSV as RFC 4180 writes it: fields separated by commas, a field with a comma, a quote or a line
// break in double quotes, a quote inside doubled. Lines end in CRLF or LF; a UTF-8 byte order mark
// (what spreadsheets put first) is skipped.

export interface CsvRow {
  /** The file's line the row starts on, from 1 (the header is line 1). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/** The rows of a CSV text, the header first. Blank lines are skipped; an unclosed quote is a CsvError naming its line. */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };

  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvError(quoteLine, 'a quoted field is never closed');
  endRow();
  return rows;
}

const needsQuotes = /[",\r\n]/;

/** One CSV line (no line break), quoting only the fields that need it. */
export const csvLine = (fields: readonly (string | number | null)[]): string =>
  fields.map((value) => {
    const text = value === null ? '' : String(value);
    return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  }).join(',');
