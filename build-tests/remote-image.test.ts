/**
 * Images by address: an editor writes an http(s) address instead of a path. The variant build
 * (build-tests/support/variant-build.ts) gives one photo by address in two fields of two files,
 * served by a small HTTP server on 127.0.0.1: the build fetches it once, makes AVIF and WebP from
 * it like any local photo and serves them from /static/; the address itself never reaches the
 * pages. An address that cannot be fetched stops a build of a throwaway copy (in seconds), naming
 * the file, the entry, the field and the address.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { edit } from '../__tests__/fixtures/bad-data/cases.cjs';
import { BUILD_TEST_TIMEOUT_MS, buildIn, copyProject } from '../tools/build-copy.cjs';
import { variantBuild } from './support/variant-build';

jest.setTimeout(BUILD_TEST_TIMEOUT_MS);

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

const copy = () => {
  const dir = copyProject();
  copies.push(dir);
  return dir;
};

/** Every text file under `folder` (HTML, page data, JS, CSS, JSON), with its path. */
function builtText(folder: string): [string, string][] {
  const files: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:html|json|js|css|xml|txt|webmanifest)$/.test(entry.name)) {
        files.push([full, fs.readFileSync(full, 'utf8')]);
      }
    }
  };
  walk(folder);
  return files;
}

test('a photo given by address is fetched once and served from the site as AVIF and WebP', async () => {
  const { publicDir, remotePhoto } = await variantBuild();
  expect(remotePhoto.requests).toBe(1);

  const html = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const served = [...html.matchAll(/\/static\/[^\s"',]+\/cliente-remoto\.(avif|webp|jpg)/g)];
  expect(new Set(served.map((m) => m[1]))).toEqual(new Set(['avif', 'webp', 'jpg']));
  for (const [src] of served) expect(fs.existsSync(path.join(publicDir, src))).toBe(true);
  // Only the editor's copy of the content names the address (its preview shows the photo from there, as the
  // editor wrote it); nothing a visitor loads does.
  const { origin } = new URL(remotePhoto.url);
  const naming = builtText(publicDir)
    .filter(([, text]) => text.includes(origin))
    .map(([file]) => path.relative(publicDir, file));
  expect(naming).toEqual(['admin/content.json']);
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
  const server = http.createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('no existe');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fotos/borrada.jpg`;
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
  await new Promise((resolve) => server.close(resolve));
  expect(ok).toBe(false);
  expect(output).toContain(
    `data/projects/frammento.json, the file, field "testimonials.items[2].avatar": could not download ${url}`,
  );
});
