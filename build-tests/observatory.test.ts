/**
 * The MDN HTTP Observatory's own scanner (npm @mdn/mdn-http-observatory, through
 * tools/observatory.mjs) scans public/ served by nginx with the committed configuration:
 * every test passes except the two that need a public HTTPS host, and the production
 * site gets A+ (at least 100), which the test prints.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PORT } from '../browser-tests/support/server';
import { scaled } from '../tools/deadlines.cjs';

type Report = {
  loopback: { score: number; grade: string };
  production: { score: number; grade: string };
  needsPublicHttps: string[];
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
};

const root = path.resolve(__dirname, '..');

test('the real scanner passes every test a loopback host can pass, and production scores A+', () => {
  const run = spawnSync(process.execPath, [path.join(root, 'tools/observatory.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, OBSERVATORY_PORT: String(PORT + 4) },
    timeout: scaled(120_000),
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const report = JSON.parse(run.stdout) as Report;
  const failed = Object.entries(report.tests)
    .filter(([, test]) => !test.pass)
    .map(([name]) => name);
  expect(failed.sort()).toEqual([...report.needsPublicHttps].sort());
  expect(report.needsPublicHttps.sort()).toEqual(['redirection', 'strict-transport-security']);
  expect(report.tests['content-security-policy']?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
  expect(report.tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin');
  console.log(
    `MDN HTTP Observatory: production ${report.production.score} (${report.production.grade}); ` +
      `on loopback ${report.loopback.score} (${report.loopback.grade}) without HSTS and the https redirect`,
  );
  expect(report.production.score).toBeGreaterThanOrEqual(100);
  expect(report.production.grade).toBe('A+');
});
