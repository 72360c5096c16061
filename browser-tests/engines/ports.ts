import { workerPort } from '../support/server';

/**
 * Ports of the engine tests in the worker's block, past nginx.ts's (1 and 2):
 * nginx with TLS, a proxy port where nothing listens, WebKitWebDriver (one per session), and
 * the Tag Manager lab (browser-tests/support/tag-lab.ts): its TLS server and its proxy.
 */
export const ENGINE_PORTS = {
  nginx: workerPort(3),
  deadProxy: workerPort(4),
  webkitDriver: [workerPort(5), workerPort(6)],
  lab: { tls: workerPort(7), proxy: workerPort(8) },
} as const;
