/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * What src/editor/local/ assumes of the installed decap-server beyond its README (which documents
 * GIT_REPO_DIRECTORY only): how its environment picks the git mode, and what that mode does to the
 * repository it serves (src/editor/local/cms-review.cjs, docs/contributing/editor.md, "The review on this computer").
 */
const entry = require.resolve('decap-server');
const server = fs.readFileSync(entry, 'utf8');
const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
};

test("decap-server.cjs starts decap-server's package entry, the file its own command runs", () => {
  expect(path.resolve(path.dirname(entry), '..', pkg.bin['decap-server'] ?? '')).toBe(entry);
});

test('decap-server still reads MODE (fs unless git), GIT_REPO_DIRECTORY, BIND_HOST and PORT from its environment', () => {
  for (const read of [
    'process.env.MODE||"fs"',
    '"git"!==e',
    'process.env.GIT_REPO_DIRECTORY||process.cwd()',
    'process.env.BIND_HOST',
    'process.env.PORT||"8081"',
  ])
    expect([read, server.includes(read)]).toEqual([read, true]);
});

test("decap-server's git mode still keeps drafts on cms/<collection>/<slug> branches with their status in branch.<name>.description, commits with `git add .` and publishes by merging", () => {
  for (const behaviour of [
    'CMS_BRANCH_PREFIX="cms"',
    'branchFromContentKey=function(e){return`${t.CMS_BRANCH_PREFIX}/${e}`}',
    'generateContentKey=function(e,t){return`${e}/${t}`}',
    'return`branch.${e}.description`',
    'await e.add("."),await e.commit(',
    'await e.mergeFromTo(t,a)',
  ])
    expect([behaviour, server.includes(behaviour)]).toEqual([behaviour, true]);
});
