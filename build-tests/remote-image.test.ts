/**
 * Images by address: an editor writes an http(s) address instead of a path. A real build of a
 * throwaway copy fetches it from a small HTTP server on 127.0.0.1 once, makes AVIF and WebP
 * from it like any local photo and serves them from /static/; the address itself never
 * reaches the pages. An address that cannot be fetched stops the build naming the file,
 * the entry, the field and the address.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { edit } from '../__tests__/fixtures/bad-data/cases.cjs';
import { buildIn, copyProject } from '../tools/build-copy.cjs';

jest.setTimeout(600_000);

const PHOTO = path.resolve(__dirname, '../data/images/client-2.jpg');
const copies: string[] = [];
let server: http.Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/fotos/cliente-remoto.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(fs.readFileSync(PHOTO));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no existe');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

const copy = () => {
  const dir = copyProject();
  copies.push(dir);
  return dir;
};

/** Every text file the build wrote (HTML, page data, JS, CSS, JSON), with its path. */
function builtText(dir: string): [string, string][] {
  const files: [string, string][] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:html|json|js|css|xml|txt|webmanifest)$/.test(entry.name)) {
        files.push([full, fs.readFileSync(full, 'utf8')]);
      }
    }
  };
  walk(path.join(dir, 'public'));
  return files;
}

test('a photo given by address is fetched once and served from the site as AVIF and WebP', async () => {
  const dir = copy();
  const url = `${origin}/fotos/cliente-remoto.jpg`;
  // The same address in two fields of two files: one download serves both.
  edit(path.join(dir, 'data'), 'clients.json', ({ items: list }: { items: { photo: string }[] }) => {
    if (list[1]) list[1].photo = url;
  });
  edit(path.join(dir, 'data'), 'testimonials.json', ({ items: list }: { items: { avatar: string }[] }) => {
    if (list[0]) list[0].avatar = url;
  });
  const { ok, output } = await buildIn(dir);
  expect({ ok, tail: ok ? '' : output.slice(-3000) }).toEqual({ ok: true, tail: '' });
  expect(requests.filter((r) => r === '/fotos/cliente-remoto.jpg')).toHaveLength(1);

  const html = fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8');
  const served = [...html.matchAll(/\/static\/[^\s"',]+\/cliente-remoto\.(avif|webp|jpg)/g)];
  expect(new Set(served.map((m) => m[1]))).toEqual(new Set(['avif', 'webp', 'jpg']));
  for (const [src] of served) expect(fs.existsSync(path.join(dir, 'public', src))).toBe(true);
  // Only the editor's copy of the content names the address (its preview shows the photo from there, as the
  // editor wrote it); nothing a visitor loads does.
  const naming = builtText(dir)
    .filter(([, text]) => text.includes(origin))
    .map(([file]) => path.relative(dir, file));
  expect(naming).toEqual(['public/admin/content.json']);
});

test('an address that cannot be fetched stops the build naming file, entry, field and address', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const url = `http://127.0.0.1:${port}/fotos/no-esta.jpg`;

  const dir = copy();
  edit(path.join(dir, 'data'), 'clients.json', ({ items: list }: { items: { photo: string }[] }) => {
    if (list[1]) list[1].photo = url;
  });
  const { ok, output } = await buildIn(dir);
  expect(ok).toBe(false);
  expect(output).toContain(`data/clients.json, entry 2 ("cliente-2"), field "photo": could not download ${url}`);
  expect(fs.existsSync(path.join(dir, 'public/index.html'))).toBe(false);
});

test('an address that answers 404 stops the build the same way', async () => {
  const url = `${origin}/fotos/borrada.jpg`;
  const dir = copy();
  edit(
    path.join(dir, 'data'),
    'projects/frammento.json',
    (project: { testimonials: { items: { avatar: string }[] } }) => {
      const item = project.testimonials.items[2];
      if (item) item.avatar = url;
    },
  );
  const { ok, output } = await buildIn(dir);
  expect(ok).toBe(false);
  expect(output).toContain(
    `data/projects/frammento.json, the file, field "testimonials.items[2].avatar": could not download ${url}`,
  );
});
