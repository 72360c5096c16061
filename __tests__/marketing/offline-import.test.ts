import fs from 'node:fs';
import path from 'node:path';
import {
  buildOfflineImport,
  normalizeCode,
  OfflineImportFileError,
  parsePesos,
  type FileProblem,
  type ImportedRow,
  type RejectedRow,
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
  'K7Q2MX,2025-03-21 10:00,cliente,"1,500,000"', // 20
  ',,,', // 21: an empty row is no conversion and no rejection
  '',
].join('\n');

const FILE_HEADER = [
  'Parameters:TimeZone=America/Bogota',
  'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
];
const file = (...rows: string[]) => [...FILE_HEADER, ...rows].map((line) => `${line}\r\n`).join('');

const fileProblems = (chatLog: string, ga4: string): readonly FileProblem[] => {
  try {
    buildOfflineImport(chatLog, ga4);
  } catch (error) {
    if (error instanceof OfflineImportFileError) return error.problems;
    throw error;
  }
  throw new Error('no OfflineImportFileError');
};

describe('a realistic chat log and GA4 export', () => {
  const result = buildOfflineImport(CHAT_LOG, GA4_EXPORT);

  test("is Google's click conversion template: the time zone line, the five columns, one line per conversion", () => {
    expect(result.csv).toBe(
      file(
        'EAIaIQobChMI-k7q2mx,Chat de WhatsApp,2025-03-04 14:30:00,,',
        'EAIaIQobChMI-k7q2mx,Cliente firmado,2025-03-20 10:00:00,1500000,COP',
        'EAIaIQobChMI-0112ab,Chat de WhatsApp,2025-03-06 08:15:00,,',
        'EAIaIQobChMI-p3nm8r,Chat de WhatsApp,2025-03-10 15:05:42,,',
        'EAIaIQobChMI-r8tv2d-2,Chat de WhatsApp,2025-03-12 16:00:00,,',
        'EAIaIQobChMI-r8tv2d-3,Cliente firmado,2025-03-28 11:00:00,2000000,COP',
        'EAIaIQobChMI-h6xw3e,Chat de WhatsApp,2025-03-05 10:00:00,,',
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
      [8, 'H6XW3E'],
    ]);
  });

  test('a code tapped several times keeps one click: the latest that came before the conversion', () => {
    const r8 = result.rows.filter((row) => row.code === 'R8TV2D');
    expect(r8.map((row) => [row.stage, row.gclid, row.clickTime])).toEqual([
      ['chat', 'EAIaIQobChMI-r8tv2d-2', '2025-03-12T14:00:00.000Z'],
      ['cliente', 'EAIaIQobChMI-r8tv2d-3', '2025-03-25T14:00:00.000Z'],
    ]);
  });

  test("a conversion logged in the click's own minute is written a second after the click, as Google needs", () => {
    // The click: 15:05:41.250 in Bogotá; the log says 15:05, which holds it.
    expect(result.rows.find((row) => row.code === 'P3NM8R')?.conversionTime).toBe('2025-03-10 15:05:42');
  });

  test('every other row of the log is rejected with its row number and why, in Spanish; none is dropped', () => {
    const expected: RejectedRow[] = [
      {
        row: 9,
        code: 'H6XW3E',
        reason:
          'El clic en el anuncio fue el 2024-12-05 10:00, más de 90 días antes de la conversión: Google Ads ya no la acepta.',
      },
      { row: 10, code: 'ZZZZZZ', reason: 'El código ZZZZZZ no aparece en la exportación de GA4.' },
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
          'El código S4GB6V está en GA4 sin gclid, gbraid ni wbraid: la visita no llegó de un clic en un anuncio de Google (o el anuncio no tenía el etiquetado automático).',
      },
      {
        row: 13,
        code: 'T9FD1C',
        reason:
          'El clic del código T9FD1C trae solo gbraid (iPhone o iPad, sin gclid): el archivo de Google Ads solo admite el gclid; ese clic solo se puede enviar con la API de Google Ads.',
      },
      {
        row: 14,
        code: 'W5YE8N',
        reason:
          'El clic del código W5YE8N trae solo wbraid (iPhone o iPad, sin gclid): el archivo de Google Ads solo admite el gclid; ese clic solo se puede enviar con la API de Google Ads.',
      },
      {
        row: 15,
        code: 'X3ZK9B',
        reason: 'GA4 no trae una hora de clic válida (ad_click_time) para el código X3ZK9B.',
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
        reason:
          'La fecha y hora «2025-02-30 10:00» no se entiende: escríbala como AAAA-MM-DD HH:MM (2025-03-04 14:30) o DD/MM/AAAA HH:MM (04/03/2025 14:30), en hora de Bogotá.',
      },
      { row: 19, code: 'K7Q2MX', reason: 'La etapa «llamada» no existe: escriba chat o cliente.' },
      {
        row: 20,
        code: 'K7Q2MX',
        reason: 'El valor «1,500,000» no es una cantidad de pesos: escríbalo como 1500000, 1.500.000 o $ 1.500.000.',
      },
    ];
    expect(result.rejected).toEqual(expected);
    const accounted = [...result.rows, ...result.rejected].map((row) => row.row).sort((a, b) => a - b);
    expect(accounted).toEqual(Array.from({ length: 19 }, (_, i) => i + 2));
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
    const result = buildOfflineImport(log, ga4);
    expect(result.csv).toBe(
      file(
        'gclid-k7,Chat de WhatsApp,2025-03-04 14:30:00,,',
        'gclid-4h,Cliente firmado,2025-03-20 09:45:10,1500000.5,COP',
      ),
    );
    // The note spans two lines of the file and is still one row of the spreadsheet.
    expect(result.rows.map((row) => row.row)).toEqual([2, 3]);
    expect(result.rejected).toEqual([
      { row: 4, code: 'ZZZZZZ', reason: 'El código ZZZZZZ no aparece en la exportación de GA4.' },
    ]);
  });

  test('a title row above the headers is skipped and counts in the row numbers', () => {
    const log = 'Registro de chats de marzo,,,\ncodigo,fecha_hora,etapa,valor_cop\nK7Q2MX,2025-03-04 14:30,chat,\n';
    expect(buildOfflineImport(log, ga4).rows.map((row) => row.row)).toEqual([3]);
  });

  test('a missing date or stage is named as missing, and an impossible time is not a date', () => {
    const log = [
      'codigo,fecha_hora,etapa',
      'K7Q2MX,,chat',
      'K7Q2MX,2025-03-04 14:30,',
      'K7Q2MX,2025-03-04 24:00,chat',
      'K7Q2MX,mañana en la tarde,chat',
    ].join('\n');
    expect(buildOfflineImport(log, ga4).rejected.map((row) => row.reason)).toEqual([
      'Falta la fecha y hora (columna fecha_hora).',
      'Falta la etapa (columna etapa): escriba chat o cliente.',
      'La fecha y hora «2025-03-04 24:00» no se entiende: escríbala como AAAA-MM-DD HH:MM (2025-03-04 14:30) o DD/MM/AAAA HH:MM (04/03/2025 14:30), en hora de Bogotá.',
      'La fecha y hora «mañana en la tarde» no se entiende: escríbala como AAAA-MM-DD HH:MM (2025-03-04 14:30) o DD/MM/AAAA HH:MM (04/03/2025 14:30), en hora de Bogotá.',
    ]);
  });

  test('the conversion names come from the options; blank ones fall back to the defaults', () => {
    const log = 'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\nK7Q2MX,2025-03-05 09:00,cliente\n';
    expect(
      buildOfflineImport(log, ga4, { chatConversionName: 'Chat, primer mensaje', clientConversionName: 'Contrato' })
        .csv,
    ).toBe(file('gclid-k7,"Chat, primer mensaje",2025-03-04 14:30:00,,', 'gclid-k7,Contrato,2025-03-05 09:00:00,,'));
    expect(buildOfflineImport(log, ga4, { chatConversionName: '  ' }).rows.map((row) => row.conversionName)).toEqual([
      'Chat de WhatsApp',
      'Cliente firmado',
    ]);
  });

  test('an empty log is an empty file, not an error', () => {
    expect(buildOfflineImport('codigo;fecha_hora;etapa\r\n', ga4)).toEqual({ csv: file(), rows: [], rejected: [] });
  });
});

