import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { adminContentSecurityPolicyFor } from '../../deploy/host-config.cjs';
import { CONTENT_TYPES } from '../../scripts/serve-build.cjs';
import { cmsConfigYaml } from '../../src/gatsby/cms-config';
import { PORT } from './server';

/** decap-server and the editor's page for the editor test: next to the browser-test port. */
export const DECAP_PORT = PORT + 3;
export const ADMIN_PORT = PORT + 4;

/**
 * Serves the built public/admin/ on 127.0.0.1:port under the editor's CSP (for that port), with the built
 * config.yml pointed at the test's decap-server (the built one names the default port).
 */
export function serveBuiltAdmin(port: number, decapPort: number): Promise<http.Server> {
  const dir = path.resolve(__dirname, '../../public/admin');
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/admin\//, '') || 'index.html';
    const file = path.join(dir, name);
    const headers = {
      'Content-Security-Policy': adminContentSecurityPolicyFor(decapPort),
      'Content-Type': CONTENT_TYPES[path.extname(name)] ?? '',
    };
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
