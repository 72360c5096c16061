/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../src/marketing/csv';
import { decodeText } from '../../src/marketing/file-text';
import { conversionCounts } from '../../src/marketing/offline-import-summary';
import {
  buildOfflineImport,
  normalizeCode,
  OfflineImportFileError,
  parsePesos,
  type FileProblem,
  type ImportedRow,
  type Notice,
  type RejectedRow,
  type RepeatedRow,
} from '../../src/marketing/offline-import';

/**
 * A free-form exploration downloaded as CSV from GA4: its `#` header, a blank comment line, the
 * totals row, events without a code, several taps of one code, and made-up click IDs.
 */
const GA4_EXPORT = [
  '# ----------------------------------------',
  '# Clics de WhatsApp desde anuncios',
  '# Forma libre 1',
  '# ----------------------------------------',
  '#',
  '# Todos los usuarios',
  '# Fecha de inicio: 20241201',
  '# Fecha de finalización: 20250331',
  'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time,Recuento de eventos',
  'Totales,,,,,16',
  'K7Q2MX,EAIaIQobChMI-k7q2mx,,,2025-03-04T19:12:08.431Z,2',
  '(not set),,,,,5',
  '0112AB,EAIaIQobChMI-0112ab,,,2025-03-06T13:00:00Z,1',
  'P3NM8R,EAIaIQobChMI-p3nm8r,,,2025-03-10T20:05:41.250Z,1',
  'R8TV2D,EAIaIQobChMI-r8tv2d-1,,,2025-03-01T14:00:00Z,1',
  'R8TV2D,EAIaIQobChMI-r8tv2d-3,,,2025-03-25T14:00:00Z,1',
  'R8TV2D,EAIaIQobChMI-r8tv2d-2,,,2025-03-12T14:00:00Z,1',
  'H6XW3E,EAIaIQobChMI-h6xw3e,,,2024-12-05T15:00:00Z,1',
  'M2QJ7A,EAIaIQobChMI-m2qj7a,,,2025-03-20T15:00:00Z,1',
  'S4GB6V,,,,,1',
  'T9FD1C,,1.gbraid-ejemplo,,2025-03-15T18:30:00Z,1',
  'W5YE8N,,,1.wbraid-ejemplo,2025-03-15T18:30:00Z,1',
  'X3ZK9B,EAIaIQobChMI-x3zk9b,,,(not set),1',
  '',
].join('\n');

/** The chat log as the people who answer chats fill it in; the comments give each row's number. */
const CHAT_LOG = [
  'codigo,fecha_hora,etapa,valor_cop', // 1
  'K7Q2MX,2025-03-04 14:30,chat,', // 2
  'k7q2mx,20/03/2025 10:00,Cliente,$ 1.500.000', // 3: lower case, Colombian Excel's date
  'oil-2ab,2025-03-06 08:15,chat,', // 4: O, I and L as Crockford reads them, and a hyphen
  'P3NM8R,2025-03-10 15:05,chat,', // 5: in the click's own minute
  'R8TV2D,2025-03-12 16:00,chat,', // 6: three taps; the click before this chat
  'R8TV2D,2025-03-28 11:00,cliente,2.000.000', // 7: the latest click
  'H6XW3E,2025-03-05 10:00,chat,', // 8: 90 days to the minute after the click
  'H6XW3E,2025-03-05 10:01,cliente,800000', // 9: a minute more
  'ZZZZZZ,2025-03-07 09:00,chat,', // 10
  'M2QJ7A,2025-03-19 09:00,chat,', // 11
  'S4GB6V,2025-03-08 12:00,chat,', // 12
  'T9FD1C,2025-03-15 14:00,chat,', // 13
  'W5YE8N,2025-03-15 14:00,chat,', // 14
  'X3ZK9B,2025-03-16 09:00,chat,', // 15
  ',2025-03-16 10:00,chat,', // 16
  'K7Q2M,2025-03-16 11:00,chat,', // 17
  'K7Q2MX,2025-02-30 10:00,chat,', // 18
  'K7Q2MX,2025-03-21 10:00,llamada,', // 19
  'K7Q2MX,2025-03-21 10:00,cliente,"1,500"', // 20: thousands or decimals
  ',,,', // 21: an empty row is no conversion and no rejection
  '',
].join('\n');

/** The day the marketer makes the file and uploads it (Google Ads counts a click's 90 days to it). */
const TODAY = new Date('2025-03-31T17:00:00Z');
const on = { today: TODAY };

/** The reasons a marketer reads, each with what to do next. */
const NOT_IN_GA4 = (code: string) =>
  `El código ${code} no aparece en la exportación de GA4: puede que las fechas de la exploración no cubran el día del toque. Amplíe el intervalo de fechas para que empiece días antes del chat (hasta 90) y descárguela de nuevo; si sigue sin aparecer, revise el código.`;
const BRAID_ONLY = (code: string, id: 'gbraid' | 'wbraid') =>
  `El clic del código ${code} trae solo ${id} (iPhone o iPad, sin gclid): el chat sí ocurrió y GA4 lo cuenta, pero Google Ads no lo contará con este archivo, que solo admite el gclid. No hace falta hacer nada; si quiere que Google Ads lo cuente, un desarrollador puede subirlo con la API de Google Ads, o súmelo a mano en sus informes.`;
