import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { cmsConfigYaml } from '../../src/gatsby/cms-config';
import { PORT } from './server';

/** decap-server and the editor's page for the editor test: next to the browser-test port. */
export const DECAP_PORT = PORT + 3;
export const ADMIN_PORT = PORT + 4;

/**
 * The Content-Security-Policy /admin/ needs, for a decap-server on `decapPort` and the GitHub
 * backend: Decap compiles its config schema with ajv (`'unsafe-eval'`), injects styles, shows
 * uploaded photos as blob: and data: addresses (and reads them back from blob: to save them)
 * and photos given by https:// address.
 */
export const adminCsp = (decapPort: number): string =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' blob: http://127.0.0.1:${decapPort} http://localhost:${decapPort} https://api.github.com`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const TYPES: { [ext: string]: string } = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Serves the built public/admin/ on 127.0.0.1:port under its own CSP, with the built
 * config.yml pointed at the test's decap-server (the built one names the default port).
 */
export function serveBuiltAdmin(port: number, decapPort: number): Promise<http.Server> {
  const dir = path.resolve(__dirname, '../../public/admin');
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/admin\//, '') || 'index.html';
    const file = path.join(dir, name);
    const headers = { 'Content-Security-Policy': adminCsp(decapPort), 'Content-Type': TYPES[path.extname(name)] ?? '' };
    if (name === 'config.yml') {
      response.writeHead(200, headers).end(cmsConfigYaml(decapPort));
    } else if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
    } else {
      response.writeHead(200, headers).end(fs.readFileSync(file));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
