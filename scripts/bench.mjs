// The performance benchmark (not a test: machines are noisy). `npm run bench`:
//  1. times a cold `gatsby build` (after `gatsby clean`) and a rebuild after one data
//     file changes (the file is restored and the site rebuilt afterwards);
//  2. serves the production build on loopback as production serves it: nginx with the
//     committed deploy/nginx.conf over TLS and HTTP/2 (a throwaway certificate), on
//     BENCH_PORT (default 9400), with an empty page among the site's (a title, an h1, a
//     paragraph: the floor, what any page costs on this machine and server), served as a page;
//  3. runs Lighthouse (the version package.json installs) in Debian's Chromium with the mobile preset and applied
//     ("devtools") throttling, five rounds, each round measuring the floor and then every
//     page (interleaved, so a noisy moment hits all of them), then once per page with
//     the desktop preset;
//  4. counts every visitor page's first-load JavaScript from its built HTML (the 404 page's too,
//     which Lighthouse does not audit): every inline script that runs and every script file the
//     page loads or its loaders insert at once, each gzipped (level 9), summed; the Web Vitals
//     script the page inserts after the first paint apart (tools/bench-reference.cjs);
//  5. prints the medians, LCP as a ratio to the floor's, and the first-load JavaScript, and
//     compares them with the budget; exits 1 when one is over.
// Options: `--gtm` builds with GTM_ID=GTM-TEST123 (the container cannot load offline:
// its requests are blocked, as an ad blocker would); `--no-build` measures public/ as is;
// `--runs N` changes the number of mobile runs; `--variants` also measures, in the
// same rounds, copies of each page with parts of its first paint taken out (tools/bench-variants.cjs:
// no scripts, then no web fonts either, then no inline icons either), to show what each part costs; `--host cloudflare` serves
// through Cloudflare's runtime (`wrangler pages dev`, tools/local-wrangler.cjs; plain http) instead of nginx;
// `--reference <commit>` also builds that commit (tools/bench-reference.cjs: a worktree, npm ci, gatsby build),
// serves it beside this build on BENCH_PORT + 1 the same way (with its own nginx configuration), measures its
// pages in the same rounds and prints both side by side, with each page's first-load JavaScript read from
// each build's own HTML.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { firstLoadScripts, placeInRuns, prepareReference, visitorRoutes } from '../tools/bench-reference.cjs';
import benchVariants from '../tools/bench-variants.cjs';
import localBrowser from '../tools/local-browser.cjs';
import localNginx from '../tools/local-nginx.cjs';
import localWrangler from '../tools/local-wrangler.cjs';
import sharedConstants from '../src/shared/constants.cjs';

const { PUBLIC_DIR } = sharedConstants;
const { CHROMIUM, CHROMIUM_ARGS } = localBrowser;

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.includes(name);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const port = Number(process.env.BENCH_PORT ?? 9400);
const HOST = args.includes('--host') ? args[args.indexOf('--host') + 1] : 'nginx';
const REFERENCE = args.includes('--reference') ? args[args.indexOf('--reference') + 1] : undefined;
if (args.includes('--reference') && !REFERENCE) {
  console.error('--reference needs a commit: `npm run bench -- --reference HEAD~1`.');
  process.exit(1);
}
// Lighthouse does not audit pages answered with status 404, so the 404 page is not listed.
const ROUTES = ['/', '/frammento'];
const GTM_ID = 'GTM-TEST123';

/**
 * The floor: the least a page can be, put in the build's root for the bench's duration and
 * served exactly as the site's pages are: `bench-floor.html` answered at `/bench-floor`, by
 * the same server, configuration, TLS and HTTP/2 connection. (Its `.html` address would
 * cost a redirect, as every page's does, and make the floor slower than the pages.)
 */
const FLOOR_FILE = 'bench-floor.html';
const FLOOR_ROUTE = `/${FLOOR_FILE.replace(/\.html$/, '')}`;
const FLOOR_HTML =
  '<!doctype html><html lang="es-CO"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Piso</title></head>' +
  '<body><h1>Piso de medida</h1><p>Una página vacía: lo mínimo que cuesta cualquier página aquí.</p></body></html>';

/**
 * Mobile, applied throttling, medians of five, on both pages; and the first-load JavaScript (gzip -9, bytes,
 * counted from the built HTML) on every visitor page.
 */