const EXPIRED = (click: string) =>
  `El clic en el anuncio fue el ${click} (hora de Bogotá): hoy tiene más de 90 días y Google Ads ya no acepta conversiones de ese clic (EXPIRED_CLICK). Para que no pase, suba el archivo más seguido, por ejemplo cada semana.`;
const UNREADABLE_TIME = (written: string) =>
  `La fecha y hora «${written}» no se entiende: escríbala como DD/MM/AAAA HH:MM (04/03/2025 14:30 o 04/03/2025 2:30 p. m.) o AAAA-MM-DD HH:MM, en hora de Bogotá.`;

const AMBIGUOUS = (written: string) =>
  `El valor «${written}» puede leerse de dos maneras: con un solo punto o una sola coma seguido de tres cifras, no se sabe si separa miles o decimales. Escríbalo sin separadores (por ejemplo 2300) o con los centavos (2.300,00 o 2,300.00).`;
const NOT_AN_AMOUNT = (written: string) =>
  `El valor «${written}» no es una cantidad de pesos: escríbalo como 1500000, 1.500.000, $ 1.500.000 o $1,500,000.`;
const FUTURE = (written: string, now: string) =>
  `La fecha y hora ${written} está en el futuro (ahora son las ${now}, hora de Bogotá): revísela, por ejemplo el año, o el día y el mes al revés.`;

const FILE_HEADER = [
  'Parameters:TimeZone=America/Bogota',
  'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
];
const file = (...rows: string[]) => [...FILE_HEADER, ...rows].map((line) => `${line}\r\n`).join('');

const fileProblems = (chatLog: string, ga4: string): readonly FileProblem[] => {
  try {
    buildOfflineImport(chatLog, ga4, on);
  } catch (error) {
    if (error instanceof OfflineImportFileError) return error.problems;
    throw error;
  }
  throw new Error('no OfflineImportFileError');
};

describe('a realistic chat log and GA4 export', () => {
  const result = buildOfflineImport(CHAT_LOG, GA4_EXPORT, on);

  test("is Google's click conversion template: the time zone line, the five columns, one line per conversion", () => {
    expect(result.csv).toBe(
      file(
        'EAIaIQobChMI-k7q2mx,Chat de WhatsApp,2025-03-04 14:30:00,,',
        'EAIaIQobChMI-k7q2mx,Cliente firmado,2025-03-20 10:00:00,1500000,COP',
        'EAIaIQobChMI-0112ab,Chat de WhatsApp,2025-03-06 08:15:00,,',
        'EAIaIQobChMI-p3nm8r,Chat de WhatsApp,2025-03-10 15:05:42,,',
        'EAIaIQobChMI-r8tv2d-2,Chat de WhatsApp,2025-03-12 16:00:00,,',
        'EAIaIQobChMI-r8tv2d-3,Cliente firmado,2025-03-28 11:00:00,2000000,COP',
      ),
    );
  });

  test('lists each conversion with its row in the log, the code, the click and the value', () => {
    const expected: ImportedRow[] = [
      {
        row: 2,
        code: 'K7Q2MX',
        stage: 'chat',
        gclid: 'EAIaIQobChMI-k7q2mx',
        conversionName: 'Chat de WhatsApp',
        conversionTime: '2025-03-04 14:30:00',
        value: null,
        clickTime: '2025-03-04T19:12:08.431Z',
        clicks: 1,
      },
      {
        row: 3,
        code: 'K7Q2MX',
        stage: 'cliente',
        gclid: 'EAIaIQobChMI-k7q2mx',
        conversionName: 'Cliente firmado',
        conversionTime: '2025-03-20 10:00:00',
        value: 1500000,
        clickTime: '2025-03-04T19:12:08.431Z',
        clicks: 1,
      },
    ];
    expect(result.rows.slice(0, 2)).toEqual(expected);
    expect(result.rows.map((row) => [row.row, row.code])).toEqual([
      [2, 'K7Q2MX'],
      [3, 'K7Q2MX'],
      [4, '0112AB'],
      [5, 'P3NM8R'],
      [6, 'R8TV2D'],
      [7, 'R8TV2D'],
    ]);
  });

  test('a code tapped several times keeps one click: the latest that came before the conversion', () => {
    const r8 = result.rows.filter((row) => row.code === 'R8TV2D');
    expect(r8.map((row) => [row.stage, row.gclid, row.clickTime, row.clicks])).toEqual([
      ['chat', 'EAIaIQobChMI-r8tv2d-2', '2025-03-12T14:00:00.000Z', 3],
      ['cliente', 'EAIaIQobChMI-r8tv2d-3', '2025-03-25T14:00:00.000Z', 3],
    ]);
  });

  test("a conversion logged in the click's own minute is written a second after the click, as Google needs", () => {
    // The click: 15:05:41.250 in Bogotá; the log says 15:05, which holds it.
    expect(result.rows.find((row) => row.code === 'P3NM8R')?.conversionTime).toBe('2025-03-10 15:05:42');
  });

  test('every other row of the log is rejected with its row number and why, in Spanish; none is dropped', () => {
    const expected: RejectedRow[] = [
      { row: 8, code: 'H6XW3E', reason: EXPIRED('2024-12-05 10:00') },
      {
        row: 9,
        code: 'H6XW3E',
        reason:
          'El clic en el anuncio fue el 2024-12-05 10:00, más de 90 días antes de la conversión: Google Ads ya no la acepta. Revise la fecha; si está bien, esta fila no se puede subir.',
      },
      { row: 10, code: 'ZZZZZZ', reason: NOT_IN_GA4('ZZZZZZ') },
      {
        row: 11,
        code: 'M2QJ7A',
        reason:
          'La fecha y hora 2025-03-19 09:00 es anterior al clic en el anuncio (2025-03-20 10:00, hora de Bogotá): revísela.',
      },
      {
        row: 12,
        code: 'S4GB6V',
        reason:
          'El código S4GB6V está en GA4 sin gclid, gbraid ni wbraid: la visita no llegó de un clic en un anuncio de Google. No hace falta hacer nada; si venía de un anuncio, active el etiquetado automático en Google Ads.',
      },
      { row: 13, code: 'T9FD1C', reason: BRAID_ONLY('T9FD1C', 'gbraid') },
      { row: 14, code: 'W5YE8N', reason: BRAID_ONLY('W5YE8N', 'wbraid') },
      {
        row: 15,
        code: 'X3ZK9B',
        reason:
          'GA4 no trae una hora de clic válida (ad_click_time) para el código X3ZK9B: revise que la etiqueta de GA4 del contenedor envíe ad_click_time (guía de mercadeo, sección 1).',
      },
      { row: 16, code: '', reason: 'Falta el código de consulta (columna codigo).' },
      {
        row: 17,
        code: 'K7Q2M',
        reason: '«K7Q2M» no es un código de consulta: son 6 letras o números, como K7Q2MX.',
      },
      {
        row: 18,
        code: 'K7Q2MX',
        reason: UNREADABLE_TIME('2025-02-30 10:00'),
      },
      { row: 19, code: 'K7Q2MX', reason: 'La etapa «llamada» no existe: escriba chat o cliente.' },
      {
        row: 20,
        code: 'K7Q2MX',
        reason: AMBIGUOUS('1,500'),
      },
    ];
    expect(result.rejected).toEqual(expected);
    expect([result.repeated, result.notices]).toEqual([[], []]);
    const accounted = [...result.rows, ...result.rejected].map((row) => row.row).sort((a, b) => a - b);
    expect(accounted).toEqual(Array.from({ length: 19 }, (_, i) => i + 2));
  });

  test('a conversion 90 days to the minute after its click is still taken, when the file is made at that minute', () => {
    const thatDay = buildOfflineImport(CHAT_LOG, GA4_EXPORT, { today: new Date('2025-03-05T15:00:00Z') });
    expect(thatDay.rows.find((row) => row.code === 'H6XW3E')?.conversionTime).toBe('2025-03-05 10:00:00');
    expect(thatDay.rejected.find((row) => row.code === 'H6XW3E')?.row).toBe(9);
  });
});

