/**
 * Every mistake in __tests__/fixtures/bad-data/cases.cjs, run through a real `gatsby build`
 * of a throwaway copy of the project: the build must stop (at onPreBootstrap, in seconds)
 * printing the exact message the unit test expects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cases } from '../__tests__/fixtures/bad-data/cases.cjs';
import { buildIn, copyProject } from '../tools/build-copy.cjs';

jest.setTimeout(600_000);

let copy: string;
const data = () => path.join(copy, 'data');
beforeAll(() => {
  copy = copyProject();
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** Puts the shipped data/ back into the copy, so each case starts from valid content. */
const restoreData = () => {
  fs.rmSync(data(), { recursive: true, force: true });
  fs.cpSync(path.resolve(__dirname, '../data'), data(), { recursive: true });
};

describe('a real build stops on each mistake with its message', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, badCase) => {
    restoreData();
    badCase.apply(data());
    const { ok, output } = await buildIn(copy);
    expect(ok).toBe(false);
    expect(output).toContain(`The content in data/ has ${badCase.messages.length} problem(s)`);
    for (const message of badCase.messages) expect(output).toContain(message);
    expect(fs.existsSync(path.join(copy, 'public/index.html'))).toBe(false);
  });
});
