// Scans a build served by nginx (the committed deploy/nginx.conf, over TLS and HTTP/2 with a
// throwaway certificate) with the MDN HTTP Observatory's own scanner (npm
// @mdn/mdn-http-observatory) and prints, as JSON, every test's result and the score the
// production site will get.
// Usage: node tools/observatory.mjs [build dir, default public/]; OBSERVATORY_PORT (default 9325).
//
// Two tests need a public HTTPS host and cannot pass on loopback: strict-transport-security
// (the certificate is self-signed) and redirection (nothing redirects http to https here;
// the production host does). The production score counts them with the results production
// gets (HSTS for at least six months, per the header we send; http redirected to https).
//
// The package's install step (npm runs none here) would download Chromium's HSTS preload
// list into conf/hsts-preload.json, the IANA TLD list (used by its API server only) and a
// Mozilla CA bundle (used by its API server only). The scanner itself reads only the
// preload list, to tell whether a host is preloaded; the site is not on it, so an empty
// list gives the same results and is written when the file is missing.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startNginx } = require('./local-nginx.cjs');
const { PUBLIC_DIR } = require('../src/shared/constants.cjs');

/** The tests that need a public HTTPS host, with the result production gets. */
export const NEEDS_PUBLIC_HTTPS = {
  'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
  redirection: 'redirection-to-https',
};

const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}\n');

// The throwaway certificate is self-signed.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
process.removeAllListeners('warning');
const { scan } = await import('@mdn/mdn-http-observatory');
// The grader's modules are not among the package's entry points: loaded by their path.
/** @type {{ getGradeForScore: (score: number) => { score: number, grade: string }, getScoreModifier: (expectation: string) => number }} */
const { getGradeForScore, getScoreModifier } = await import(path.join(packageDir, 'src', 'grader', 'grader.js'));
/** @type {{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }} */
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(path.join(packageDir, 'src', 'grader', 'charts.js'));

const dir = path.resolve(process.argv[2] ?? path.join(root, PUBLIC_DIR));
const port = Number(process.env.OBSERVATORY_PORT ?? 9325);
const server = await startNginx(dir, port, { tls: true });
try {
  const result = await scan(`127.0.0.1:${port}`);
  const tests = Object.fromEntries(
    Object.entries(result.tests).map(([name, test]) => [
      name,
      { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier },
    ]),
  );
  // The scanner's own arithmetic (src/scanner/index.js), with production's two HTTPS results.
  const modifiers = Object.entries(tests).map(([name, test]) =>
    name in NEEDS_PUBLIC_HTTPS
      ? getScoreModifier(NEEDS_PUBLIC_HTTPS[/** @type {keyof typeof NEEDS_PUBLIC_HTTPS} */ (name)])
      : test.scoreModifier,
  );
  const penalties = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const withBonuses = 100 + modifiers.reduce((a, b) => a + b, 0);
  const production = getGradeForScore(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penalties);
  const report = {
    loopback: { score: result.scan.score, grade: result.scan.grade },
    production,
    needsPublicHttps: Object.keys(NEEDS_PUBLIC_HTTPS),
    tests,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  await server.stop();
}
