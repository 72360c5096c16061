/**
 * @jest-environment node
 *
 * /admin/container-checks.js, the rules of `npm run check-container` as the marketers' page loads
 * them: src/marketing/container-checks.cjs itself, run where there is no Node (no require, no files), gives
 * every real export the report the command prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as rules from '../../src/marketing/container-checks.cjs';
import { containerChecksBundle } from '../../src/editor/assemble/bundle';
import { ROOT, realExports } from '../fixtures/gtm-containers';

type Rules = typeof rules;

/** The bundle run as a browser runs a classic script: its globals are the window's, and nothing else is there. */
function loadInBrowser(): { containerChecks?: Rules } {
  const window: { containerChecks?: Rules } = {};
  vm.runInNewContext(containerChecksBundle(), { window });
  return window;
}

const browser = loadInBrowser().containerChecks;

test('loads without Node, and names the functions the page uses', () => {
  expect(browser).toBeDefined();
  expect(Object.keys(browser ?? {}).sort()).toEqual(
    expect.arrayContaining(['checkContainer', 'exportProblem', 'formatReport', 'siteEvents']),
  );
});

test("carries the site's events as Node reads them from src/chat/ and data/projects/", () => {
  expect(browser?.siteEvents()).toEqual(rules.siteEvents());
});

test('gives every real export, and the ready container, the report `npm run check-container` prints', () => {
  const ready = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/tag-manager-container.json'), 'utf8'));
  const exports = [...realExports(), ready];
  expect(exports.length).toBe(6);
  for (const exported of exports) {
    if (!browser) throw new Error('no rules in the bundle');
    const inNode = rules.formatReport(rules.checkContainer(exported), 'x');
    // Through JSON, as the page gets the export (a File's text), and with the events the bundle carries.
    const copy = JSON.parse(JSON.stringify(exported));
    expect(browser.formatReport(browser.checkContainer(copy, browser.siteEvents()), 'x')).toBe(inNode);
  }
  expect(browser?.exportProblem({ exportFormatVersion: 1 })).toBe(rules.exportProblem({ exportFormatVersion: 1 }));
});

test('a rule that reads files in the browser stops with the module it asked for', () => {
  const window: { containerChecks?: Rules } = {};
  vm.runInNewContext(containerChecksBundle(), { window });
  // Without `site`, the rules would read the events from the files: not here.
  expect(() => window.containerChecks?.checkContainer({ exportFormatVersion: 2, containerVersion: {} })).toThrow(
    /node:fs/,
  );
});
