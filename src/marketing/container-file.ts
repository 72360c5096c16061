/**
 * A Tag Manager export dropped on the page at /admin/marketing, before the rules of
 * container-rules.ts read it (they also title its report: `reportTitle`). A pure function.
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
