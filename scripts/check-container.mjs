// `npm run check-container -- export.json`: prints, in Spanish, every tag, trigger and variable
// of a Tag Manager export (Admin → Export Container) that will not work on this site, why, and
// what to use instead, then what works (rules: src/marketing/container-checks.cjs). Exits 1 when
// something will not work, 0 when everything will, 2 when the file cannot be read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { checkContainer, exportProblem, formatReport, reportTitle } = require('../src/marketing/container-checks.cjs');

const file = process.argv[2];
if (file === undefined) {
  console.error('Uso: npm run check-container -- contenedor.json (el archivo de Administrar → Exportar contenedor)');
  process.exit(2);
}
let exported;
try {
  exported = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  const why = error instanceof SyntaxError ? 'no es un JSON válido' : 'no se pudo abrir';
  console.error(`No se puede leer «${file}»: ${why} (${error.message}).`);
  process.exit(2);
}
const problem = exportProblem(exported);
if (problem !== undefined) {
  console.error(`No se puede revisar «${file}»: ${problem}`);
  process.exit(2);
}
const result = checkContainer(exported);
console.log(formatReport(result, reportTitle(exported, file)));
process.exitCode = result.problems.length > 0 ? 1 : 0;
