/**
 * A Tag Manager export dropped on the page at /admin/marketing.html, before the rules of
 * tools/container-checks.cjs read it: its JSON, and the title its report carries. Pure functions.
 */

/** The file's JSON value, or why it is not JSON, in Spanish. */
export function parseJsonFile(name: string, text: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { problem: `«${name}» no es un archivo JSON válido (${detail}).` };
  }
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** As `npm run check-container` titles its report: «name (GTM-…)» when the export says, else the file's name. */
export function containerTitle(exported: unknown, fileName: string): string {
  const container = field(field(exported, 'containerVersion'), 'container');
  const name = field(container, 'name');
  const publicId = field(container, 'publicId');
  if (typeof publicId !== 'string' || publicId === '') return fileName;
  return `${typeof name === 'string' ? name : ''} (${publicId})`.trim();
}
