/**
 * @jest-environment node
 */
import { decodeText, workbookProblem } from '../../src/marketing/file-text';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText: a dropped file as the text a person saved', () => {
  test('UTF-8, with or without the byte order mark Excel writes for «CSV UTF-8»', () => {
    expect(decodeText(utf8('Código;Fecha\r\nK7Q2MX;2025-03-04\r\n'))).toBe('Código;Fecha\r\nK7Q2MX;2025-03-04\r\n');
    expect(decodeText(utf8('\uFEFF{"exportFormatVersion": 2}'))).toBe('{"exportFormatVersion": 2}');
  });

  test('Windows-1252, which Spanish Excel writes for «CSV (delimitado por comas)», when the bytes are not UTF-8', () => {
    // «Código;Señora» with ó = F3 and ñ = F1, as Excel on Windows saves it.
    expect(decodeText(bytes(0x43, 0xf3, 0x64, 0x69, 0x67, 0x6f, 0x3b, 0x53, 0x65, 0xf1, 0x6f, 0x72, 0x61))).toBe(
      'Código;Señora',
    );
    // (Bytes 80 to 9F, where Windows-1252 differs from Latin-1, are the browser's: Node 20 reads them as Latin-1.)
  });

  test('an empty file is empty text', () => {
    expect(decodeText(new Uint8Array())).toBe('');
  });
});

describe('workbookProblem: an Excel workbook dropped where a CSV goes', () => {
  test('a .xlsx (a ZIP) and an old .xls are named, with how to save them as CSV', () => {
    const xlsx = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
    const xls = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    const advice =
      'es un libro de Excel, no un archivo CSV: ábralo en Excel y elija Archivo → Guardar como → «CSV UTF-8 (delimitado por comas)».';
    expect(workbookProblem('registro.xlsx', xlsx)).toBe(`«registro.xlsx» ${advice}`);
    expect(workbookProblem('registro.xls', xls)).toBe(`«registro.xls» ${advice}`);
  });

  test('a CSV is not a workbook, whatever its name', () => {
    expect(workbookProblem('registro.csv', utf8('codigo,fecha_hora,etapa\n'))).toBeNull();
    expect(workbookProblem('registro.xlsx', utf8('codigo,fecha_hora,etapa\n'))).toBeNull();
    expect(workbookProblem('vacío.csv', new Uint8Array())).toBeNull();
  });
});
