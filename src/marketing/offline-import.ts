/**
 * The Google Ads offline click conversion file, built from the firm's chat log and a GA4 export.
 *
 * Every chat tap pushes a reference code (`whatsapp_ref`) with the ad's click IDs (`gclid`,
 * `gbraid`, `wbraid`) and `ad_click_time`; GA4 keeps them as event-scoped custom dimensions, and a
 * free-form exploration exported as CSV lists them. The visitor's first WhatsApp message carries
 * the code, and whoever answers writes it in the chat log (src/marketing/registro-de-chats.csv) with the
 * stage reached. Joined by code, each row of the log becomes one conversion (with a notice when it
 * goes in other than as written), a repeat of one, or one rejection that says why in Spanish: no row
 * is left out in silence.
 *
 * The file follows Google's template for "Conversions from clicks":
 * https://support.google.com/google-ads/answer/7014069 ("Import conversions from ad clicks into
 * Google Ads"): a "Parameters" row sets the time zone once for every Conversion Time, as a time
 * zone ID from Google's list (recommended, https://developers.google.com/google-ads/api/data/codes-formats#timezone_ids)
 * or a GMT offset such as -0500; the "Google Click ID" column must stay, and the file may hold no
 * other columns. Bogotá is UTC−5 all year, so `Parameters:TimeZone=America/Bogota` and the log's own
 * clock time, written `yyyy-MM-dd HH:mm:ss` (a format Google's imports list: "2012-08-14 17:01:54",
 * https://support.google.com/google-ads-data-manager/answer/14184381).
 *
 * GBRAID and WBRAID (iOS clicks without a gclid) are not in the file: Google documents them only
 * as fields of the API's ClickConversion, each instead of the gclid
 * (https://developers.google.com/google-ads/api/docs/conversions/upload-clicks), and the file
 * template has no column for them and refuses extra columns (answer 7014069 above). Such a row is
 * rejected with that reason, so the marketer can send it through the API or leave it.
 *
 * Google Ads refuses a click older than 90 days on the day of the upload (EXPIRED_CLICK,
 * https://developers.google.com/google-ads/api/reference/rpc/latest/ConversionUploadErrorEnum.ConversionUploadError),
 * so the join needs that day: the caller passes it (`today`), and the page passes its clock.
 *
 * Pure functions, no DOM and no Node API, and no clock: every time comes from the two files and `today`.
 */
import { AD_CLICK, CHAT_REF_KEY } from '../chat/chat-types';
import type { AdParam } from '../chat/whatsapp';
import { CsvSyntaxError, detectDelimiter, parseCsv, serializeCsv } from './csv';

type Stage = 'chat' | 'cliente';

/** The conversion action of each stage when the marketer writes none. */
export const DEFAULT_CONVERSION_NAMES = {
  chat: 'Chat de WhatsApp',
  cliente: 'Cliente firmado',
} as const satisfies Record<Stage, string>;

export type OfflineImportOptions = {
  /** When the file is made (and uploaded): a click older than 90 days then is refused by Google Ads. */
  today: Date;
  /** The Google Ads conversion action for a first message (default «Chat de WhatsApp»). */
  chatConversionName?: string;
  /** The conversion action for a signed client (default «Cliente firmado»). */
  clientConversionName?: string;
};

/** A chat-log row that is in the file. */
export type ImportedRow = {
  /** Its row in the chat log as a spreadsheet numbers it (the titles are row 1). */
  row: number;
  code: string;
  stage: Stage;
  gclid: string;
  conversionName: string;
  /** As written in the file: Bogotá time, `yyyy-MM-dd HH:mm:ss`. */
  conversionTime: string;
  /** Pesos, or null when the log gives no value. */
  value: number | null;
  /** The ad click the conversion is credited to, from GA4's ad_click_time (ISO 8601, UTC). */
  clickTime: string;
  /** How many ad clicks GA4 has for the code: with more than one, `clickTime` and `gclid` say which. */
  clicks: number;
};

