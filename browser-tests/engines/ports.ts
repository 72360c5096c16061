import { PORT } from '../support/server';

/**
 * Ports of the engine tests, after the ones the other browser tests use (PORT, PORT+1, PORT+2):
 * nginx with TLS, a proxy port where nothing listens, WebKitWebDriver (one per session), and
 * the Tag Manager lab (browser-tests/support/tag-lab.ts): its TLS server and its proxy.
 */
export const ENGINE_PORTS = {
  nginx: PORT + 3,
  deadProxy: PORT + 4,
  webkitDriver: [PORT + 5, PORT + 6],
  lab: { tls: PORT + 7, proxy: PORT + 8 },
} as const;
