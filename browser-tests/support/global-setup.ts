import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BASE_URL, PORT } from './server';

const root = path.resolve(__dirname, '../..');

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gatsby serve did not answer at ${url} within ${timeoutMs} ms`);
}

/** Serves public/ (run `npm run build` first) with `gatsby serve`, as `npm start` does. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'public', 'index.html'))) {
    throw new Error('No production build in public/: run `npm run build` before the browser tests.');
  }
  const server = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['serve', '--port', String(PORT), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  (globalThis as { __SERVER_PID__?: number }).__SERVER_PID__ = server.pid;
  await waitForServer(BASE_URL, 60_000);
}
