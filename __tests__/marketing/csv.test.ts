import { CsvSyntaxError, detectDelimiter, parseCsv, serializeCsv } from '../../src/marketing/csv';

describe('parseCsv', () => {
  test('reads plain fields, with LF or CRLF line ends, and no record after the last line break', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  test('a quoted field holds the delimiter, doubled quotes and line breaks of either kind', () => {
    expect(parseCsv('nota,valor\n"Llamó, y pidió ""cita""","línea 1\r\nlínea 2\nlínea 3"\n')).toEqual([
      ['nota', 'valor'],
      ['Llamó, y pidió "cita"', 'línea 1\r\nlínea 2\nlínea 3'],
    ]);
  });

  test('empty fields, quoted empty fields and blank lines are kept, so record i is spreadsheet row i + 1', () => {
    expect(parseCsv('a,,c\n\n"",x,\n""')).toEqual([['a', '', 'c'], [''], ['', 'x', ''], ['']]);
  });

  test('a quote inside an unquoted field is a character, and text after a closing quote is kept', () => {
    expect(parseCsv('5" pantalla,"ab"c\n')).toEqual([['5" pantalla', 'abc']]);
  });

  test('drops a UTF-8 byte order mark at the start and only there', () => {
    expect(parseCsv('\uFEFFcódigo,etapa\nK7Q2MX,chat')).toEqual([
      ['código', 'etapa'],
      ['K7Q2MX', 'chat'],
    ]);
    expect(parseCsv('a,\uFEFFb')).toEqual([['a', '\uFEFFb']]);
  });

  test('detects `;` from the first line, as Spanish-locale Excel saves, so a decimal comma stays in its field', () => {
    expect(parseCsv('\uFEFFcodigo;valor_cop\nK7Q2MX;1.500.000,50\n')).toEqual([
      ['codigo', 'valor_cop'],
      ['K7Q2MX', '1.500.000,50'],
    ]);
  });

  test('an explicit delimiter wins over detection', () => {
    expect(parseCsv('# a; b; c\nx,y', ',')).toEqual([['# a; b; c'], ['x', 'y']]);
  });

  test('unclosed quotes throw, naming the line where the field starts', () => {
    let thrown: unknown;
    try {
      parseCsv('a,b\n1,2\n3,"sin cerrar\n4,5\n');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CsvSyntaxError);
    expect((thrown as CsvSyntaxError).line).toBe(3);
  });

  test('an empty text has no records', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });
});

describe('detectDelimiter', () => {
  test('takes whichever of `;` and `,` the line holds more of, outside quotes; `,` on a tie', () => {
    expect(detectDelimiter('codigo;fecha_hora;etapa;valor_cop')).toBe(';');
    expect(detectDelimiter('codigo,fecha_hora,etapa,valor_cop')).toBe(',');
    expect(detectDelimiter('"a;b;c",d,e')).toBe(',');
    expect(detectDelimiter('"a,b,c";d;e')).toBe(';');
    expect(detectDelimiter('codigo')).toBe(',');
  });
});

describe('serializeCsv', () => {
  test('quotes only fields with the delimiter, a quote or a line break, and ends every record with CRLF', () => {
    expect(
      serializeCsv([
        ['plain', 'with, comma', 'say "hi"', 'two\nlines', 'cr\rlf', ' spaces kept ', ''],
        ['a;b', '1.500.000'],
      ]),
    ).toBe('plain,"with, comma","say ""hi""","two\nlines","cr\rlf", spaces kept ,\r\na;b,1.500.000\r\n');
  });

  test('with `;` it quotes semicolons instead of commas, and can end lines with LF', () => {
    expect(serializeCsv([['a;b', 'c,d']], { delimiter: ';', lineEnding: '\n' })).toBe('"a;b";c,d\n');
  });

  test('what it writes reads back the same, with either delimiter', () => {
    const records = [
      ['codigo', 'nota'],
      ['K7Q2MX', 'Dijo: "hola, ¿cómo va?"\r\nY colgó; luego volvió'],
      ['', ''],
    ];
    expect(parseCsv(serializeCsv(records))).toEqual(records);
    expect(parseCsv(serializeCsv(records, { delimiter: ';' }))).toEqual(records);
  });
});
