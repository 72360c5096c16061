import fs from 'node:fs';
import path from 'node:path';
import { fromFile, toFile } from '../../src/editor/json-format';

type Json = Parameters<typeof toFile>[0];
const data = path.resolve(__dirname, '../../data');
const files = ['projects', '.'].flatMap((dir) =>
  fs
    .readdirSync(path.join(data, dir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(data, dir, name)),
);

/** `value` with the keys of every object, at every depth, in reverse order. */
const reversed = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
};

test.each(files.map((file) => [path.relative(data, file), file]))(
  '%s: saved as committed (2 spaces, keys in the order of content-shape.ts, final newline), however its keys come',
  (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(toFile(fromFile(text))).toBe(text);
    expect(toFile(reversed(fromFile(text)))).toBe(text);
  },
);

test('a value no content file describes is written as it comes', () => {
  expect(toFile({ b: 1, a: [1, 2] })).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}\n');
});
