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

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The rows of a CSV text, the header first, each read when it is asked for: a catalogue of 20,000
 * products is tens of megabytes, read while the shop serves, a slice of rows between two rests. A
 * field is cut out of the text by slices, not built a character at a time. Blank lines are
 * skipped; an unclosed quote is a CsvError naming its line.
 */
export function* csvRows(text: string): Generator<CsvRow> {
  let fields: string[] = [];
  /** The field's text before `start` (a quoted part, once it closed). */
  let field = '';
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;

  const endField = (end: number) => {
    fields.push(field + text.slice(start, end));
    field = '';
  };
  /** The row just ended, unless it was a blank line. */
  const endRow = (): CsvRow | undefined => {
    const row = fields.length > 1 || fields[0] !== '' ? { line: rowLine, fields } : undefined;
    fields = [];
    return row;
  };

  for (let i = start; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (quoted) {
      if (char === QUOTE) {
        // A doubled quote is one quote of the field; a single one closes the quoted part.
        field += text.slice(start, text.charCodeAt(i + 1) === QUOTE ? i + 1 : i);
        if (text.charCodeAt(i + 1) === QUOTE) i++;
        else quoted = false;
        start = i + 1;
      } else if (char === LF) line++;
    } else if (char === QUOTE && field === '' && start === i) {
      quoted = true;
      quoteLine = line;
      start = i + 1;
    } else if (char === COMMA) {
      endField(i);
      start = i + 1;
    } else if (char === LF || char === CR) {
      endField(i);
      const row = endRow();
      if (char === CR && text.charCodeAt(i + 1) === LF) i++;
      start = i + 1;
      line++;
      rowLine = line;
      if (row) yield row;
    }
  }
  if (quoted) throw new CsvError(quoteLine, 'a quoted field is never closed');
  endField(text.length);
  const last = endRow();
  if (last) yield last;
}

const needsQuotes = /[",\r\n]/;

/** One CSV line (no line break), quoting only the fields that need it. */
export const csvLine = (fields: readonly (string | number | null)[]): string =>
  fields.map((value) => {
    const text = value === null ? '' : String(value);
    return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  }).join(',');
