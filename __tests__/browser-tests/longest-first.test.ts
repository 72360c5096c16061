/**
 * The browser test files' order (browser-tests/support/longest-first.cjs): the long files first, whatever
 * their size, `cms-command` before `cms-review`, every file exactly once.
 */
import fs from 'node:fs';
import path from 'node:path';
import LongestFirst from '../../browser-tests/support/longest-first.cjs';

type Test = Parameters<LongestFirst['sort']>[0][number];

const dir = path.resolve(__dirname, '../../browser-tests');
const files = [
  ...fs.readdirSync(dir).filter((name) => name.endsWith('.test.ts')),
  ...fs
    .readdirSync(path.join(dir, 'engines'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `engines/${name}`),
];

/** The files as Jest hands them to the sequencer on a fresh clone: no times of an earlier run, only sizes. */
const freshCloneTests = (): Test[] =>
  files.map((file) => {
    const full = path.join(dir, file);
    return {
      path: full,
      context: { config: { cache: false }, hasteFS: { getSize: () => fs.statSync(full).size } },
    } as unknown as Test;
  });

// Jest hands the sequencer the run's contexts and global config; this order reads neither.
const sequencerOptions = { contexts: [], globalConfig: {} } as unknown as ConstructorParameters<typeof LongestFirst>[0];
const order = () =>
  new LongestFirst(sequencerOptions).sort(freshCloneTests()).map((test) => path.relative(dir, test.path));

test('every long file it names is a browser test file', () => {
  expect(LongestFirst.LONG_FIRST.filter((name) => !files.includes(name))).toEqual([]);
});

test('the long files start first, in their order, then the rest by size, each file once', () => {
  const sorted = order();
  expect(sorted.slice(0, LongestFirst.LONG_FIRST.length)).toEqual(LongestFirst.LONG_FIRST);
  expect([...sorted].sort()).toEqual([...files].sort());
  const rest = sorted.slice(LongestFirst.LONG_FIRST.length).map((file) => fs.statSync(path.join(dir, file)).size);
  expect(rest).toEqual([...rest].sort((a, b) => b - a));
});

test('cms-command starts first and cms-review after two other long files, so that it finds cms-command done', () => {
  const sorted = order();
  expect(sorted[0]).toBe('cms-command.test.ts');
  expect(sorted.indexOf('cms-review.test.ts')).toBeGreaterThanOrEqual(3);
});
