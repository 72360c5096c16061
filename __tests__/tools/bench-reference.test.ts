import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts, placeInRuns } from '../../tools/bench-reference.cjs';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A build's webpack.stats.json, page data and chunks, as Gatsby writes them (removed after the file's tests). */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reference-'));
  made.push(dir);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const stats = {
    namedChunkGroups: {
      app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-2.js' }, { name: 'app-3.js' }] },
      'component---src-pages-index-tsx': {
        assets: [
          { name: 'component---src-pages-index-tsx-4.js' },
          { name: 'component---src-pages-index-tsx-4.js.map' },
        ],
      },
      'component---src-pages-frammento-tsx': {
        assets: [{ name: 'app-3.js' }, { name: 'component---src-pages-frammento-tsx-5.js' }],
      },
    },
  };
  write('webpack.stats.json', JSON.stringify(stats));
  write('page-data/index/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-index-tsx' }));
  write(
    'page-data/frammento/page-data.json',
    JSON.stringify({ componentChunkName: 'component---src-pages-frammento-tsx' }),
  );
  for (const name of [
    'webpack-runtime-1',
    'framework-2',
    'app-3',
    'component---src-pages-index-tsx-4',
    'component---src-pages-frammento-tsx-5',
  ])
    write(`${name}.js`, `/* ${name} */ ${'x'.repeat(name.length * 10)}`);
  // A chunk loaded later by import(): not in the page's groups, never counted.
  write('42-later.js', 'y'.repeat(5000));
  return dir;
}

const gz = (dir: string, file: string) => gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;

describe('first-load JavaScript (tools/bench-reference.cjs)', () => {
  it("counts the app group and the page's component group, each file once and gzipped, and not chunks imported later", () => {
    const dir = fakeBuild();
    const home = firstLoadScripts(dir, '/');
    expect(home.files).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'component---src-pages-index-tsx-4.js',
    ]);
    expect(home.gzipBytes).toBe(home.files.reduce((sum, file) => sum + gz(dir, file), 0));
    const page = firstLoadScripts(dir, '/frammento');
    expect(page.files).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'component---src-pages-frammento-tsx-5.js',
    ]);
  });

  it('names the stats file and the group when a page names a group webpack did not write', () => {
    const dir = fakeBuild();
    fs.writeFileSync(
      path.join(dir, 'page-data/index/page-data.json'),
      JSON.stringify({ componentChunkName: 'component---gone' }),
    );
    expect(() => firstLoadScripts(dir, '/')).toThrow(
      `${path.join(dir, 'webpack.stats.json')}: no chunk group named component---gone`,
    );
  });
});

test('placeInRuns: a median is within the runs between their least and greatest (ends included), else below or above them', () => {
  expect(placeInRuns(1200, [1100, 1300, 1250])).toBe('within');
  expect(placeInRuns(1100, [1100, 1300])).toBe('within');
  expect(placeInRuns(1300, [1100, 1300])).toBe('within');
  expect(placeInRuns(1301, [1100, 1300])).toBe('above');
  expect(placeInRuns(1099, [1100, 1300])).toBe('below');
});

test('placeInRuns: a run Lighthouse gave no figure for (NaN) is left out; with no figure on a side, the place is unknown', () => {
  expect(placeInRuns(1301, [1100, Number.NaN, 1300])).toBe('above');
  expect(placeInRuns(910, [Number.NaN, Number.NaN])).toBe('unknown');
  expect(placeInRuns(Number.NaN, [1100, 1300])).toBe('unknown');
});
