/**
 * Every mistake in __tests__/fixtures/bad-data/cases.cjs, run through a real `gatsby build`
 * of a throwaway copy of the project: the build must stop (at onPreBootstrap, in seconds)
 * printing the exact message the unit test expects.
 *
 * Mistakes that do not touch one another share a build: the content check reports every problem
 * of data/ at once, so one refused build checks several messages. Which ones may share is decided
 * by the check itself (`checkDataDir`): a mistake joins a build only if the mistakes together give
 * exactly the messages each gives alone. Each build must then say exactly that many problems.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cases } from '../__tests__/fixtures/bad-data/cases.cjs';
import { checkDataDir, formatProblem } from '../src/content/content-check';
import { BUILD_TEST_TIMEOUT_MS, buildIn, copyProject } from '../tools/build-copy.cjs';

jest.setTimeout(BUILD_TEST_TIMEOUT_MS);

type Case = (typeof cases)[number];
type Refused = { ok: boolean; output: string; builtHome: boolean };

const shippedData = path.resolve(__dirname, '../data');

/** A copy of the shipped data/ with `group`'s mistakes applied, in `dir` (emptied first). */
function applyAll(dir: string, group: readonly Case[]): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(shippedData, dir, { recursive: true });
  for (const badCase of group) badCase.apply(dir);
}

/** Groups the cases so that, within a group, the check's messages are exactly the cases' own, side by side. */
function shareBuilds(all: readonly Case[]): Case[][] {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'data-groups-'));
  // Named data/, as the messages name the folder.
  const scratch = path.join(parent, 'data');
  const groups: Case[][] = [];
  try {
    for (const badCase of all) {
      const fits = groups.find((group) => {
        const together = [...group, badCase];
        applyAll(scratch, together);
        const found = checkDataDir(scratch).map(formatProblem).sort();
        return JSON.stringify(found) === JSON.stringify(together.flatMap((c) => c.messages).sort());
      });
      if (fits) fits.push(badCase);
      else groups.push([badCase]);
    }
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
  return groups;
}

const groups = shareBuilds(cases);
const groupOf = (badCase: Case): Case[] => {
  const group = groups.find((g) => g.includes(badCase));
  if (!group) throw new Error(`no build for "${badCase.name}"`);
  return group;
};

let copy: string;
beforeAll(() => {
  copy = copyProject();
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** One refused build per group, made when its first case's test runs (the tests run one after another). */
const builds = new Map<Case[], Promise<Refused>>();
function refusedBuild(group: Case[]): Promise<Refused> {
  let build = builds.get(group);
  if (!build) {
    build = (async () => {
      applyAll(path.join(copy, 'data'), group);
      const { ok, output } = await buildIn(copy);
      return { ok, output, builtHome: fs.existsSync(path.join(copy, 'public/index.html')) };
    })();
    builds.set(group, build);
  }
  return build;
}

test('the mistakes share fewer builds than there are mistakes, and every mistake has one', () => {
  expect(groups.flat()).toHaveLength(cases.length);
  expect(groups.length).toBeLessThan(cases.length);
});

describe('a real build stops on each mistake with its message', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, badCase) => {
    const group = groupOf(badCase);
    const { ok, output, builtHome } = await refusedBuild(group);
    expect(ok).toBe(false);
    const total = group.reduce((sum, c) => sum + c.messages.length, 0);
    expect(output).toContain(`The content in data/ has ${total} problem(s)`);
    for (const message of badCase.messages) expect(output).toContain(message);
    expect(builtHome).toBe(false);
  });
});
