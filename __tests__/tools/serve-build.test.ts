/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServer, route } from '../../tools/serve-build.cjs';

const SECRET = 'outside the build';
let dir: string;
let server: http.Server;
let port: number;

/** A build folder with a 404 page, and files beside it that must stay out of reach. */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  fs.mkdirSync(path.join(dir, 'public'));
  fs.writeFileSync(path.join(dir, 'public/404.html'), 'not found');
  fs.writeFileSync(path.join(dir, 'public/index.html'), 'home');
  fs.mkdirSync(path.join(dir, 'public-secret'));
  fs.writeFileSync(path.join(dir, 'public-secret/key.txt'), SECRET);
  fs.writeFileSync(path.join(dir, 'key.txt'), SECRET);
  server = createServer(path.join(dir, 'public'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** GET with the path sent exactly as written (no client-side normalisation). */
const get = (rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

const ESCAPES = [
  '/..%2Fpublic-secret/key.txt',
  '/..%2fpublic-secret%2fkey.txt',
  '/%2e%2e%2Fpublic-secret/key.txt',
  '/%2E%2E%2Fpublic-secret%2Fkey.txt',
  '/.%2e/public-secret/key.txt',
  '/%2e./public-secret/key.txt',
  '/x/..%2F..%2Fkey.txt',
  '/%252e%252e%252Fpublic-secret/key.txt',
  '/..%2Fkey.txt',
  '/%2e%2e/key.txt',
  '/../public-secret/key.txt',
];

test.each(ESCAPES)('%s cannot leave public/: the 404 page answers', async (rawPath) => {
  expect(await get(rawPath)).toEqual({ status: 404, body: 'not found' });
});

test('a path that decodes to a sibling folder is routed to the 404 page', () => {
  const root = path.join(dir, 'public');
  expect(route(root, '/../public-secret/key.txt')).toEqual({ file: path.join(root, '404.html'), status: 404 });
  expect(route(root, '/../key.txt')).toEqual({ file: path.join(root, '404.html'), status: 404 });
});

test('the build itself is still served', async () => {
  expect(await get('/')).toEqual({ status: 200, body: 'home' });
});
