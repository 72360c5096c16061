/**
 * A file a marketer drops on the page at /admin/marketing, as text. Spanish Excel saves a CSV
 * in two encodings: «CSV UTF-8 (delimitado por comas)» in UTF-8 with a byte order mark, and
 * «CSV (delimitado por comas)» in Windows-1252 (ó is the single byte F3), which read as UTF-8
 * would turn «Código» into «C�digo». Pure functions: the bytes come from the browser's File.
 */

/** UTF-8 when the bytes are valid UTF-8 (its byte order mark dropped), else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The first bytes of an .xlsx (a ZIP archive) and of an .xls (an OLE compound file). */
const WORKBOOK_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
] as const;

/** A Spanish message when the file is an Excel workbook instead of a CSV; null when it is not. */
export function workbookProblem(name: string, bytes: Uint8Array): string | null {
  const isWorkbook = WORKBOOK_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte));
  return isWorkbook
    ? `«${name}» es un libro de Excel, no un archivo CSV: ábralo en Excel y elija Archivo → Guardar como → «CSV UTF-8 (delimitado por comas)».`
    : null;
}
