/** The browser tests' one wait: returns what it waited for, and fails at its deadline saying what it waited for and saw. */
import { until } from '../../browser-tests/support/until';

test('returns the first reading that is done', async () => {
  let reads = 0;
  const value = await until('the third reading', () => (reads += 1), { done: (n) => n >= 3, pollMs: 1 });
  expect(value).toBe(3);
});

test('by default any value but undefined, null and false is done', async () => {
  const readings: unknown[] = [undefined, null, false, 0];
  expect(await until('a value', () => readings.shift(), { pollMs: 1 })).toBe(0);
});

test('at its deadline it throws, naming what it waited for, the last reading and what was said', async () => {
  await expect(
    until('five metrics', () => ['TTFB', 'FCP'], {
      done: (names) => names.length === 5,
      timeoutMs: 30,
      pollMs: 5,
      said: () => 'the page said hello',
    }),
  ).rejects.toThrow(
    /^Waited 30 ms for five metrics; the last reading was \["TTFB","FCP"\]\n--- it said:\nthe page said hello$/,
  );
});

test('a reading that throws is read again, and its error is named if it never stops', async () => {
  let reads = 0;
  const read = () => {
    reads += 1;
    if (reads < 3) throw new Error('not up yet');
    return 'up';
  };
  expect(await until('the server', read, { pollMs: 1 })).toBe('up');
  await expect(
    until('the server', () => Promise.reject(new Error('connection refused')), { timeoutMs: 20, pollMs: 5 }),
  ).rejects.toThrow('Waited 20 ms for the server; the last reading was an error, Error: connection refused');
});