/** A chat-log row that is not in the file, and why (Spanish, for the marketers). */
export type RejectedRow = { row: number; code: string; reason: string };

/** A chat-log row that repeats one in the file (same code, stage and time): the file has it once. */
export type RepeatedRow = { row: number; code: string; sameAs: number; message: string };

/** A chat-log row that is in the file but not as written, and what Google Ads will do with it. */
export type Notice = { row: number; code: string; message: string };

export type OfflineImport = {
  /** The file to import in Google Ads (Goals → Conversions → Uploads). */
  csv: string;
  rows: ImportedRow[];
  rejected: RejectedRow[];
  repeated: RepeatedRow[];
  notices: Notice[];
};

type ImportFile = 'chatLog' | 'ga4';

/**
 * A file that cannot be read at all: which file (`both` when they were swapped), which column
 * (when one is missing) and what to do.
 */
export type FileProblem = { file: ImportFile | 'both'; column: string | null; message: string };

export class OfflineImportFileError extends Error {
  readonly problems: readonly FileProblem[];

  constructor(problems: readonly FileProblem[]) {
    super(problems.map((problem) => problem.message).join('\n'));
    this.name = 'OfflineImportFileError';
    this.problems = problems;
  }
}

const TIME_ZONE = 'America/Bogota';
const BOGOTA_OFFSET_MS = -5 * 3600_000;
/** Google Ads takes no conversion for a click older than this when it happened, nor when it is uploaded. */
const MAX_CLICK_AGE_DAYS = 90;
const MAX_CLICK_AGE_MS = MAX_CLICK_AGE_DAYS * 86_400_000;
const CURRENCY = 'COP';
const TEMPLATE_COLUMNS = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
] as const;

/** Each column's names, as normalizeHeader writes them: the first is the one messages give. */
type Columns = Record<string, readonly [string, ...string[]]>;

const LOG = {
  code: ['codigo'],
  time: ['fecha_hora'],
  stage: ['etapa'],
  value: ['valor_cop'],
} as const satisfies Columns;
/**
 * The GA4 export's columns: the custom dimensions named as the site pushes them
 * (src/chat/chat-types.ts), or after their event parameter: GA4 reserves `gclid`, so the container
 * sends it as `ad_gclid` (deploy/tag-manager-container.json), and a dimension may carry that name.
 */
const GA4 = {
  code: [CHAT_REF_KEY],
  gclid: ['gclid', 'ad_gclid'],
  gbraid: ['gbraid'],
  wbraid: ['wbraid'],
  clickTime: [AD_CLICK.clickTimeKey],
} as const satisfies Record<
  string,
  readonly [typeof CHAT_REF_KEY | AdParam | typeof AD_CLICK.clickTimeKey, ...string[]]
>;

const FILE_NAMES: Record<ImportFile, { the: string; to: string }> = {
  chatLog: { the: 'El registro de chats', to: 'Al registro de chats' },
  ga4: { the: 'La exportación de GA4', to: 'A la exportación de GA4' },
};

/** The column that finds each file's header row. */
const KEY_COLUMN: Record<ImportFile, string> = { chatLog: LOG.code[0], ga4: GA4.code[0] };

/** What a file dropped in the other's place is told (the places as the page titles them). */
const MISPLACED: Record<ImportFile, string> = {
  chatLog: `En el lugar del registro de chats hay una exportación de GA4 (tiene la columna «${KEY_COLUMN.ga4}»): suéltela en «2. Exportación de GA4» y ponga en «1. Registro de chats» el registro.`,
  ga4: `En el lugar de la exportación de GA4 hay un registro de chats (tiene la columna «${KEY_COLUMN.chatLog}»): suéltelo en «1. Registro de chats» y ponga en «2. Exportación de GA4» la exportación.`,
};
const SWAPPED =
  'Los archivos parecen intercambiados: el registro de chats está en el lugar de la exportación de GA4, y la exportación en el del registro. Suelte cada uno en su lugar: el registro en «1. Registro de chats» y la exportación en «2. Exportación de GA4».';

