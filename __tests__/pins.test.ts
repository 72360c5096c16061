/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/** An override's value: a version range, or a package's own range (".") and its dependencies' overrides. */
type Override = string | { [name: string]: Override };
type PackageJson = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, Override>;
  pinned?: Record<string, string>;
  held?: Record<string, string>;
};

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;

/** One version and nothing else: no ^, ~, range, tag or wildcard. */
const isExact = (spec: string) => /^[=v]?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/.test(spec.trim());

/** An override's key names a package, possibly with a range ("name@1.x", "@scope/name@^2"). */
const packageName = (key: string) => (key.lastIndexOf('@') > 0 ? key.slice(0, key.lastIndexOf('@')) : key);

type Pin = { name: string; version: string; where: string };

/** Every override that sets one exact version, however deep it is nested. */
function overridePins(overrides: Record<string, Override>, where: string, parent?: string): Pin[] {
  return Object.entries(overrides).flatMap(([key, value]): Pin[] => {
    const name = key === '.' && parent ? parent : packageName(key);
    if (typeof value === 'string') return isExact(value) ? [{ name, version: value, where }] : [];
    return overridePins(value, `${where} > ${name}`, name);
  });
}

/** Every exact version in dependencies, devDependencies and overrides. */
const exactPins: Pin[] = [
  ...(['dependencies', 'devDependencies'] as const).flatMap((field) =>
    Object.entries(pkg[field] ?? {})
      .filter(([, spec]) => isExact(spec))
      .map(([name, version]) => ({ name, version, where: field })),
  ),
  ...overridePins(pkg.overrides ?? {}, 'overrides'),
];
const reasons = pkg.pinned ?? {};
/** Why a range stays below the registry's newest release, or why an override is there at all. */
const held = pkg.held ?? {};

/** Every override, exact or a range, however deep it is nested. */
function overrideNames(overrides: Record<string, Override>, parent?: string): string[] {
  return Object.entries(overrides).flatMap(([key, value]) => {
    const name = key === '.' && parent ? parent : packageName(key);
    return typeof value === 'string' ? [name] : overrideNames(value, name);
  });
}

/** The range each package is given in dependencies, devDependencies or an override, when it is not one version. */
const ranges = new Map<string, string>([
  ...(['dependencies', 'devDependencies'] as const).flatMap((field) =>
    Object.entries(pkg[field] ?? {}).filter(([, spec]) => !isExact(spec)),
  ),
]);
for (const name of overrideNames(pkg.overrides ?? {}))
  if (!exactPins.some((pin) => pin.name === name)) ranges.set(name, 'override');

test('an override counts as a pin at any depth, by package name, and a range does not', () => {
  const found = overridePins(
    { a: { '.': '1.0.0', b: '2.0.0', c: '^1.0.0' }, '@s/d@1': '3.0.0', e: '~1.0.0', f: 'latest' },
    'overrides',
  );
  expect(found.map((pin) => `${pin.name}@${pin.version}`)).toEqual(['a@1.0.0', 'b@2.0.0', '@s/d@3.0.0']);
});

test('every dependency pinned to one version says why in "pinned"', () => {
  const unexplained = exactPins
    .filter((pin) => (reasons[pin.name] ?? '').trim() === '')
    .map((pin) => `${pin.where}: ${pin.name}@${pin.version}`);
  expect(unexplained).toEqual([]);
});

test('every reason is one line of at most 160 characters', () => {
  const tooLong = Object.entries({ ...reasons, ...held }).filter(
    ([, reason]) => /[\r\n]/.test(reason) || reason.length > 160,
  );
  expect(tooLong).toEqual([]);
});

test('every reason in "held" belongs to a package given a range (an exact pin says why in "pinned")', () => {
  expect(Object.keys(held).filter((name) => !ranges.has(name) || (held[name] ?? '').trim() === '')).toEqual([]);
});

test('every override says why, in "pinned" or in "held"', () => {
  const unexplained = overrideNames(pkg.overrides ?? {}).filter((name) => !(name in reasons) && !(name in held));
  expect(unexplained).toEqual([]);
});

test('every reason in "pinned" belongs to a package that is still pinned to one version', () => {
  const pinnedNames = new Set(exactPins.map((pin) => pin.name));
  const stale = Object.keys(reasons).filter((name) => !pinnedNames.has(name));
  expect(stale).toEqual([]);
});