export const BUDGET = {
  performance: { max: false, limit: 100 },
  accessibility: { max: false, limit: 100 },
  'best-practices': { max: false, limit: 100 },
  seo: { max: false, limit: 100 },
  'LCP ×floor': { max: true, limit: 1.35 },
  'TBT ms': { max: true, limit: 50 },
  CLS: { max: true, limit: 0 },
  'JS KB': { max: true, limit: 90 },
  'total KB': { max: true, limit: 250 },
  'first-load JS B': { max: true, limit: 8192 },
};
/** What to aim for (reported, not enforced). */
export const AIM = { 'LCP ×floor': 1.25 };

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...(option('--gtm') ? { GTM_ID } : {}) };
if (!option('--gtm')) delete env.GTM_ID;
const gatsby = path.join(root, 'node_modules/.bin/gatsby');
/** @param {number} start A `performance.now()`. */
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);

function build() {
  const start = performance.now();
  execFileSync(gatsby, ['build'], { cwd: root, env, stdio: 'ignore' });
  return seconds(start);
}

/** @type {Record<string, string>} */
const timings = {};
if (!option('--no-build')) {
  console.log(`Building${option('--gtm') ? ` with GTM_ID=${GTM_ID}` : ''}...`);
  execFileSync(gatsby, ['clean'], { cwd: root, env, stdio: 'ignore' });
  timings['cold build s'] = build();
  // A rebuild after an editor changes one data file (a testimonial's wording).
  const file = path.join(root, 'data/testimonials.json');
  const original = fs.readFileSync(file, 'utf8');
  /** @type {{ items: { 0: { quote: string } } }} */
  const entries = JSON.parse(original);
  entries.items[0].quote = `${entries.items[0].quote} `;
  fs.writeFileSync(file, JSON.stringify(entries, null, 2));
  try {
    timings['rebuild after a data change s'] = build();
  } finally {
    fs.writeFileSync(file, original);
  }
  build(); // back to the committed content
}
if (!fs.existsSync(path.join(root, PUBLIC_DIR, 'index.html'))) {
  console.error('No build in public/: run `npm run build` first.');
  process.exit(1);
}
/**
 * Every visitor page's first-load JavaScript, read from this build's HTML before the bench adds its pages (and
 * before the reference's build and the long measures: a page naming a script the build does not hold stops the
 * bench here).
 */
const PAGES = visitorRoutes(path.join(root, PUBLIC_DIR));
const firstLoad = Object.fromEntries(
  PAGES.map((route) => [route, firstLoadScripts(path.join(root, PUBLIC_DIR), route)]),
);
const reference = REFERENCE ? prepareReference(root, REFERENCE, env, (line) => console.log(line)) : undefined;
/**
 * The reference's, by the same reading of its own build: the pages Lighthouse measures (which it must have), and
 * the other visitor pages of this build that it has.
 */
const referenceFirstLoad = reference
  ? Object.fromEntries(
      [
        ...ROUTES,
        ...PAGES.filter((route) => !ROUTES.includes(route) && visitorRoutes(reference.publicDir).includes(route)),
      ].map((route) => [route, firstLoadScripts(reference.publicDir, route)]),
    )
  : {};
/** @typedef {ReturnType<typeof firstLoadScripts>} FirstLoad */
/** @param {string} route One of PAGES. */
const ownFirstLoad = (route) => /** @type {FirstLoad} */ (firstLoad[route]);

/**
 * Serves public/ as production serves it: Debian's nginx with deploy/nginx.conf
 * (precompressed Brotli), TLS and HTTP/2, or Cloudflare's runtime with `--host cloudflare`.
 * Resolves to { url, stop }.
 */
const startServer = () =>
  HOST === 'cloudflare'
    ? localWrangler.serveWithWrangler(path.join(root, PUBLIC_DIR), port)
    : localNginx.startNginx(path.join(root, PUBLIC_DIR), port, { tls: true });

/**
 * The reference's build, served the same way on the next port: by nginx with the reference's own
 * configuration (its tools/local-nginx.cjs reads its deploy/nginx.conf), or by Cloudflare's runtime
 * with its own `_headers` and `_redirects`.
 * @param {{ dir: string, publicDir: string }} build
 */