/** Lower case, no accents, spaces and hyphens as `_`: «Código» → codigo, «Fecha hora» → fecha_hora. */
const normalizeHeader = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const CROCKFORD_CODE = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/**
 * A reference code as the site writes it, or null: case, spaces and hyphens do not count, and the
 * letters people confuse read as Crockford's base32 says (O as 0, I and L as 1).
 */
export function normalizeCode(value: string): string | null {
  const code = value
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CROCKFORD_CODE.test(code) ? code : null;
}

/** A file's records below its header row, each with its spreadsheet row, and each column's index. */
type Table<K extends string> = { records: { row: number; cells: string[] }[]; at: Record<K, number> };

/** The cells of one line, or none when it cannot be read alone (a line inside a quoted field). */
function lineCells(line: string): string[] {
  try {
    return parseCsv(line, detectDelimiter(line))[0] ?? [];
  } catch {
    return [];
  }
}

/** A file's first line that is a header row: one with any of `names` among its cells. */
const headerLine = (text: string, names: readonly string[]): string | undefined =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((line) => lineCells(line).some((cell) => names.includes(normalizeHeader(cell))));

/**
 * A file's header row (the first with the `code` column among its cells, after GA4's `#` lines or
 * a title), its records below and each column's index (by any of its names). The delimiter is read
 * from the header line. A problem naming the file and the column when it has no such row (saying
 * so when it looks like the other file) or misses a required column.
 */
function readTable<K extends string>(
  text: string,
  file: ImportFile,
  names: Record<K, readonly [string, ...string[]]> & { code: readonly [string, ...string[]] },
  optional: readonly NoInfer<K>[] = [],
): Table<K> | FileProblem {
  const key = names.code[0];
  const hasKey = (cells: readonly string[]) => cells.some((cell) => names.code.includes(normalizeHeader(cell)));
  const header = headerLine(text, names.code);
  if (header === undefined) {
    const other = file === 'ga4' ? 'chatLog' : 'ga4';
    if (headerLine(text, [KEY_COLUMN[other]]) !== undefined) return { file, column: key, message: MISPLACED[file] };
    const hint =
      file === 'ga4'
        ? `: en la exploración, ponga las dimensiones ${Object.values(GA4)
            .map(([name]) => name)
            .join(', ')
            .replace(/, ([^,]+)$/, ' y $1')} en las filas y descárguela como CSV.`
        : ' (la primera fila dice codigo, fecha_hora, etapa y, si quiere, valor_cop).';
    return {
      file,
      column: key,
      message: `${FILE_NAMES[file].the} no tiene la fila de títulos con la columna «${key}»${hint}`,
    };
  }
  let records: string[][];
  try {
    records = parseCsv(text, detectDelimiter(header));
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return {
      file,
      column: null,
      message: `${FILE_NAMES[file].the} tiene unas comillas (") que no se cierran, desde la línea ${error.line}: ciérrelas o bórrelas.`,
    };
  }
  const headerIndex = records.findIndex(hasKey);
  const titles = (records[headerIndex] ?? []).map(normalizeHeader);
  const at = {} as Record<K, number>;
  for (const [column, aliases] of Object.entries(names) as [K, readonly [string, ...string[]]][]) {
    at[column] = titles.findIndex((title) => aliases.includes(title));
    if (at[column] < 0 && !optional.includes(column))
      return { file, column: aliases[0], message: `${FILE_NAMES[file].to} le falta la columna «${aliases[0]}».` };
  }
  return { records: records.slice(headerIndex + 1).map((cells, i) => ({ row: headerIndex + i + 2, cells })), at };
}

/** Both files' problems, as one when each is the other file. */
function placeProblems(problems: readonly FileProblem[]): readonly FileProblem[] {
  const misplaced = problems.filter(
    (problem) => problem.file !== 'both' && problem.message === MISPLACED[problem.file],
  );
  return misplaced.length === 2 ? [{ file: 'both', column: null, message: SWAPPED }] : problems;
}

