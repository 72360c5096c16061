// `npm run check-container -- export.json`: the container rules' report on a Tag Manager export
// (src/marketing/container-command.ts), printed, with its exit code.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { requireTs } = require('../src/shared/ts-module.cjs');

const { checkContainerFile } = /** @type {typeof import('../src/marketing/container-command')} */ (
  requireTs(fileURLToPath(new URL('../src/marketing/container-command.ts', import.meta.url)))
);
const root = fileURLToPath(new URL('..', import.meta.url));
const { exitCode, stdout, stderr } = checkContainerFile(process.argv[2], root);
if (stdout !== undefined) console.log(stdout);
if (stderr !== undefined) console.error(stderr);
process.exitCode = exitCode;