test('the template in docs/ is a chat log it reads: one chat and the same person signed, with a value', () => {
  const template = fs.readFileSync(path.join(__dirname, '../../src/marketing/registro-de-chats.csv'), 'utf8');
  const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z\n';
  expect(buildOfflineImport(template, ga4)).toMatchObject({
    rows: [
      { row: 2, stage: 'chat', value: null },
      { row: 3, stage: 'cliente', value: 1500000 },
    ],
    rejected: [],
  });
});

describe('the GA4 export', () => {
  const log = 'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\n';

  test('opened and saved again by Spanish-locale Excel (`;`, BOM, CRLF) reads the same', () => {
    const resaved =
      '\uFEFF# Forma libre 1\r\n\r\nwhatsapp_ref;gclid;gbraid;wbraid;ad_click_time\r\nK7Q2MX;gclid-k7;;;2025-03-04T19:12:08Z\r\n';
    expect(buildOfflineImport(log, resaved).csv).toBe(file('gclid-k7,Chat de WhatsApp,2025-03-04 14:30:00,,'));
  });

  test('keeps the click IDs exactly as written (they are case sensitive) and reads offsets in ad_click_time', () => {
    const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nk7q2mx,Cj0KCQ_AbC-xYz,,,2025-03-04T14:12:08-05:00\n';
    const [row] = buildOfflineImport(log, ga4).rows;
    expect([row?.gclid, row?.clickTime]).toEqual(['Cj0KCQ_AbC-xYz', '2025-03-04T19:12:08.000Z']);
  });

  test('a click with both a gclid and a gbraid goes in the file by its gclid', () => {
    const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,gbraid-k7,,2025-03-04T19:12:08Z\n';
    expect(buildOfflineImport(log, ga4).rows.map((row) => row.gclid)).toEqual(['gclid-k7']);
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
    expect(() => buildOfflineImport('', '')).toThrow(
      /^El registro de chats no tiene .*\nLa exportación de GA4 no tiene /,
    );
  });
});

test('reads no clock: the same files give the same file whatever the date', () => {
  jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  const now = jest.spyOn(Date, 'now').mockImplementation(() => {
    throw new Error('Date.now');
  });
  try {
    const later = buildOfflineImport(CHAT_LOG, GA4_EXPORT);
    jest.setSystemTime(new Date('2025-03-01T00:00:00Z'));
    expect(buildOfflineImport(CHAT_LOG, GA4_EXPORT)).toEqual(later);
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

test('pesos read as people write them in Colombia, and nothing else', () => {
  expect(parsePesos('1500000')).toBe(1500000);
  expect(parsePesos('1.500.000')).toBe(1500000);
  expect(parsePesos('$ 1.500.000')).toBe(1500000);
  expect(parsePesos('$1.500.000,50')).toBe(1500000.5);
  expect(parsePesos('1.500.000 COP')).toBe(1500000);
  expect(parsePesos('0')).toBe(0);
  for (const bad of ['1,500,000', '1500000.50', '1.50.000', '-1500000', 'un millón', '$', '1.500.00'])
    expect({ bad, value: parsePesos(bad) }).toEqual({ bad, value: null });
});
