import { CsvError, csvLine, csvRows } from './csv';

const parseCsv = (text: string) => [...csvRows(text)];

describe('csvRows', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, and skips a BOM and blank lines', () => {
    const text = '\uFEFFsku,name_en\r\nA-1,"Coat, wool ""Classic"""\r\n\r\nA-2,"two\nlines"\nA-3,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['sku', 'name_en'] },
      { line: 2, fields: ['A-1', 'Coat, wool "Classic"'] },
      { line: 4, fields: ['A-2', 'two\nlines'] },
      { line: 6, fields: ['A-3', ''] },
    ]);
  });

  it('keeps a quote inside an unquoted field, and text after a quoted part, as spreadsheets do; a lone CR ends a line', () => {
    expect(parseCsv('a,b,c\rA-4,ab"c,"x""y"z\r')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['A-4', 'ab"c', 'x"yz'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('sku\nA-1\n"A-2,\nA-3\n')).toThrow(CsvError);
    try {
      parseCsv('sku\nA-1\n"A-2,\nA-3\n');
    } catch (error) {
      expect((error as CsvError).line).toBe(3);
    }
  });

  it('writes what it reads', () => {
    const fields = ['A-1', 'Coat, wool "Classic"', 'two\nlines', '', 'plain'];
    expect(parseCsv(csvLine(fields))).toEqual([{ line: 1, fields }]);
  });
});