const startReferenceServer = (build) => {
  if (HOST === 'cloudflare') return localWrangler.serveWithWrangler(build.publicDir, port + 1);
  const own = path.join(build.dir, 'tools/local-nginx.cjs');
  /** @type {typeof localNginx} */
  const nginx = fs.existsSync(own) ? createRequire(import.meta.url)(own) : localNginx;
  return nginx.startNginx(build.publicDir, port + 1, { tls: true });
};

/**
 * The name of a route's built file without `.html`: `/` is `index`.
 * @param {string} route
 */
const pageName = (route) => (route === '/' ? 'index' : route.slice(1));
/**
 * With `--variants`: each page's variants, written beside the floor as `bench-<page>-<variant>.html`
 * with the Brotli and gzip copies the build gives every page, so they are served as the page is.
 */
const variants = option('--variants')
  ? ROUTES.flatMap((route) =>
      benchVariants.VARIANTS.map(({ name, label, edit }) => {
        const file = `bench-${pageName(route)}-${name}.html`;
        return { page: route, label, file, route: `/${file.replace(/\.html$/, '')}`, edit };
      }),
    )
  : [];
const floorFile = path.join(root, PUBLIC_DIR, FLOOR_FILE);
const benchFiles = [floorFile];
fs.writeFileSync(floorFile, FLOOR_HTML);
for (const variant of variants) {
  const file = path.join(root, PUBLIC_DIR, variant.file);
  const html = Buffer.from(
    variant.edit(fs.readFileSync(path.join(root, PUBLIC_DIR, `${pageName(variant.page)}.html`), 'utf8')),
  );
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  benchFiles.push(file, `${file}.br`, `${file}.gz`);
}
const removeBenchFiles = () => {
  for (const file of benchFiles) fs.rmSync(file, { force: true });
};
const server = await startServer();
const referenceServer = reference ? await startReferenceServer(reference) : undefined;
const stopServers = async () => {
  await server.stop();
  await referenceServer?.stop();
};
/** The key of a reference page's runs. @param {string} route */
const referenceKey = (route) => `${route} (reference)`;
/** Where each measured key is served: the floor, the pages, their variants and the reference's pages. */
/** @type {Record<string, string>} */
const urlOf = {
  [FLOOR_ROUTE]: server.url + FLOOR_ROUTE,
  ...Object.fromEntries(ROUTES.map((route) => [route, server.url + route])),
  ...Object.fromEntries(variants.map((variant) => [variant.route, server.url + variant.route])),
  ...(referenceServer
    ? Object.fromEntries(ROUTES.map((route) => [referenceKey(route), referenceServer.url + route]))
    : {}),
};
/**
 * The first answer to `url` (no redirect followed; the loopback server's throwaway certificate accepted).
 * @param {string} url
 * @returns {Promise<{ status: number | string | undefined, location?: string }>}
 */
const firstAnswer = (url) =>
  new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, { rejectUnauthorized: false }, (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode, location: answer.headers.location });
      })
      .on('error', (error) => resolve({ status: `no answer (${error.message})` }));
  });
// Every measured address, the floor's too, must answer at once: a redirect would add a round trip.
for (const [key, url] of Object.entries(urlOf)) {
  const { status, location } = await firstAnswer(url);
  console.log(`${HOST}: ${key} answers ${status}${location ? ` → ${location}` : ''}`);
  if (status !== 200) {
    await stopServers();
    removeBenchFiles();
    console.error(`${url} must answer 200 without a redirect to be measured.`);
    process.exit(1);
  }
}
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROME_FLAGS],
});
/** @type {import('lighthouse').Flags} */
const flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  throttlingMethod: 'devtools',
  // Offline here: Google's hosts would only fail slowly; a blocked tag manager is what an
  // ad blocker does, and the page must hold its figures without it.
  blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*', '*googleadservices.com*'],
  // Every run is a first visit: Lighthouse clears the HTTP cache but by default keeps the
  // origin's localStorage, where the fonts' loader notes the files this browser has fetched
  // (src/gatsby-hooks/csp/inline-script-registry.cjs). Kept, the note would make every run after the first
  // the rare visitor whose cache lost the fonts while their storage kept the note.
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
};