describe('the chat log', () => {
  const ga4 = [
    'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time',
    'K7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z',
    '4HW9PT,gclid-4h,,,2025-03-05T15:00:00Z',
  ].join('\n');

  test('saved by Spanish-locale Excel: `;`, a BOM, CRLF, headers in any case and order, accents, extra columns', () => {
    const log =
      '\uFEFFEtapa;Código;Valor COP;Notas;Fecha_Hora\r\n' +
      'CHAT;K7Q2MX;;"Preguntó por el apartamento 301; ""urgente""\r\ndijo que vuelve a escribir, mañana";4/03/2025 14:30\r\n' +
      'cliente;4hw-9pt;$1.500.000,50;;2025-03-20 09:45:10\r\n' +
      'chat;ZZZZZZ;;;2025-03-06 10:00\r\n';
    const result = buildOfflineImport(log, ga4, on);
    expect(result.csv).toBe(
      file(
        'gclid-k7,Chat de WhatsApp,2025-03-04 14:30:00,,',
        'gclid-4h,Cliente firmado,2025-03-20 09:45:10,1500000.5,COP',
      ),
    );
    // The note spans two lines of the file and is still one row of the spreadsheet.
    expect(result.rows.map((row) => row.row)).toEqual([2, 3]);
    expect(result.rejected).toEqual([{ row: 4, code: 'ZZZZZZ', reason: NOT_IN_GA4('ZZZZZZ') }]);
  });

  test('a title row above the headers is skipped and counts in the row numbers', () => {
    const log = 'Registro de chats de marzo,,,\ncodigo,fecha_hora,etapa,valor_cop\nK7Q2MX,2025-03-04 14:30,chat,\n';
    expect(buildOfflineImport(log, ga4, on).rows.map((row) => row.row)).toEqual([3]);
  });

  test('a missing date or stage is named as missing, and an impossible time is not a date', () => {
    const log = [
      'codigo,fecha_hora,etapa',
      'K7Q2MX,,chat',
      'K7Q2MX,2025-03-04 14:30,',
      'K7Q2MX,2025-03-04 24:00,chat',
      'K7Q2MX,mañana en la tarde,chat',
    ].join('\n');
    expect(buildOfflineImport(log, ga4, on).rejected.map((row) => row.reason)).toEqual([
      'Falta la fecha y hora (columna fecha_hora).',
      'Falta la etapa (columna etapa): escriba chat o cliente.',
      UNREADABLE_TIME('2025-03-04 24:00'),
      UNREADABLE_TIME('mañana en la tarde'),
    ]);
  });

  test('the conversion names come from the options; blank ones fall back to the defaults', () => {
    const log = 'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\nK7Q2MX,2025-03-05 09:00,cliente\n';
    expect(
      buildOfflineImport(log, ga4, {
        today: TODAY,
        chatConversionName: 'Chat, primer mensaje',
        clientConversionName: 'Contrato',
      }).csv,
    ).toBe(file('gclid-k7,"Chat, primer mensaje",2025-03-04 14:30:00,,', 'gclid-k7,Contrato,2025-03-05 09:00:00,,'));
    expect(
      buildOfflineImport(log, ga4, { today: TODAY, chatConversionName: '  ' }).rows.map((row) => row.conversionName),
    ).toEqual(['Chat de WhatsApp', 'Cliente firmado']);
  });

  test('an empty log is an empty file, not an error', () => {
    expect(buildOfflineImport('codigo;fecha_hora;etapa\r\n', ga4, on)).toEqual({
      csv: file(),
      rows: [],
      rejected: [],
      repeated: [],
      notices: [],
    });
  });
});

