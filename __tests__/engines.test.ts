/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import pkg from '../package.json';

const root = path.resolve(__dirname, '..');
type LockEntry = { engines?: { node?: string } | string[]; optional?: boolean };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** The lowest Node of each range that `engines` joins with `||`. */
const floors = pkg.engines.node.split('||').map((range) => semver.minVersion(range)?.version ?? range);

/** Installed packages whose own `engines` refuse `version`. */
const refusing = (version: string) =>
  Object.entries(lock.packages).flatMap(([where, entry]) => {
    const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    return where && wanted && !entry.optional && !semver.satisfies(version, wanted) ? [`${where}: ${wanted}`] : [];
  });

test.each(floors)('every installed package accepts Node %s, the lowest that engines allows in its range', (version) => {
  expect(refusing(version)).toEqual([]);
});

test("the Node that deploys use (.node-version) is one that engines allows, and CI's", () => {
  const major = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  expect(semver.satisfies(`${major}.0.0`, pkg.engines.node)).toBe(true);
  expect(fs.readFileSync(path.join(root, '.ci/run'), 'utf8')).toContain('. scripts/deploy-node.sh');
});