/** @typedef {import('lighthouse').RunnerResult} RunnerResult A run's result (lighthouse() resolves to one when it ran). */
/**
 * What the bench reads of an audit: its figure, and for network-requests the requests.
 * @typedef {{ numericValue: number, details: { items: { resourceType: string, transferSize: number }[] } }} AuditFigures
 */

/**
 * The figures of one Lighthouse run, from its result (LH.Result: only its audits and categories are read).
 * @param {{ audits: Record<string, unknown>, categories: Record<string, unknown> }} lhr
 */
function figures(lhr) {
  /** @param {string} id */
  const audit = (id) => /** @type {AuditFigures} */ (lhr.audits[id]);
  const requests = audit('network-requests').details.items;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  /** @param {string} id */
  const score = (id) => Math.round(/** @type {{ score: number }} */ (lhr.categories[id]).score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': Math.round(audit('first-contentful-paint').numericValue),
    'LCP ms': Math.round(audit('largest-contentful-paint').numericValue),
    'TBT ms': Math.round(audit('total-blocking-time').numericValue),
    CLS: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    'SI ms': Math.round(audit('speed-index').numericValue),
    requests: requests.length,
    'JS KB': Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
    'total KB': Number((audit('total-byte-weight').numericValue / 1024).toFixed(1)),
  };
}

/** @typedef {ReturnType<typeof figures>} Figures */

/**
 * The median of `values`: of the finite ones (a run without the figure is NaN); NaN when none is.
 * @param {number[]} values
 * @returns {number}
 */
const median = (values) => {
  // A run whose audit failed has no figure (NaN): the median is of the runs that have one.
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  // Both are numbers wherever they are used: `values` is not empty.
  const below = /** @type {number} */ (sorted[middle - 1]);
  const at = /** @type {number} */ (sorted[middle]);
  return sorted.length % 2 ? at : (below + at) / 2;
};

/**
 * Each figure's median over the runs (not one run's figures).
 * @param {Figures[]} runs
 * @returns {Figures}
 */
function medians(runs) {
  return /** @type {Figures} */ (
    Object.fromEntries(
      Object.keys(/** @type {Figures} */ (runs[0])).map((key) => [
        key,
        median(runs.map((run) => run[/** @type {keyof Figures} */ (key)])),
      ]),
    )
  );
}

/**
 * One round's keys: the floor, then each page followed by its variants and by the reference's page
 * (before the page in every other round, so neither build always runs first).
 * @param {number} round
 */
const roundKeys = (round) => [
  FLOOR_ROUTE,
  ...ROUTES.flatMap((route) => {
    const own = [route, ...variants.filter((variant) => variant.page === route).map((variant) => variant.route)];
    if (!reference) return own;
    return round % 2 ? [referenceKey(route), ...own] : [...own, referenceKey(route)];
  }),
];
/** @type {Record<string, Figures[]>} Each key's runs (every key has its list). */
const runsOf = Object.fromEntries(Object.keys(urlOf).map((key) => [key, []]));
/** @type {({ route: string } & Figures)[]} */
const desktop = [];
/** "Lighthouse 13.5.0": the installed one, as its results name it (the warm-up run's). */
let lighthouseName = 'Lighthouse';
try {
  // warm-up: a fresh Chromium's first run is slow
  const warmUp = /** @type {RunnerResult} */ (await lighthouse(server.url + ROUTES[0], flags));
  lighthouseName = `Lighthouse ${warmUp.lhr.lighthouseVersion}`;
  // Interleaved: each round measures the floor, then every page.
  for (let i = 0; i < RUNS; i += 1) {
    for (const key of roundKeys(i))
      /** @type {Figures[]} */ (runsOf[key]).push(
        figures(/** @type {RunnerResult} */ (await lighthouse(urlOf[key], flags)).lhr),
      );
  }
  for (const route of ROUTES) {
    desktop.push({
      route,
      ...figures(/** @type {RunnerResult} */ (await lighthouse(server.url + route, flags, desktopConfig)).lhr),
    });
  }
} finally {
  await chrome.kill();
  await stopServers();
  removeBenchFiles();
}