test('the template is only the row of titles, which the import reads as an empty log (the guides keep the example)', () => {
  const template = fs.readFileSync(path.join(__dirname, '../../src/marketing/registro-de-chats.csv'), 'utf8');
  expect(template).toBe('codigo;fecha_hora;etapa;valor_cop\n');
  const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z\n';
  expect(buildOfflineImport(template, ga4, on)).toEqual({
    csv: file(),
    rows: [],
    rejected: [],
    repeated: [],
    notices: [],
  });
});

describe('the GA4 export', () => {
  const log = 'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\n';

  test('opened and saved again by Spanish-locale Excel (`;`, BOM, CRLF) reads the same', () => {
    const resaved =
      '\uFEFF# Forma libre 1\r\n\r\nwhatsapp_ref;gclid;gbraid;wbraid;ad_click_time\r\nK7Q2MX;gclid-k7;;;2025-03-04T19:12:08Z\r\n';
    expect(buildOfflineImport(log, resaved, on).csv).toBe(file('gclid-k7,Chat de WhatsApp,2025-03-04 14:30:00,,'));
  });

  test('keeps the click IDs exactly as written (they are case sensitive) and reads offsets in ad_click_time', () => {
    const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nk7q2mx,Cj0KCQ_AbC-xYz,,,2025-03-04T14:12:08-05:00\n';
    const [row] = buildOfflineImport(log, ga4, on).rows;
    expect([row?.gclid, row?.clickTime]).toEqual(['Cj0KCQ_AbC-xYz', '2025-03-04T19:12:08.000Z']);
  });

  test('a click with both a gclid and a gbraid goes in the file by its gclid', () => {
    const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,gbraid-k7,,2025-03-04T19:12:08Z\n';
    expect(buildOfflineImport(log, ga4, on).rows.map((row) => row.gclid)).toEqual(['gclid-k7']);
  });
});

describe('a file that cannot be read', () => {
  const log = 'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\n';
  const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z\n';

  test('a GA4 export without the whatsapp_ref header says how to export it', () => {
    expect(fileProblems(log, '# Forma libre 1\nFecha,Usuarios\n20250304,12\n')).toEqual([
      {
        file: 'ga4',
        column: 'whatsapp_ref',
        message:
          'La exportación de GA4 no tiene la fila de títulos con la columna «whatsapp_ref»: en la exploración, ponga las dimensiones whatsapp_ref, gclid, gbraid, wbraid y ad_click_time en las filas y descárguela como CSV.',
      },
    ]);
  });

  test('each missing column is named, in each file, and both files are reported at once', () => {
    expect(
      fileProblems('codigo,fecha_hora,valor_cop\n', 'whatsapp_ref,gclid,gbraid,wbraid\nK7Q2MX,gclid-k7,,\n'),
    ).toEqual([
      { file: 'chatLog', column: 'etapa', message: 'Al registro de chats le falta la columna «etapa».' },
      { file: 'ga4', column: 'ad_click_time', message: 'A la exportación de GA4 le falta la columna «ad_click_time».' },
    ]);
  });

  test('a chat log without its header row', () => {
    expect(fileProblems('K7Q2MX,2025-03-04 14:30,chat\n', ga4)).toEqual([
      {
        file: 'chatLog',
        column: 'codigo',
        message:
          'El registro de chats no tiene la fila de títulos con la columna «codigo» (la primera fila dice codigo, fecha_hora, etapa y, si quiere, valor_cop).',
      },
    ]);
  });

  test('unclosed quotes, rather than reading the rest of the file as one field', () => {
    expect(fileProblems(`${log}K7Q2MX,"2025-03-05 10:00,cliente\nK7Q2MX,2025-03-06 10:00,chat\n`, ga4)).toEqual([
      {
        file: 'chatLog',
        column: null,
        message:
          'El registro de chats tiene unas comillas (") que no se cierran, desde la línea 3: ciérrelas o bórrelas.',
      },
    ]);
  });

  test('the error message lists every problem', () => {
    expect(() => buildOfflineImport('', '', on)).toThrow(
      /^El registro de chats no tiene .*\nLa exportación de GA4 no tiene /,
    );
  });
});

/**
 * The same work as a marketer does it on 27 November 2026: the receptionist's log saved by
 * Colombian Excel as «CSV (delimitado por comas)» (Windows-1252 bytes, `;`, CRLF, DD/MM/AAAA with
 * Excel's 12-hour «p. m.» and its non-breaking spaces, `$ 1.500.000`, codes in lower case, with a
 * hyphen or an O for a zero, an empty line, a repeated row, a client with no chat row), read by the
 * page's decoder, and the exploration as GA4 writes it (its `#` block, the totals row, `(not set)`,
 * a click older than 90 days, a gbraid-only click, one code with two clicks).
 */
