import fs from 'node:fs';
import path from 'node:path';
import { serveBuild } from '../../tools/local-browser.cjs';
import { PORT } from './server';

/** Serves public/ (run `npm run build` first) with tools/serve-build.cjs, as `npm start` does. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.resolve(__dirname, '../../public/index.html'))) {
    throw new Error('No production build in public/: run `npm run build` before the browser tests.');
  }
  const { pid } = await serveBuild(PORT);
  (globalThis as { __SERVER_PID__?: number }).__SERVER_PID__ = pid;
}
