/**
 * `npm run check-container -- export.json` (scripts/check-container.mjs calls it): prints, in
 * Spanish, every tag, trigger and variable of a Tag Manager export (Admin → Export Container) that
 * will not work on this site, why, and what to use instead, then what works. Exit code 1 when
 * something will not work, 0 when everything will, 2 when the file cannot be read.
 */
import fs from 'node:fs';
import { checkContainer, exportProblem, formatReport, reportTitle, type GtmExport } from './container-rules';
import { siteFacts } from './site-facts';

type Outcome = { exitCode: 0 | 1 | 2; stdout?: string; stderr?: string };

/** What the command prints for `file` (its one argument), and its exit code; `root`: the project's folder. */
export function checkContainerFile(file: string | undefined, root: string): Outcome {
  if (file === undefined) {
    return {
      exitCode: 2,
      stderr: 'Uso: npm run check-container -- contenedor.json (el archivo de Administrar → Exportar contenedor)',
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'no es un JSON válido' : 'no se pudo abrir';
    return { exitCode: 2, stderr: `No se puede leer «${file}»: ${why} (${(error as Error).message}).` };
  }
  const problem = exportProblem(parsed);
  if (problem !== undefined) return { exitCode: 2, stderr: `No se puede revisar «${file}»: ${problem}` };
  // exportProblem has checked the shape checkContainer reads.
  const exported = parsed as GtmExport;
  const result = checkContainer(exported, siteFacts(root));
  return {
    exitCode: result.problems.length > 0 ? 1 : 0,
    stdout: formatReport(result, reportTitle(exported, file)),
  };
}
