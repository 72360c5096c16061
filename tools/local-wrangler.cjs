// Serves a production build with Cloudflare's own runtime: `wrangler pages dev` runs the
// Pages asset handler (the production one) in workerd, offline, and with `functions`, the project's
// Pages Functions (functions/: the editor's GitHub login) with the settings given as the host's
// environment variables. Used by the host test (browser-tests/hosts.test.ts), the login's tests
// (browser-tests/github-login.test.ts) and by `npm run bench -- --host cloudflare`.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { deadlines } = require('./deadlines.cjs');

const projectRoot = path.resolve(__dirname, '..');
const WRANGLER = path.join(projectRoot, 'node_modules/.bin/wrangler');
/** The compatibility date wrangler.toml gives Cloudflare Pages, which the local runtime is started with too. */
const COMPATIBILITY_DATE = /^compatibility_date = "([^"]+)"$/m.exec(
  fs.readFileSync(path.join(projectRoot, 'wrangler.toml'), 'utf8'),
)?.[1];

/**
 * Starts `wrangler pages dev DIR` on 127.0.0.1:port (its inspector on inspectorPort), with
 * metrics off and a throwaway HOME, working directory and state, so nothing is written to
 * the project or the user's config and nothing is sent anywhere. With `functions`, wrangler finds the
 * project's functions/ in that working directory (a link to it: wrangler bundles functions/ from where it
 * runs) and the variables in its `.dev.vars` (as the dashboard's settings reach a deployed function).
 * Resolves once it answers, to { url, stop, output() }. With `logRequests`, output() also has a line for each
 * request wrangler answered (its status and time): what a test that waited on a page in vain prints.
 * @param {string} dir
 * @param {number} port
 * @param {{ inspectorPort?: number, timeoutMs?: number, functions?: Record<string, string>, logRequests?: boolean }}
 *   [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string }>}
 */
async function serveWithWrangler(
  dir,
  port,
  { inspectorPort = port + 1, timeoutMs = deadlines().serverFirstAnswer, functions, logRequests = false } = {},
) {
  if (!COMPATIBILITY_DATE) throw new Error('wrangler.toml has no compatibility_date line');
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-home-'));
  if (functions) {
    fs.symlinkSync(path.join(projectRoot, 'functions'), path.join(home, 'functions'));
    writeDevVars(home, functions);
  }
  return runWrangler(
    [
      'pages',
      'dev',
      path.resolve(dir),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      ...localFlags(home, port, inspectorPort, logRequests),
    ],
    home,
    port,
    timeoutMs,
  );
}

/**
 * Runs the Worker that deploy/github-login/wrangler.toml names (the editor's login for nginx hosts) with
 * `wrangler dev` on 127.0.0.1:port, offline, its `vars` as the Worker's variables. The committed
 * configuration is read from a copy in a throwaway folder whose `main` is the entry's full path, so
 * wrangler's own files go there, never into the project.
 * @param {number} port
 * @param {{ inspectorPort?: number, timeoutMs?: number, vars: Record<string, string> }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string }>}
 */
async function serveLoginWorker(port, { inspectorPort = port + 1, timeoutMs = deadlines().serverFirstAnswer, vars }) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-home-'));
  const dir = path.join(projectRoot, 'deploy/github-login');
  const config = fs
    .readFileSync(path.join(dir, 'wrangler.toml'), 'utf8')
    .replace(/^main = "([^"]+)"$/m, (_, main) => `main = ${JSON.stringify(path.join(dir, main))}`);
  fs.writeFileSync(path.join(home, 'wrangler.toml'), config);
  writeDevVars(home, vars);
  return runWrangler(
    ['dev', '-c', path.join(home, 'wrangler.toml'), ...localFlags(home, port, inspectorPort)],
    home,
    port,
    timeoutMs,
  );
}

/**
 * The variables a local wrangler gives the code it runs, as the host's settings reach it: `home`/.dev.vars.
 * @param {string} home
 * @param {Record<string, string>} vars
 */
function writeDevVars(home, vars) {
  const lines = Object.entries(vars).map(([name, value]) => `${name}=${JSON.stringify(value)}\n`);
  fs.writeFileSync(path.join(home, '.dev.vars'), lines.join(''));
}

/**
 * Every local run's flags: 127.0.0.1:port, the inspector's port, its state in `home`, no prompts, warnings only
 * (and each request answered, with `logRequests`).
 * @param {string} home
 * @param {number} port
 * @param {number} inspectorPort
 * @param {boolean} [logRequests]
 * @returns {string[]}
 */
const localFlags = (home, port, inspectorPort, logRequests = false) => [
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  '--inspector-port',
  String(inspectorPort),
  '--persist-to',
  path.join(home, 'state'),
  '--show-interactive-dev-session=false',
  '--log-level',
  logRequests ? 'info' : 'warn',
];

/**
 * Runs wrangler with `args` in `home` (its working directory, HOME and config; removed by stop), with
 * metrics off, and resolves once 127.0.0.1:port answers.
 * @param {string[]} args
 * @param {string} home
 * @param {number} port
 * @param {number} timeoutMs
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string }>}
 */
async function runWrangler(args, home, port, timeoutMs) {
  const child = spawn(WRANGLER, args, {
    cwd: home,
    env: {
      ...process.env,
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, '.config'),
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_SEND_METRICS: 'false',
      CI: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', /** @param {Buffer} chunk */ (chunk) => (log += chunk));
  child.stderr.on('data', /** @param {Buffer} chunk */ (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    fs.rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await fetch(url, { redirect: 'manual' });
      return { url, stop, output: () => log };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`wrangler ${args[0]} did not answer at ${url} within ${timeoutMs} ms:\n${log}`);
}

module.exports = { serveWithWrangler, serveLoginWorker };