const isProblem = (value: object): value is FileProblem => 'message' in value;

const cell = (cells: readonly string[], index: number): string => (index < 0 ? '' : (cells[index] ?? '').trim());

/** GA4 writes "(not set)" where an event had no value for the dimension. */
const ga4Cell = (cells: readonly string[], index: number): string => {
  const value = cell(cells, index);
  return value === '(not set)' ? '' : value;
};

/** A moment, in ms since 1970 UTC, from a date and a time on a clock `offsetMs` from UTC; null if no such date. */
function moment([year, month, day, hour, minute, second]: readonly number[], offsetMs: number): number | null {
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hour === undefined || minute === undefined || second === undefined) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(local);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!exists || hour > 23 || minute > 59 || second > 59) return null;
  return local - offsetMs;
}

type LogTime = {
  ms: number;
  /** How long the written time stands for: a minute, or a second when it has seconds. */
  spanMs: number;
};

/**
 * `AAAA-MM-DD HH:MM` or Colombian Excel's `DD/MM/AAAA HH:MM`, seconds optional, Bogotá time; the
 * hour also in 12-hour form as Excel writes it in Spanish or English (`2:30 p. m.`, `2:30 p.m.`,
 * `2:30 PM`), with the no-break spaces (U+00A0, U+202F) Windows and ICU put in «p. m.».
 */