const floor = medians(/** @type {Figures[]} */ (runsOf[FLOOR_ROUTE]));
/** @param {number} value An LCP in ms. */
const ratio = (value) => Number((value / floor['LCP ms']).toFixed(2));
/**
 * A variant's or page's LCP against the floor, with the runs' spread, its FCP and TBT.
 * @param {Figures[]} runs
 */
const lcpFigures = (runs) => {
  const lcps = runs.map((run) => run['LCP ms']);
  const row = medians(runs);
  return {
    'LCP ms': row['LCP ms'],
    'LCP ×floor': ratio(row['LCP ms']),
    'runs ×floor': `${ratio(Math.min(...lcps))}–${ratio(Math.max(...lcps))}`,
    'FCP ms': row['FCP ms'],
    'TBT ms': row['TBT ms'],
    'total KB': row['total KB'],
  };
};
const mobile = ROUTES.map((route) => {
  const row = medians(/** @type {Figures[]} */ (runsOf[route]));
  return {
    route,
    ...row,
    'LCP ×floor': ratio(row['LCP ms']),
    'first-load JS B': ownFirstLoad(route).gzipBytes,
  };
});

const over = [];
const aimMissed = [];
for (const row of mobile) {
  for (const [key, { max, limit }] of Object.entries(BUDGET)) {
    const value = row[/** @type {keyof typeof BUDGET} */ (key)];
    // A figure no run gave (NaN) is not within the budget either.
    if (!(typeof value === 'number' && Number.isFinite(value)) || (max ? value > limit : value < limit))
      over.push(`${row.route} ${key}: ${value} (budget ${max ? '≤' : '≥'} ${limit})`);
  }
  for (const [key, limit] of Object.entries(AIM)) {
    const figure = /** @type {keyof typeof AIM} */ (key);
    if (row[figure] > limit) aimMissed.push(`${row.route} ${key}: ${row[figure]} (aim ≤ ${limit})`);
  }
}
// The visitor pages Lighthouse does not audit (the 404 page): their first-load JavaScript, which needs no browser.
for (const route of PAGES.filter((page) => !ROUTES.includes(page))) {
  const { limit } = BUDGET['first-load JS B'];
  const value = ownFirstLoad(route).gzipBytes;
  if (value > limit) over.push(`${route} first-load JS B: ${value} (budget ≤ ${limit})`);
}

console.log(`\nGTM_ID: ${option('--gtm') ? `${GTM_ID} (its requests blocked)` : 'not set'}`);
if (Object.keys(timings).length) console.table(timings);
console.log(
  HOST === 'cloudflare'
    ? `Served by Cloudflare's Pages runtime (wrangler pages dev, workerd; plain http, compressed on the fly) at ${server.url}`
    : `Served by nginx (deploy/nginx.conf) over TLS and HTTP/2 at ${server.url}`,
);
console.log(
  `${lighthouseName}, mobile preset, applied (devtools) throttling: medians of ${RUNS} runs, interleaved with the floor. ` +
    '"JS KB": every script Lighthouse saw transferred (compressed) before the page was quiet; ' +
    '"first-load JS B": below',
);
console.table([{ route: `${FLOOR_ROUTE} (floor)`, ...floor }, ...mobile]);
/**
 * A page's first-load JavaScript, as a row of the table.
 * @param {string} route
 * @param {FirstLoad} count
 * @param {string} [build] Which build, beside a reference.
 */
