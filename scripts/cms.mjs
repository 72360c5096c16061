// `npm run cms`: edit data/ on disk from the browser. Starts decap-server (the CMS's local
// backend, bound to 127.0.0.1, writing into this checkout) and `gatsby develop`, which serves
// the site and the editor at http://localhost:<CMS_SITE_PORT>/admin/ (src/editor/assemble/admin.ts).
// Ports: DECAP_SERVER_PORT (default 8081), CMS_SITE_PORT (default 8000).
// With CMS_REVIEW=1, the review before publishing: decap-server keeps drafts on git branches in a
// worktree of this checkout, and each published change is copied into data/ (src/editor/local/cms-review.cjs).
// Ctrl-C stops both, with every process they started.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startDecapServer } = require('../src/editor/local/decap-server.cjs');
const { openReviewWorktree } = require('../src/editor/local/cms-review.cjs');
const { DEFAULT_DECAP_SERVER_PORT } = require('../src/shared/constants.cjs');

const decapPort = Number(process.env.DECAP_SERVER_PORT ?? DEFAULT_DECAP_SERVER_PORT);
const sitePort = Number(process.env.CMS_SITE_PORT ?? 8000);

/** @type {ReturnType<typeof openReviewWorktree> | undefined} */
let review;
if (process.env.CMS_REVIEW?.trim() === '1') {
  try {
    review = openReviewWorktree(root);
  } catch (error) {
    console.error(`\nCMS_REVIEW=1: ${/** @type {Error} */ (error).message}\n`);
    process.exit(1);
  }
}
/** @type {Awaited<ReturnType<typeof startDecapServer>>} */
let decap;
try {
  decap = review
    ? await startDecapServer(root, decapPort, undefined, { gitRepo: review.dir, env: review.env })
    : await startDecapServer(root, decapPort);
} catch (error) {
  review?.close();
  throw error;
}
const site = spawn(
  path.join(root, 'node_modules/.bin/gatsby'),
  ['develop', '--host', '127.0.0.1', '--port', String(sitePort)],
  {
    cwd: root,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      DECAP_SERVER_PORT: String(decapPort),
      // The editor's config.yml (src/editor/assemble/admin.ts): the review, on the branch decap-server works on.
      ...(review
        ? { CMS_REVIEW: '1', DECAP_SERVER_BRANCH: review.branch }
        : { CMS_REVIEW: '', DECAP_SERVER_BRANCH: '' }),
    },
    stdio: 'inherit',
    detached: true,
  },
);
review?.startCopying();
console.log(`\nEditor: http://localhost:${sitePort}/admin/ (when gatsby develop says it is ready)\n`);
if (review) {
  console.log(
    `Review before publishing: drafts are branches cms/… (git branch), worked on in ${review.dir} on ${review.branch};` +
      ' published changes are copied into data/.\n',
  );
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  decap.stop();
  try {
    process.kill(-(/** @type {number} */ (site.pid)), 'SIGTERM');
  } catch {
    // already gone
  }
  // The worktree goes; cms-local and the draft branches stay for the next run (src/editor/local/cms-review.cjs).
  review?.close();
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
site.on('exit', (status) => {
  stop(status ?? 0);
  process.exit();
});