describe("a receptionist's log from Colombian Excel and a GA4 export, on the day of the upload", () => {
  const GA4 = [
    '# ----------------------------------------',
    '# Chats desde anuncios',
    '# Forma libre 1',
    '# ----------------------------------------',
    '#',
    '# Todos los usuarios',
    '# Fecha de inicio: 20260801',
    '# Fecha de finalización: 20261127',
    'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time,Recuento de eventos',
    'Totales,,,,,12',
    'B7K2QX,EAIaIQobChMIq8Xb5pS8iQMVb-primer-clic,(not set),(not set),2026-11-02T15:20:00.000Z,1',
    'B7K2QX,EAIaIQobChMIq8Xb5pS8iQMVb-segundo-clic,(not set),(not set),2026-11-18T21:05:30.000Z,2',
    'D0G4NP,EAIaIQobChMId0g4np,(not set),(not set),2026-11-20T19:10:00.000Z,1',
    'F9HV3T,EAIaIQobChMIf9hv3t,(not set),(not set),2026-08-20T14:00:00.000Z,1',
    'J5MW8C,(not set),0AAAAAC-gbraid-j5mw8c,(not set),2026-11-21T13:00:00.000Z,1',
    'K4RT7Z,EAIaIQobChMIk4rt7z,(not set),(not set),2026-11-25T16:40:00.000Z,1',
    '(not set),(not set),(not set),(not set),(not set),5',
    '',
  ].join('\n');
  const NBSP = '\u00A0';
  const LOG_TEXT = [
    'codigo;fecha_hora;etapa;valor_cop;notas', // 1
    `b7k2qx;02/11/2026 10:45${NBSP}a.${NBSP}m.;chat;;Preguntó por una sucesión`, // 2: the first click
    'B7K-2QX;18/11/2026 4:12:00 p. m.;chat;;Volvió a escribir', // 3: the second click
    '', // 4
    `d0g4np;20/11/2026 2:30${NBSP}p.${NBSP}m.;chat;$ 250.000;Dijo que paga la consulta`, // 5: a chat with a value
    'DOG4NP;20/11/2026 14:30;chat;$ 250.000;', // 6: row 5 again
    'dog4np;24/11/2026 9:00 a. m.;Cliente;$ 1.500.000;Firmó el poder', // 7
    'f9hv3t;21/08/2026 11:00 a. m.;chat;;', // 8: its click is 99 days old today
    'j5mw8c;21/11/2026 8:30 a. m.;chat;;Escribió desde un iPhone', // 9: gbraid only
    'k4rt7z;25/11/2026 12:05 p. m.;cliente;;Firmó sin pasar por el chat', // 10: a client without a value
    'm8xq2e;26/11/2026 9:15 a. m.;chat;;', // 11: not in the exploration's dates
    '',
  ].join('\r\n');
  // Windows-1252 is Latin-1 for every character here (ó, é, and the no-break space A0).
  const LOG = decodeText(Uint8Array.from(Buffer.from(LOG_TEXT, 'latin1')));
  const TODAY_2026 = new Date('2026-11-27T15:00:00Z');
  const result = buildOfflineImport(LOG, GA4, { today: TODAY_2026 });

  test('the page decodes the log as Windows-1252, and the file holds each conversion once', () => {
    expect(LOG).toBe(LOG_TEXT);
    expect(result.csv).toBe(
      file(
        'EAIaIQobChMIq8Xb5pS8iQMVb-primer-clic,Chat de WhatsApp,2026-11-02 10:45:00,,',
        'EAIaIQobChMIq8Xb5pS8iQMVb-segundo-clic,Chat de WhatsApp,2026-11-18 16:12:00,,',
        'EAIaIQobChMId0g4np,Chat de WhatsApp,2026-11-20 14:30:00,,',
        'EAIaIQobChMId0g4np,Cliente firmado,2026-11-24 09:00:00,1500000,COP',
        'EAIaIQobChMIk4rt7z,Cliente firmado,2026-11-25 12:05:00,,',
      ),
    );
    const accounted = [...result.rows, ...result.rejected, ...result.repeated].map((row) => row.row);
    expect(accounted.sort((a, b) => a - b)).toEqual([2, 3, 5, 6, 7, 8, 9, 10, 11]);
  });

  test('a click more than 90 days old on the day of the upload is listed with what to do, not written, though the chat came within 90 days of it', () => {
    expect(result.rejected.find((row) => row.row === 8)).toEqual({
      row: 8,
      code: 'f9hv3t',
      reason: EXPIRED('2026-08-20 09:00'),
    });
    // The same files made on 10 November, when the click was 82 days old: the chat goes in the file.
    const earlier = buildOfflineImport(LOG, GA4, { today: new Date('2026-11-10T15:00:00Z') });
    expect(earlier.rows.find((row) => row.row === 8)?.conversionTime).toBe('2026-08-21 11:00:00');
  });

  test('a repeated row (same code, stage and time, however written) is written once and listed as a repeat of the first', () => {
    const expected: RepeatedRow[] = [
      {
        row: 6,
        code: 'DOG4NP',
        sameAs: 5,
        message: 'Repetida: igual a la fila 5 (mismo código, etapa y hora); va una sola vez en el archivo.',
      },
    ];
    expect(result.repeated).toEqual(expected);
    expect(result.rows.filter((row) => row.code === 'D0G4NP').map((row) => row.row)).toEqual([5, 7]);
    expect(conversionCounts(result.rows)).toEqual([
      { name: 'Chat de WhatsApp', count: 3 },
      { name: 'Cliente firmado', count: 2 },
    ]);
  });

  test('a chat with a value goes without it and a client without a value goes as it is, each with a notice of what Google Ads will do', () => {
    const expected: Notice[] = [
      {
        row: 5,
        code: 'd0g4np',
        message:
          'Un chat no lleva valor: va en el archivo sin «$ 250.000» y Google Ads lo cuenta sin valor, como pide la acción «Chat de WhatsApp». Si la persona firmó, anote otra fila con la etapa cliente.',
      },
      {
        row: 10,
        code: 'k4rt7z',
        message:
          'Cliente sin valor: va en el archivo sin valor y Google Ads le pone el valor predeterminado de la acción «Cliente firmado». Si sabe el valor, escríbalo en valor_cop.',
      },
    ];
    expect(result.notices).toEqual(expected);
    expect(result.rows.filter((row) => [5, 10].includes(row.row)).map((row) => [row.row, row.value])).toEqual([
      [5, null],
      [10, null],
    ]);
  });

  test('the notices name the conversion actions the marketer wrote', () => {
    const named = buildOfflineImport(LOG, GA4, {
      today: TODAY_2026,
      chatConversionName: 'Chat web',
      clientConversionName: 'Contrato',
    });
    expect(named.notices.map((notice) => notice.message)).toEqual([
      expect.stringContaining('como pide la acción «Chat web».'),
      expect.stringContaining('el valor predeterminado de la acción «Contrato».'),
    ]);
  });

  test('each conversion of a code with two clicks carries the click it was credited to, and how many the code has', () => {
    expect(
      result.rows.filter((row) => row.code === 'B7K2QX').map((row) => [row.row, row.gclid, row.clickTime, row.clicks]),
    ).toEqual([
      [2, 'EAIaIQobChMIq8Xb5pS8iQMVb-primer-clic', '2026-11-02T15:20:00.000Z', 2],
      [3, 'EAIaIQobChMIq8Xb5pS8iQMVb-segundo-clic', '2026-11-18T21:05:30.000Z', 2],
    ]);
  });

  test('a code not in GA4 and a gbraid-only click each say what it means and what the marketer can do', () => {
    expect(result.rejected.filter((row) => row.row !== 8)).toEqual([
      { row: 9, code: 'j5mw8c', reason: BRAID_ONLY('J5MW8C', 'gbraid') },
      { row: 11, code: 'm8xq2e', reason: NOT_IN_GA4('M8XQ2E') },
    ]);
  });

  test('the two files dropped in each other’s place get one message that says so', () => {
    expect(fileProblems(GA4, LOG)).toEqual([
      {
        file: 'both',
        column: null,
        message:
          'Los archivos parecen intercambiados: el registro de chats está en el lugar de la exportación de GA4, y la exportación en el del registro. Suelte cada uno en su lugar: el registro en «1. Registro de chats» y la exportación en «2. Exportación de GA4».',
      },
    ]);
  });

  test('one file in the wrong place is named as the other file', () => {
    expect(fileProblems(GA4, GA4)).toEqual([
      {
        file: 'chatLog',
        column: 'codigo',
        message:
          'En el lugar del registro de chats hay una exportación de GA4 (tiene la columna «whatsapp_ref»): suéltela en «2. Exportación de GA4» y ponga en «1. Registro de chats» el registro.',
      },
    ]);
    expect(fileProblems(LOG, LOG)).toEqual([
      {
        file: 'ga4',
        column: 'whatsapp_ref',
        message:
          'En el lugar de la exportación de GA4 hay un registro de chats (tiene la columna «codigo»): suéltelo en «1. Registro de chats» y ponga en «2. Exportación de GA4» la exportación.',
      },
    ]);
  });
});

