// `npm run cms`: edit data/ on disk from the browser. Starts decap-server (the CMS's local
// backend, bound to 127.0.0.1, writing into this checkout) and `gatsby develop`, which serves
// the site and the editor at http://localhost:<CMS_SITE_PORT>/admin/ (src/editor/build/admin.ts).
// Ports: DECAP_SERVER_PORT (default 8081), CMS_SITE_PORT (default 8000).
// Ctrl-C stops both, with every process they started.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startDecapServer } = require('../tools/decap-server.cjs');
const { DEFAULT_DECAP_SERVER_PORT } = require('../src/shared/constants.cjs');

const decapPort = Number(process.env.DECAP_SERVER_PORT ?? DEFAULT_DECAP_SERVER_PORT);
const sitePort = Number(process.env.CMS_SITE_PORT ?? 8000);

// The review before publishing (CMS_REVIEW=1) needs decap-server's MODE=git, which checks out each
// draft's branch and commits `git add .` in the folder it serves: here it would commit unrelated changes
// and swap files under the running site. Locally, saves are always published directly.
if (process.env.CMS_REVIEW?.trim() === '1') {
  console.log(
    '\nCMS_REVIEW=1 applies to the published editor only: npm run cms publishes directly (docs/editores.md).\n',
  );
}
const decap = await startDecapServer(root, decapPort);
const site = spawn(
  path.join(root, 'node_modules/.bin/gatsby'),
  ['develop', '--host', '127.0.0.1', '--port', String(sitePort)],
  {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DECAP_SERVER_PORT: String(decapPort), CMS_REVIEW: '' },
    stdio: 'inherit',
    detached: true,
  },
);
console.log(`\nEditor: http://localhost:${sitePort}/admin/ (when gatsby develop says it is ready)\n`);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  decap.stop();
  try {
    process.kill(-site.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
site.on('exit', (status) => {
  stop(status ?? 0);
  process.exit();
});
