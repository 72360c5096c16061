// Starts decap-server, Decap CMS's local backend, on 127.0.0.1 only (it has no login):
// MODE=fs writes the editor's saves straight into `dir` (data/ below it), with no git; with
// `gitRepo`, MODE=git commits them on branches in that repository instead (`CMS_REVIEW=1 npm run
// cms` gives it a worktree of its own, src/editor/local/cms-review.cjs).
// Used by `npm run cms` and the editor browser tests.
const { spawn } = require('node:child_process');

/** decap-server's entry: its package's `main`, the file its `decap-server` command runs. */
const DECAP_SERVER = require.resolve('decap-server');

/**
 * Starts decap-server for the project in `dir` on 127.0.0.1:port; resolves once it answers.
 * `gitRepo`: MODE=git in that repository (the server still runs in `dir`); `env`: added to its environment.
 * @param {string} dir
 * @param {number} port
 * @param {number} [timeoutMs]
 * @param {{ gitRepo?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ url: string, pid: number, stop: () => void }>}
 */
async function startDecapServer(dir, port, timeoutMs = 30000, { gitRepo, env = {} } = {}) {
  const server = spawn(process.execPath, [DECAP_SERVER], {
    cwd: dir,
    env: {
      ...process.env,
      ...env,
      MODE: gitRepo ? 'git' : 'fs',
      BIND_HOST: '127.0.0.1',
      PORT: String(port),
      GIT_REPO_DIRECTORY: gitRepo ?? dir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-(/** @type {number} */ (server.pid)), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      if (response.ok) return { url, pid: /** @type {number} */ (server.pid), stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`decap-server did not answer at ${url} within ${timeoutMs} ms`);
}

module.exports = { startDecapServer };