const firstLoadRow = (route, count, build) => ({
  page: route,
  ...(build ? { build } : {}),
  'inline scripts': count.inline.length,
  'inline B': count.gzipBytes - count.fileBytes,
  'script files': count.files.length,
  'files B': count.fileBytes,
  'first-load JS B': count.gzipBytes,
  'vitals B': count.vitals ? count.vitals.gzipBytes : '–',
});
console.log(
  'First-load JavaScript, read from the built HTML, each script gzipped (level 9): every inline script that runs ' +
    "(each time it appears), every script file the page loads or its loaders insert at once; Tag Manager's container " +
    'is not in the build. "vitals B": the Web Vitals script the page inserts after the first paint, apart ' +
    `(budget: first-load at most ${BUDGET['first-load JS B'].limit} B on every visitor page)`,
);
console.table(
  PAGES.flatMap((route) => {
    const theirs = referenceFirstLoad[route];
    if (!reference) return [firstLoadRow(route, ownFirstLoad(route))];
    return [
      firstLoadRow(route, ownFirstLoad(route), 'this build'),
      ...(theirs ? [firstLoadRow(route, theirs, 'reference')] : []),
    ];
  }),
);
if (variants.length) {
  console.log('What each part of the first paint costs: copies of each page, each step keeping the cuts before it');
  console.table(
    ROUTES.flatMap((route) => [
      { page: route, variant: 'as built', ...lcpFigures(/** @type {Figures[]} */ (runsOf[route])) },
      ...variants
        .filter((variant) => variant.page === route)
        .map((variant) => ({
          page: route,
          variant: variant.label,
          ...lcpFigures(/** @type {Figures[]} */ (runsOf[variant.route])),
        })),
    ]),
  );
}
if (reference) {
  /**
   * A build's figures for one page, with the runs' range of LCP and TBT.
   * @param {string} label
   * @param {string} key The page's key in `runsOf`.
   * @param {FirstLoad} count Its first-load JavaScript.
   * @param {string} route
   */
  const side = (label, key, count, route) => {
    const runs = /** @type {Figures[]} */ (runsOf[key]);
    const row = medians(runs);
    /** @param {'LCP ms' | 'TBT ms'} figure */
    const range = (figure) => {
      const measured = runs.map((run) => run[figure]).filter(Number.isFinite);
      const missing = runs.length - measured.length;
      if (measured.length === 0) return `none of ${runs.length} runs`;
      return `${Math.min(...measured)}–${Math.max(...measured)}${missing ? ` (${missing} of ${runs.length} runs without)` : ''}`;
    };
    return {
      page: route,
      build: label,
      'LCP ms': row['LCP ms'],
      'runs LCP ms': range('LCP ms'),
      'LCP ×floor': ratio(row['LCP ms']),
      'TBT ms': row['TBT ms'],
      'runs TBT ms': range('TBT ms'),
      CLS: row.CLS,
      'JS KB': row['JS KB'],
      'first-load JS gzip B': count.gzipBytes,
      'vitals gzip B': count.vitals ? count.vitals.gzipBytes : '–',
    };
  };
  const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const edited = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const ownLabel = `HEAD ${head}${edited ? ' + uncommitted changes' : ''}`;
  console.log(
    `Against the reference ${reference.sha.slice(0, 12)} ("${reference.subject.slice(0, 80)}"), in the same rounds, ` +
      `served alike on port ${port + 1}. "JS KB": every script Lighthouse saw transferred (compressed) before the page was quiet; ` +
      '"first-load JS": read from each build\'s own HTML as above, gzip -9; "vitals": the Web Vitals script, apart',
  );
  /** @type {string[]} */
  const verdicts = [];
  const rows = ROUTES.flatMap((route) => {
    const own = side(ownLabel, route, ownFirstLoad(route), route);
    const ref = side('reference', referenceKey(route), /** @type {FirstLoad} */ (referenceFirstLoad[route]), route);
    for (const figure of /** @type {const} */ (['LCP ms', 'TBT ms'])) {
      const refRuns = /** @type {Figures[]} */ (runsOf[referenceKey(route)]).map((run) => run[figure]);
      const place = {
        within: "within the reference's runs",
        below: 'below every run of the reference',
        above: 'ABOVE every run of the reference',
        unknown: 'NOT COMPARED: Lighthouse gave no figure in every run of one build',
      }[placeInRuns(own[figure], refRuns)];
      verdicts.push(
        `${route} ${figure}: median ${own[figure]} against the reference's ${ref[figure]}, ${place} (${ref[`runs ${figure}`]})`,
      );
    }
    verdicts.push(
      `${route} first-load JS: ${own['first-load JS gzip B'] - ref['first-load JS gzip B']} B gzip against the reference; ` +
        `JS transferred before quiet: ${(own['JS KB'] - ref['JS KB']).toFixed(1)} KB`,
    );
    return [own, ref];
  });
  console.table(rows);
  console.log(verdicts.join('\n'));
}
console.log(`${lighthouseName}, desktop preset, applied throttling: one run`);
console.table(desktop);
if (aimMissed.length) console.log(`Short of the aim:\n  ${aimMissed.join('\n  ')}`);
if (over.length) {
  console.log(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('Every figure is within the budget.');
