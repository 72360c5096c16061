// `npm run check-container -- export.json`: the container rules' report on a Tag Manager export
// (src/marketing/check-container.ts), printed, with its exit code.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { requireTs } = require('../src/shared/ts-module.cjs');

const { checkContainerFile } = /** @type {typeof import('../src/marketing/check-container')} */ (
  requireTs(new URL('../src/marketing/check-container.ts', import.meta.url).pathname)
);
const root = new URL('..', import.meta.url).pathname;
const { exitCode, stdout, stderr } = checkContainerFile(process.argv[2], root);
if (stdout !== undefined) console.log(stdout);
if (stderr !== undefined) console.error(stderr);
process.exitCode = exitCode;
