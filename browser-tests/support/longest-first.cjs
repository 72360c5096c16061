// The order the browser test files start in, two at a time (jest.browser.config.js): the long files first, so
// that no long file starts last and leaves the other worker idle at the end of the run. Jest orders a fresh
// clone's files by size, having no times of an earlier run, and that put `cms-command` (3 minutes) last, with the
// other worker idle for 2 of them. `cms-command` leads and `cms-review` comes three long files later, so it
// starts once `cms-command` is done, warm from its copy (support/cms-command.ts, `cmsCopy`), instead of taking a
// cold copy of its own beside it. The files not named here follow, the largest first.
const Sequencer = require('@jest/test-sequencer').default;

/** The long files, as measured in a whole run (docs/contributing/test-runs.md, "The run"); paths from browser-tests/. */
const LONG_FIRST = [
  'cms-command.test.ts',
  'engines/visitor.test.ts',
  'first-tap.test.ts',
  'cms-editor.test.ts',
  'cms-review.test.ts',
  'degraded.test.ts',
  'github-login.test.ts',
  'home.test.ts',
];

/** @param {string} file a test file's absolute path */
const place = (file) => {
  const at = LONG_FIRST.findIndex((name) => file.endsWith(`/browser-tests/${name}`));
  return at === -1 ? LONG_FIRST.length : at;
};

/** @typedef {Parameters<Sequencer['sort']>[0]} Tests */

class LongestFirst extends Sequencer {
  /**
   * @override
   * @param {Tests} tests
   * @returns {Tests}
   */
  sort(tests) {
    // The default order (by size on a fresh clone), which Jest's own sequencer gives synchronously.
    const byDefault = /** @type {Tests} */ (super.sort(tests));
    return [...byDefault].sort((a, b) => place(a.path) - place(b.path));
  }
}

module.exports = LongestFirst;
module.exports.LONG_FIRST = LONG_FIRST;
