/**
 * A valid data set builds without a single warning: the main build's log (test-all.sh passes it
 * as BUILD_LOG), or, alone, a build of a throwaway copy of the project.
 */
import fs from 'node:fs';
import { buildIn, copyProject } from '../tools/build-copy.cjs';
import { scaled } from '../tools/deadlines.cjs';

jest.setTimeout(scaled(600_000));

/** Lines in which the build warns about something (Gatsby prints `warn …`; webpack `WARNING`). */
const warnings = (log: string) => log.split('\n').filter((line) => /warn/i.test(line));

test('a valid data set builds without a single warning', async () => {
  // test-all.sh passes the log of the main build; alone, this test makes its own build.
  let log = process.env.BUILD_LOG ? fs.readFileSync(process.env.BUILD_LOG, 'utf8') : '';
  if (!log) {
    const copy = copyProject();
    const build = await buildIn(copy);
    fs.rmSync(copy, { recursive: true, force: true });
    expect(build.ok).toBe(true);
    log = build.output;
  }
  expect(log).toContain('Done building');
  expect(warnings(log)).toEqual([]);
  // Without the editor's production settings the build says so (an info line, not a warning).
  expect(log).toContain('info /admin/ cannot log in on the site: set CMS_REPO.');
});
