// The one place that knows how to run Debian's Chromium here and how to serve the
// production build: used by the browser tests, the benchmark and the screenshots.
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');
const { PUBLIC_DIR } = require('../src/shared/constants.cjs');
const { deadlines } = require('./deadlines.cjs');

const root = path.resolve(__dirname, '..');

/**
 * Debian's Chromium.
 * @type {string}
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * What to launch: CHROMIUM_PATH through tools/chromium.sh, which merges the `--disable-features`
 * lists it is given (Playwright's and ours below) into the one Chromium keeps.
 * @type {string}
 */
const CHROMIUM = path.join(__dirname, 'chromium.sh');

/**
 * Flags for a headless Chromium run as root on a machine without internet.
 * @type {readonly string[]}
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each window Chromium opens (one per test context) would load its omnibox popup, a web page of
  // its own in a renderer of its own: about 1.3 core-seconds for nothing a test looks at.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * Resolves when nothing listens on 127.0.0.1:`port`, and fails at once, naming the port, when something does: a
 * server an earlier run left behind (a run stopped before its teardown) would otherwise answer for this one, with
 * whatever build it serves.
 * @param {number} port
 * @returns {Promise<void>}
 */
function portIsFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`127.0.0.1:${port} is already in use: stop what listens there (\`ss -ltnp | grep :${port}\`)`)
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Serves public/ (or `dir`) on 127.0.0.1:port with tools/serve-build.cjs, the server of
 * `npm run serve` and `npm start`; resolves once it answers.
 * @param {number} port
 * @param {number} [timeoutMs]
 * @param {string} [dir]
 * @returns {Promise<{ url: string, pid: number, stop: () => void }>}
 */
async function serveBuild(port, timeoutMs = deadlines().serverFirstAnswer, dir = PUBLIC_DIR) {
  await portIsFree(port);
  const server = spawn(
    process.execPath,
    [path.join(root, 'tools/serve-build.cjs'), '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-(/** @type {number} */ (server.pid)), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return { url, pid: /** @type {number} */ (server.pid), stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`tools/serve-build.cjs did not answer at ${url} within ${timeoutMs} ms`);
}

module.exports = { CHROMIUM, CHROMIUM_PATH, CHROMIUM_ARGS, serveBuild };