test('times as Colombian Excel writes them in 12-hour form are read, with or without seconds and with its no-break spaces', () => {
  const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T05:00:00Z\n';
  const written = [
    '04/03/2025 2:30 p. m.',
    '04/03/2025 2:31 p.m.',
    '04/03/2025 2:32 PM',
    '04/03/2025 2:33:15 p. m.',
    '04/03/2025 2:34\u00A0p.\u00A0m.',
    '04/03/2025 2:35\u202Fp.\u202Fm.',
    '04/03/2025 2:30 a. m.',
    '04/03/2025 12:05 a. m.',
    '04/03/2025 12:05 p. m.',
    '2025-03-04 9:10 am',
    '04/03/2025 14:40',
    '2025-03-04 14:41:07',
    '04/03/2025 13:00 p. m.',
    '04/03/2025 0:30 a. m.',
  ];
  const log = ['codigo;fecha_hora;etapa', ...written.map((time) => `K7Q2MX;${time};chat`)].join('\r\n');
  const result = buildOfflineImport(log, ga4, on);
  expect(result.rows.map((row) => row.conversionTime)).toEqual([
    '2025-03-04 14:30:00',
    '2025-03-04 14:31:00',
    '2025-03-04 14:32:00',
    '2025-03-04 14:33:15',
    '2025-03-04 14:34:00',
    '2025-03-04 14:35:00',
    '2025-03-04 02:30:00',
    '2025-03-04 00:05:00',
    '2025-03-04 12:05:00',
    '2025-03-04 09:10:00',
    '2025-03-04 14:40:00',
    '2025-03-04 14:41:07',
  ]);
  expect(result.rejected.map((row) => row.reason)).toEqual([
    UNREADABLE_TIME('04/03/2025 13:00 p. m.'),
    UNREADABLE_TIME('04/03/2025 0:30 a. m.'),
  ]);
});

