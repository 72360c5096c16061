/**
 * @jest-environment node
 *
 * The container rules are a pure module: bundled for a browser, with nothing of Node's to lean on,
 * they give every real export the report `npm run check-container` prints in Node. The page's
 * bundle is made the same way (src/marketing/page/assemble.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { buildSync } from 'esbuild';
import * as rules from '../../src/marketing/container-rules';
import { siteFacts } from '../../src/marketing/site-facts';
import { ROOT, realExports } from '../fixtures/gtm-containers';

type Rules = typeof rules;

/** The rules as a browser gets them: bundled with platform 'browser', then run where only the window is. */
function loadInBrowser(): Rules {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(ROOT, 'src/marketing/container-rules.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'rules',
    write: false,
    logLevel: 'silent',
  });
  const window: { rules?: Rules } = {};
  vm.runInNewContext(`${outputFiles[0]?.text}\nwindow.rules = rules;`, { window });
  if (!window.rules) throw new Error('the bundle set no rules');
  return window.rules;
}

const browser = loadInBrowser();
const site = siteFacts();

test('bundle for a browser with no Node module and no global, and export what the page uses', () => {
  expect(Object.keys(browser).sort()).toEqual(['checkContainer', 'exportProblem', 'formatReport', 'reportTitle']);
});

test('give every real export, and the ready container, the report `npm run check-container` prints', () => {
  const ready = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/tag-manager-container.json'), 'utf8'));
  const exports = [...realExports(), ready];
  expect(exports.length).toBe(6);
  for (const exported of exports) {
    const inNode = rules.formatReport(rules.checkContainer(exported, site), 'x');
    // Through JSON, as the page gets the export (a File's text) and the site (its bundle's constant).
    const copy = JSON.parse(JSON.stringify(exported));
    expect(browser.formatReport(browser.checkContainer(copy, JSON.parse(JSON.stringify(site))), 'x')).toBe(inNode);
  }
  expect(browser.exportProblem({ exportFormatVersion: 1 })).toBe(rules.exportProblem({ exportFormatVersion: 1 }));
});
