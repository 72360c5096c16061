/** Where the production build is served for browser tests (once, by global-setup, for every Jest worker). */
export const PORT = Number(process.env.BROWSER_TEST_PORT ?? 9321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Ports each Jest worker has to itself: a block of this many after PORT per worker. */
const PORTS_PER_WORKER = 20;

/**
 * A port for a server of this test file (nginx, decap-server, a proxy...): `offset` (0 to 19) in the
 * running Jest worker's own block, so test files running at once in two workers never share a port.
 */
export function workerPort(offset: number): number {
  if (!Number.isInteger(offset) || offset < 0 || offset >= PORTS_PER_WORKER) {
    throw new Error(`workerPort(${offset}): the offset must be an integer from 0 to ${PORTS_PER_WORKER - 1}`);
  }
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  return PORT + PORTS_PER_WORKER * worker + offset;
}