test('the click ID column is found whether the GA4 dimension is named gclid or ad_gclid, its event parameter', () => {
  const log = 'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\n';
  const ga4 = 'whatsapp_ref,ad_gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z\n';
  expect(buildOfflineImport(log, ga4, on).rows.map((row) => row.gclid)).toEqual(['gclid-k7']);
  const titled = 'Whatsapp_ref,AD_GCLID,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z\n';
  expect(buildOfflineImport(log, titled, on).rows.map((row) => row.gclid)).toEqual(['gclid-k7']);
});

test("reads no clock: the same files and the same day give the same file whatever the computer's date", () => {
  jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  const now = jest.spyOn(Date, 'now').mockImplementation(() => {
    throw new Error('Date.now');
  });
  try {
    const later = buildOfflineImport(CHAT_LOG, GA4_EXPORT, on);
    jest.setSystemTime(new Date('2025-03-01T00:00:00Z'));
    expect(buildOfflineImport(CHAT_LOG, GA4_EXPORT, on)).toEqual(later);
    expect(now).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
    now.mockRestore();
  }
});

test('a code reads as Crockford base32: case, spaces and hyphens aside, O as 0, I and L as 1', () => {
  expect(normalizeCode(' k7q2mx ')).toBe('K7Q2MX');
  expect(normalizeCode('K7Q-2MX')).toBe('K7Q2MX');
  expect(normalizeCode('k7q 2mx')).toBe('K7Q2MX');
  expect(normalizeCode('oIl2ab')).toBe('0112AB');
  expect(normalizeCode('K7Q2MU')).toBeNull(); // U is not in the alphabet
  expect(normalizeCode('K7Q2M')).toBeNull();
  expect(normalizeCode('K7Q2MXX')).toBeNull();
  expect(normalizeCode('')).toBeNull();
});

/**
 * The rule: a group separator (`.` or `,`) stands between groups of exactly three digits, the other
 * one before at most two decimals. An amount with two groups, or a group and decimals, or decimals
 * of one or two digits, can be read only one way. One separator with exactly three digits after it
 * and nothing else (`2,300`, `2.300`) is thousands in one locale and decimals in the other: refused,
 * unless a currency sign says it is money as a currency format writes it (no decimals or two).
 */
test('pesos read as people and spreadsheets write them, when the grouping leaves no doubt', () => {
  const read: [string, number][] = [
    ['1500000', 1500000],
    ['1.500.000', 1500000],
    ['$ 1.500.000', 1500000],
    ['$\u00A01.500.000,00', 1500000],
    ['$1.500.000,50', 1500000.5],
    ['1.500.000 COP', 1500000],
    ['COP 1.500.000', 1500000],
    ['$2,300,000', 2300000],
    ['2,300,000', 2300000],
    ['$2,300,000.00', 2300000],
    ['2,300.50', 2300.5],
    ['2.300,5', 2300.5],
    ['1500000.50', 1500000.5],
    ['1500000,5', 1500000.5],
    ['$2,300', 2300],
    ['$ 250.000', 250000],
    ['250.000 COP', 250000],
    ['0', 0],
  ];
  expect(read.map(([written]) => [written, parsePesos(written)])).toEqual(read);
  for (const ambiguous of ['2,300', '2.300', '250.000', '1,000'])
    expect({ ambiguous, value: parsePesos(ambiguous) }).toEqual({ ambiguous, value: 'ambiguous' });
  for (const bad of ['1.50.000', '1.500.00', '1,500,00', '1,500.000', '2.300,000', '1500,000', '1.500,000.00'])
    expect({ bad, value: parsePesos(bad) }).toEqual({ bad, value: null });
  for (const bad of ['1.500,000', '2,300.5.0', '-1500000', '-$2,300,000', 'un millón', '$', '', '1.000.000.'])
    expect({ bad, value: parsePesos(bad) }).toEqual({ bad, value: null });
});

/**
 * The same log as three tools save it. Google Sheets' «Descargar → Valores separados por comas»
 * writes each cell as it shows it, in the spreadsheet's locale (Archivo → Configuración), commas
 * between cells and quotes around a cell that holds one: in English (United States) a date typed
 * `2025-03-20 10:00` shows as `2025-03-20 10:00:00` and pesos in «Moneda» as `$2,300,000.00`, in
 * «Moneda redondeada» as `$2,300,000`; in Spanish (Colombia) the date is `20/03/2025 10:00:00` and
 * pesos `$ 2.300.000,00` (a no-break space after the sign). Colombian Excel's «CSV (delimitado por
 * comas)» separates cells with `;` and writes `$ 2.300.000,00`, or ` $ 2.300.000 ` in «Contabilidad».
 */
