/**
 * CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180), read the way spreadsheets
 * save it: a field in double quotes may hold the delimiter, line breaks and doubled quotes (`""`);
 * lines end in CRLF or LF; a UTF-8 byte order mark at the start is dropped. The delimiter is `,`
 * or `;`: Excel in a Spanish locale (Colombia's decimal comma) saves with `;`.
 *
 * Pure functions, no DOM and no Node API, so the marketers' page at /admin/ runs them in the browser.
 */

export type Delimiter = ',' | ';';

/** Unclosed quotes: what follows would all be read as one field, so nothing is read. */
export class CsvSyntaxError extends Error {
  /** The line (from 1) where the unclosed quoted field starts. */
  readonly line: number;

  constructor(line: number) {
    super(`Unclosed quoted field starting on line ${line}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

const BOM = '\uFEFF';

/**
 * The delimiter of a header line: the one of `;` and `,` it holds more of outside quotes
 * (`,` when neither, or as many of each).
 */
export function detectDelimiter(headerLine: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * The records of a CSV text, each a list of fields as written (no trimming). A blank line is a
 * record of one empty field, so record `i` is row `i + 1` of the spreadsheet; the line break after
 * the last record ends it and adds none. Without `delimiter`, it is detected from the first line.
 * A quote inside an unquoted field is kept as a character. Throws CsvSyntaxError on unclosed quotes.
 */
export function parseCsv(text: string, delimiter?: Delimiter): string[][] {
  const input = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const separator = delimiter ?? detectDelimiter(input.split(/\r?\n/, 1)[0] ?? '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let atFieldStart = true;
  let line = 1;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
    atFieldStart = true;
  };
  while (i < input.length) {
    const char = input[i];
    const fieldStart = atFieldStart;
    atFieldStart = false;
    if (char === '"' && fieldStart) {
      // A quoted field: up to the quote that is not doubled.
      const start = line;
      i += 1;
      for (;;) {
        if (i >= input.length) throw new CsvSyntaxError(start);
        const inner = input[i];
        if (inner === '"' && input[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (inner === '"') {
          i += 1;
          break;
        } else {
          if (inner === '\n') line += 1;
          field += inner;
          i += 1;
        }
      }
    } else if (char === separator) {
      record.push(field);
      field = '';
      atFieldStart = true;
      i += 1;
    } else if (char === '\r' && input[i + 1] === '\n') {
      endRecord();
      line += 1;
      i += 2;
    } else if (char === '\n') {
      endRecord();
      line += 1;
      i += 1;
    } else {
      field += char;
      i += 1;
    }
  }
  // The last record, unless the text ended with its line break.
  if (!atFieldStart || record.length > 0) endRecord();
  return records;
}

/**
 * CSV text from records: a field is quoted (its quotes doubled) when it holds the delimiter, a
 * quote or a line break. Every record ends with `lineEnding` (RFC 4180's CRLF unless told).
 */
export function serializeCsv(
  records: readonly (readonly string[])[],
  options: { delimiter?: Delimiter; lineEnding?: '\r\n' | '\n' } = {},
): string {
  const delimiter = options.delimiter ?? ',';
  const lineEnding = options.lineEnding ?? '\r\n';
  const quote = (field: string) =>
    field.includes(delimiter) || /["\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
  return records.map((record) => record.map(quote).join(delimiter) + lineEnding).join('');
}