const LOG_TIME = new RegExp(
  String.raw`^(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})/(\d{1,2})/(\d{4}))[\sT]+` +
    String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?\s*m\.?)?$`,
  'iu',
);

function parseLogTime(value: string): LogTime | null {
  const match = LOG_TIME.exec(value);
  if (match === null) return null;
  const [, isoYear, isoMonth, isoDay, day, month, year, hour = '', minute = '', second, meridiem] = match;
  let hours = Number(hour);
  if (meridiem !== undefined) {
    // 12:05 a. m. is five past midnight, 12:05 p. m. five past noon; there is no 0 or 13 p. m.
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  const date = isoYear === undefined ? [year, month, day] : [isoYear, isoMonth, isoDay];
  const ms = moment([...date.map(Number), hours, Number(minute), Number(second ?? 0)], BOGOTA_OFFSET_MS);
  return ms === null ? null : { ms, spanMs: second === undefined ? 60_000 : 1000 };
}

const CLICK_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/** ISO 8601 with `Z` or an offset, as the site writes ad_click_time; ms since 1970, or null. */
function parseClickTime(value: string): number | null {
  const match = CLICK_TIME.exec(value);
  if (match === null) return null;
  const [, year, month, day, hour, minute, second = 0, fraction = '0', sign, zoneHours, zoneMinutes] = match;
  const offsetMinutes = sign === undefined ? 0 : Number(`${sign}1`) * (Number(zoneHours) * 60 + Number(zoneMinutes));
  const ms = moment([year, month, day, hour, minute, second].map(Number), offsetMinutes * 60_000);
  return ms === null ? null : ms + Number(fraction.padEnd(3, '0'));
}

/** `yyyy-MM-dd HH:mm:ss` on Bogotá's clock. */
function bogotaTime(ms: number): string {
  const date = new Date(ms + BOGOTA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  );
}
/** `yyyy-MM-dd HH:mm` on Bogotá's clock, for messages and the page. */
export const bogotaMinute = (ms: number): string => bogotaTime(ms).slice(0, 16);

/**
 * A currency sign before the number (`$`, `COP`, with any spaces, the no-break ones Sheets and Excel
 * write included) or `COP` after it.
 */
const CURRENCY_AROUND = /^(?:\$|COP)\s*|\s*COP$/giu;
/**
 * One separator and exactly three digits after it, nothing else: thousands in one locale, decimals in
 * the other. With a currency sign it is thousands: a currency format writes pesos with no decimals or
 * two, never three, in Sheets and Excel alike (`$2,300`, `$ 250.000`).
 */
const AMBIGUOUS_AMOUNT = /^\d{1,3}[.,]\d{3}$/;
/** Groups of three after a first of one to three digits, one separator between them all, then the other before the decimals. */
const GROUPED_AMOUNT = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*(?:(?!\1)[.,]\d{1,2})?$/;
/** No groups: digits, then `.` or `,` before one or two decimals. */
const PLAIN_AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * Pesos as people and spreadsheets write them: 1500000, 1.500.000, $ 1.500.000, 1.500.000,00,
 * $2,300,000, $2,300,000.00, 2300000.5. The rule: a group separator (`.` or `,`) stands between
 * groups of exactly three digits, the other one before at most two decimals, so two groups, a group
 * and decimals, or decimals of one or two digits read one way only. One separator with exactly three
 * digits after it and nothing else, without a currency sign (`2,300`, `2.300`), is `'ambiguous'`;
 * null when it is no amount.
 */
export function parsePesos(value: string): number | 'ambiguous' | null {
  const amount = value.trim().replace(CURRENCY_AROUND, '');
  const hasCurrency = amount !== value.trim();
  if (AMBIGUOUS_AMOUNT.test(amount) && !hasCurrency) return 'ambiguous';
  const grouped = GROUPED_AMOUNT.exec(amount);
  if (grouped === null && !PLAIN_AMOUNT.test(amount)) return null;
  const digits = grouped === null ? amount : amount.split(grouped[1] ?? '').join('');
  return Number(digits.replace(',', '.'));
}

const STAGES: readonly Stage[] = ['chat', 'cliente'];

type Click = { gclid: string; gbraid: string; wbraid: string; ms: number | null };

/** GA4's rows by reference code; rows without a code (GA4's totals, events without one) are not clicks. */
function readClicks({ records, at }: Table<keyof typeof GA4>): Map<string, Click[]> {
  const clicks = new Map<string, Click[]>();
  for (const { cells } of records) {
    const code = normalizeCode(ga4Cell(cells, at.code));
    if (code === null) continue;
    const click = {
      gclid: ga4Cell(cells, at.gclid),
      gbraid: ga4Cell(cells, at.gbraid),
      wbraid: ga4Cell(cells, at.wbraid),
      ms: parseClickTime(ga4Cell(cells, at.clickTime)),
    };
    clicks.set(code, [...(clicks.get(code) ?? []), click]);
  }
  return clicks;
}

type Conversion = { click: Click & { ms: number }; ms: number; clicks: number };

const NOT_IN_GA4 = (code: string) =>
  `El código ${code} no aparece en la exportación de GA4: puede que las fechas de la exploración no cubran el día del toque. Amplíe el intervalo de fechas para que empiece días antes del chat (hasta ${MAX_CLICK_AGE_DAYS}) y descárguela de nuevo; si sigue sin aparecer, revise el código.`;

/**
 * The click a conversion is credited to: of the code's taps, the latest ad click that came before
 * it (a code tapped several times keeps one click). A reason when there is none, or when Google Ads
 * would refuse it: more than 90 days before the conversion, or before `todayMs` (the upload).
 */
function creditedClick(
  code: string,
  time: LogTime,
  clicks: readonly Click[] | undefined,
  todayMs: number,
): Conversion | string {
  if (clicks === undefined) return NOT_IN_GA4(code);
  const fromAds = clicks.filter((click) => click.gclid || click.gbraid || click.wbraid);
  if (fromAds.length === 0)
    return `El código ${code} está en GA4 sin gclid, gbraid ni wbraid: la visita no llegó de un clic en un anuncio de Google. No hace falta hacer nada; si venía de un anuncio, active el etiquetado automático en Google Ads.`;
  const timed = fromAds
    .filter((click): click is Click & { ms: number } => click.ms !== null)
    .sort((a, b) => a.ms - b.ms);
  const [first] = timed;
  if (first === undefined)
    return `GA4 no trae una hora de clic válida (ad_click_time) para el código ${code}: revise que la etiqueta de GA4 del contenedor envíe ad_click_time (guía de mercadeo, sección 1).`;
  // The log's time stands for its whole minute (or second): it is before the click only if all of it is.
  const click = timed.filter((candidate) => time.ms + time.spanMs > candidate.ms).at(-1);
  if (click === undefined)
    return `La fecha y hora ${bogotaMinute(time.ms)} es anterior al clic en el anuncio (${bogotaMinute(first.ms)}, hora de Bogotá): revísela.`;
  if (time.ms - click.ms > MAX_CLICK_AGE_MS)
    return `El clic en el anuncio fue el ${bogotaMinute(click.ms)}, más de ${MAX_CLICK_AGE_DAYS} días antes de la conversión: Google Ads ya no la acepta. Revise la fecha; si está bien, esta fila no se puede subir.`;
  if (todayMs - click.ms > MAX_CLICK_AGE_MS)
    return `El clic en el anuncio fue el ${bogotaMinute(click.ms)} (hora de Bogotá): hoy tiene más de ${MAX_CLICK_AGE_DAYS} días y Google Ads ya no acepta conversiones de ese clic (EXPIRED_CLICK). Para que no pase, suba el archivo más seguido, por ejemplo cada semana.`;
  if (!click.gclid)
    return `El clic del código ${code} trae solo ${click.gbraid ? 'gbraid' : 'wbraid'} (iPhone o iPad, sin gclid): el chat sí ocurrió y GA4 lo cuenta, pero Google Ads no lo contará con este archivo, que solo admite el gclid. No hace falta hacer nada; si quiere que Google Ads lo cuente, un desarrollador puede subirlo con la API de Google Ads, o súmelo a mano en sus informes.`;
  // Google wants the conversion after the click: one in the click's own minute is written a second after it.
  const ms = time.ms > click.ms ? time.ms : Math.floor(click.ms / 1000) * 1000 + 1000;
  return { click, ms, clicks: fromAds.length };
}

/** What Google Ads does with a row whose value the file cannot carry as written; null when none. */
function valueNotice(stage: Stage, rawValue: string, value: number | null, names: Record<Stage, string>) {
  if (stage === 'chat' && value !== null)
    return `Un chat no lleva valor: va en el archivo sin «${rawValue}» y Google Ads lo cuenta sin valor, como pide la acción «${names.chat}». Si la persona firmó, anote otra fila con la etapa cliente.`;
  if (stage === 'cliente' && value === null)
    return `Cliente sin valor: va en el archivo sin valor y Google Ads le pone el valor predeterminado de la acción «${names.cliente}». Si sabe el valor, escríbalo en valor_cop.`;
  return null;
}

/**
 * The offline click conversion file for Google Ads, the rows in it (a repeated row once), the rows
 * left out with why, and notices for rows that go in other than as written. `today` is when the
 * file is made. Throws OfflineImportFileError when a file cannot be read at all (no header row, a
 * missing column, unclosed quotes, the two files swapped), naming the file and the column.
 */
export function buildOfflineImport(chatLogCsv: string, ga4Csv: string, options: OfflineImportOptions): OfflineImport {
  const names: Record<Stage, string> = {
    chat: options.chatConversionName?.trim() || DEFAULT_CONVERSION_NAMES.chat,
    cliente: options.clientConversionName?.trim() || DEFAULT_CONVERSION_NAMES.cliente,
  };
  const todayMs = options.today.getTime();
  const log = readTable(chatLogCsv, 'chatLog', LOG, ['value']);
  const ga4 = readTable(ga4Csv, 'ga4', GA4);
  if (isProblem(log) || isProblem(ga4)) throw new OfflineImportFileError(placeProblems([log, ga4].filter(isProblem)));

  const clicks = readClicks(ga4);
  const rows: ImportedRow[] = [];
  const rejected: RejectedRow[] = [];
  const repeated: RepeatedRow[] = [];
  const notices: Notice[] = [];
  /** The row in the file for each code, stage and moment. */
  const written = new Map<string, number>();
  for (const { row, cells } of log.records) {
    if (cells.every((value) => value.trim() === '')) continue;
    const rawCode = cell(cells, log.at.code);
    const reject = (reason: string) => rejected.push({ row, code: rawCode, reason });
    const code = normalizeCode(rawCode);
    const rawTime = cell(cells, log.at.time);
    const time = parseLogTime(rawTime);
    const rawStage = cell(cells, log.at.stage);
    const stage = STAGES.find((name) => name === normalizeHeader(rawStage));
    const rawValue = cell(cells, log.at.value);
    const pesos = rawValue === '' ? null : parsePesos(rawValue);
    const value = typeof pesos === 'number' ? pesos : null;
    if (rawCode === '') reject('Falta el código de consulta (columna codigo).');
    else if (code === null) reject(`«${rawCode}» no es un código de consulta: son 6 letras o números, como K7Q2MX.`);
    else if (time === null)
      reject(
        rawTime === ''
          ? 'Falta la fecha y hora (columna fecha_hora).'
          : `La fecha y hora «${rawTime}» no se entiende: escríbala como DD/MM/AAAA HH:MM (04/03/2025 14:30 o 04/03/2025 2:30 p. m.) o AAAA-MM-DD HH:MM, en hora de Bogotá.`,
      );
    else if (time.ms > todayMs)
      reject(
        `La fecha y hora ${bogotaMinute(time.ms)} está en el futuro (ahora son las ${bogotaMinute(todayMs)}, hora de Bogotá): revísela, por ejemplo el año, o el día y el mes al revés.`,
      );
    else if (stage === undefined)
      reject(
        rawStage === ''
          ? 'Falta la etapa (columna etapa): escriba chat o cliente.'
          : `La etapa «${rawStage}» no existe: escriba chat o cliente.`,
      );
    else if (pesos === 'ambiguous')
      reject(
        `El valor «${rawValue}» puede leerse de dos maneras: con un solo punto o una sola coma seguido de tres cifras, no se sabe si separa miles o decimales. Escríbalo sin separadores (por ejemplo 2300) o con los centavos (2.300,00 o 2,300.00).`,
      );
    else if (value === null && rawValue !== '')
      reject(
        `El valor «${rawValue}» no es una cantidad de pesos: escríbalo como 1500000, 1.500.000, $ 1.500.000 o $1,500,000.`,
      );
    else {
      const key = `${code} ${stage} ${time.ms}`;
      const sameAs = written.get(key);
      const conversion = sameAs === undefined ? creditedClick(code, time, clicks.get(code), todayMs) : null;
      if (sameAs !== undefined)
        repeated.push({
          row,
          code: rawCode,
          sameAs,
          message: `Repetida: igual a la fila ${sameAs} (mismo código, etapa y hora); va una sola vez en el archivo.`,
        });
      else if (typeof conversion === 'string') reject(conversion);
      else if (conversion !== null) {
        written.set(key, row);
        const notice = valueNotice(stage, rawValue, value, names);
        if (notice !== null) notices.push({ row, code: rawCode, message: notice });
        rows.push({
          row,
          code,
          stage,
          gclid: conversion.click.gclid,
          conversionName: names[stage],
          conversionTime: bogotaTime(conversion.ms),
          // The chat action takes no value (docs/marketing/conversiones.md, 8.4): its value stays out of the file.
          value: stage === 'chat' ? null : value,
          clickTime: new Date(conversion.click.ms).toISOString(),
          clicks: conversion.clicks,
        });
      }
    }
  }
  const csv = serializeCsv([
    [`Parameters:TimeZone=${TIME_ZONE}`],
    TEMPLATE_COLUMNS,
    ...rows.map((r) => [
      r.gclid,
      r.conversionName,
      r.conversionTime,
      r.value === null ? '' : String(r.value),
      r.value === null ? '' : CURRENCY,
    ]),
  ]);
  return { csv, rows, rejected, repeated, notices };
}