describe('amounts and dates as Google Sheets and Colombian Excel write them', () => {
  const ga4 = [
    'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time',
    'K7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z',
    'P3NM8R,gclid-p3,,,2025-03-05T15:00:00Z',
    'R8TV2D,gclid-r8,,,2025-03-06T15:00:00Z',
    'M2QJ7A,gclid-m2,,,2025-03-07T15:00:00Z',
    'H6XW3E,gclid-h6,,,2025-03-08T15:00:00Z',
    'K4RT7Z,gclid-k4,,,2025-03-09T15:00:00Z',
  ].join('\n');
  const NBSP = '\u00A0';
  const files = {
    'Google Sheets, English (United States)': [
      'codigo,fecha_hora,etapa,valor_cop',
      'K7Q2MX,2025-03-04 14:30:00,chat,',
      'K7Q2MX,2025-03-20 10:00:00,cliente,"$2,300,000"',
      'P3NM8R,2025-03-21 09:00:00,cliente,"$2,300,000.00"',
      'R8TV2D,2025-03-22 09:00:00,cliente,"2,300,000"',
      'M2QJ7A,2025-03-23 09:00:00,cliente,2300000.5',
      'H6XW3E,2025-03-24 09:00:00,cliente,"2,300"',
      'K4RT7Z,2026-03-25 09:00:00,cliente,"$1,500,000"',
    ].join('\r\n'),
    'Google Sheets, Spanish (Colombia)': [
      'codigo,fecha_hora,etapa,valor_cop',
      'K7Q2MX,4/03/2025 14:30:00,chat,',
      `K7Q2MX,20/03/2025 10:00:00,cliente,"$${NBSP}2.300.000,00"`,
      `P3NM8R,21/03/2025 9:00:00,cliente,$${NBSP}2.300.000`,
      'R8TV2D,22/03/2025 9:00:00,cliente,2.300.000',
      'M2QJ7A,23/03/2025 9:00:00,cliente,"2300000,5"',
      'H6XW3E,24/03/2025 9:00:00,cliente,2.300',
      `K4RT7Z,25/03/2026 9:00:00,cliente,"$${NBSP}1.500.000,00"`,
    ].join('\r\n'),
    'Colombian Excel, CSV (delimitado por comas)': [
      'codigo;fecha_hora;etapa;valor_cop',
      'K7Q2MX;04/03/2025 2:30 p. m.;chat;',
      'K7Q2MX;20/03/2025 10:00 a. m.;cliente;$ 2.300.000,00',
      'P3NM8R;21/03/2025 9:00 a. m.;cliente; $ 2.300.000 ',
      'R8TV2D;22/03/2025 9:00 a. m.;cliente;2.300.000',
      'M2QJ7A;23/03/2025 9:00 a. m.;cliente;2300000,5',
      'H6XW3E;24/03/2025 9:00 a. m.;cliente;2.300',
      'K4RT7Z;25/03/2026 9:00 a. m.;cliente;$ 1.500.000',
    ].join('\r\n'),
  };

  test.each(Object.entries(files))(
    '%s: unambiguous pesos are read, `2,300` is refused saying how to write it, a date a year ahead is in the future',
    (_, log) => {
      const result = buildOfflineImport(log, ga4, on);
      expect(result.rows.map((row) => [row.row, row.code, row.conversionTime, row.value])).toEqual([
        [2, 'K7Q2MX', '2025-03-04 14:30:00', null],
        [3, 'K7Q2MX', '2025-03-20 10:00:00', 2300000],
        [4, 'P3NM8R', '2025-03-21 09:00:00', 2300000],
        [5, 'R8TV2D', '2025-03-22 09:00:00', 2300000],
        [6, 'M2QJ7A', '2025-03-23 09:00:00', 2300000.5],
      ]);
      // As the tool wrote it: the CSV reader's cell, trimmed as the import trims it.
      const written = (row: number) => parseCsv(log)[row - 1]?.[3]?.trim() ?? '';
      expect(result.rejected).toEqual([
        { row: 7, code: 'H6XW3E', reason: AMBIGUOUS(written(7)) },
        { row: 8, code: 'K4RT7Z', reason: FUTURE('2026-03-25 09:00', '2025-03-31 12:00') },
      ]);
      expect(result.csv).toContain('\r\ngclid-k7,Cliente firmado,2025-03-20 10:00:00,2300000,COP\r\n');
    },
  );

  test('an amount that is no amount is refused with how to write it', () => {
    const log = 'codigo;fecha_hora;etapa;valor_cop\nK7Q2MX;2025-03-20 10:00;cliente;1.500.00\n';
    expect(buildOfflineImport(log, ga4, on).rejected).toEqual([
      { row: 2, code: 'K7Q2MX', reason: NOT_AN_AMOUNT('1.500.00') },
    ]);
  });

  test('a time later than the moment the file is made is in the future, to the minute; the current minute is not', () => {
    const log = [
      'codigo;fecha_hora;etapa',
      'K7Q2MX;2025-03-31 12:00;chat', // now: 2025-03-31 12:00 in Bogotá
      'P3NM8R;2025-03-31 12:01;chat',
      'R8TV2D;31/03/2026 11:00;chat', // the year a typo ahead
    ].join('\n');
    const result = buildOfflineImport(log, ga4, on);
    expect(result.rows.map((row) => row.row)).toEqual([2]);
    expect(result.rejected).toEqual([
      { row: 3, code: 'P3NM8R', reason: FUTURE('2025-03-31 12:01', '2025-03-31 12:00') },
      { row: 4, code: 'R8TV2D', reason: FUTURE('2026-03-31 11:00', '2025-03-31 12:00') },
    ]);
  });
});
