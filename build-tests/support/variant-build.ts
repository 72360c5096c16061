import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { edit } from '../../__tests__/fixtures/bad-data/cases.cjs';
import { BUILD_TEST_TIMEOUT_MS, buildIn, copyProject } from '../../tools/build-copy.cjs';
import { writeProjects } from './many-projects';

const projectRoot = path.resolve(__dirname, '../..');

/** The container id the variant build is made with. */
export const TEST_GTM_ID = 'GTM-TEST123';
/** The address the variant build is published at (SITE_URL). */
export const VARIANT_SITE_URL = 'https://example.test';
/** The editor's production settings, as the firm sets them on the host (docs/publishing.md, "The editor in production"). */
export const CMS_ENV = { CMS_REPO: 'firma-ejemplo/sitio', CMS_AUTH_URL: 'https://auth.firma-ejemplo.workers.dev' };

/** Every setting of the variant build that differs from the default build. */
const VARIANT_ENV = { GTM_ID: TEST_GTM_ID, SITE_URL: VARIANT_SITE_URL, ...CMS_ENV };

/** What decides the output of a build: with the settings, the key of the kept variant build. */
const BUILD_INPUTS = [
  'src',
  'data',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-ssr.tsx',
  'gatsby-browser.tsx',
  'package-lock.json',
  'build-tests/support/many-projects.ts',
  'build-tests/support/variant-build.ts',
];

function hashInputs(): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify(VARIANT_ENV));
  const add = (file: string) => {
    const full = path.join(projectRoot, file);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) add(path.join(file, entry));
    } else hash.update(file).update(fs.readFileSync(full));
  };
  BUILD_INPUTS.forEach(add);
  return hash.digest('hex').slice(0, 16);
}

/** Where the variant build's photo given by address is served from while it builds. */
const REMOTE_PHOTO_PATH = '/fotos/cliente-remoto.jpg';
const PHOTO = path.join(projectRoot, 'data/images/client-2.jpg');

export type VariantBuild = {
  /** The build's public/ directory. */
  publicDir: string;
  /** What `gatsby build` printed. */
  output: string;
  /** The slugs of the generated project pages. */
  slugs: string[];
  /** The photo given by address (two fields of two files name it), and how often the build asked for it. */
  remotePhoto: { url: string; requests: number };
};

/**
 * A small HTTP server on 127.0.0.1 for the photo an editor gives by address (REMOTE_PHOTO_PATH); it
 * counts the requests for it and answers 404 to anything else.
 */
async function servePhoto(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    if (req.url === REMOTE_PHOTO_PATH) {
      requests += 1;
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(fs.readFileSync(PHOTO));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no existe');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${REMOTE_PHOTO_PATH}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const PREFIX = 'site-variant-build-';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes the build into `target` (public/, build.log, facts.json). */
async function makeVariantBuild(target: string): Promise<void> {
  const copy = copyProject();
  const photo = await servePhoto();
  try {
    const data = path.join(copy, 'data');
    const slugs = writeProjects(data);
    // The same address in two fields of two files: one download must serve both.
    edit(data, 'clients.json', ({ items: list }: { items: { photo: string }[] }) => {
      if (list[1]) list[1].photo = photo.url;
    });
    edit(data, 'testimonials.json', ({ items: list }: { items: { avatar: string }[] }) => {
      if (list[0]) list[0].avatar = photo.url;
    });
    const { ok, output } = await buildIn(copy, VARIANT_ENV);
    if (!ok)
      throw new Error(`The variant build (${Object.keys(VARIANT_ENV).join(', ')}) failed:\n${output.slice(-4000)}`);
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'build.log'), output);
    const facts: Omit<VariantBuild, 'publicDir' | 'output'> = {
      slugs,
      remotePhoto: { url: photo.url, requests: photo.requests() },
    };
    fs.writeFileSync(path.join(target, 'facts.json'), JSON.stringify(facts));
    fs.renameSync(path.join(copy, 'public'), path.join(target, 'public'));
  } finally {
    await photo.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * The variant build: one production build, in a throwaway copy of the project, with every setting the
 * tests check set away from its default: a Tag Manager container (GTM_ID), the editor's production
 * backend (CMS_REPO, CMS_AUTH_URL), another SITE_URL, GENERATED_PROJECTS more project pages, and a photo
 * given by address instead of a path (about a minute). The build tests (csp, seo-site-url,
 * remote-image) and the browser tests of a container and of the hosts (nginx, degraded, tag-manager,
 * hosts) all read this one. It is kept in the temporary directory under a hash of the build's
 * inputs, so a run makes it once; a lock makes a second Jest worker wait for the first one's build.
 */
export async function variantBuild(): Promise<VariantBuild> {
  const key = hashInputs();
  const target = path.join(os.tmpdir(), PREFIX + key);
  const lock = `${target}.lock`;
  const read = (): VariantBuild => ({
    publicDir: path.join(target, 'public'),
    output: fs.readFileSync(path.join(target, 'build.log'), 'utf8'),
    ...(JSON.parse(fs.readFileSync(path.join(target, 'facts.json'), 'utf8')) as Omit<
      VariantBuild,
      'publicDir' | 'output'
    >),
  });
  const done = () => fs.existsSync(path.join(target, 'public/index.html'));
  for (;;) {
    if (done()) return read();
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker is building it (or died while building: its lock is then older than a build can take).
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > BUILD_TEST_TIMEOUT_MS + 5 * 60_000)
        fs.rmSync(lock, { recursive: true, force: true });
      await sleep(1000);
      continue;
    }
    try {
      if (done()) return read();
      for (const old of fs.readdirSync(os.tmpdir())) {
        if (old.startsWith(PREFIX) && !old.endsWith('.lock')) {
          fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
        }
      }
      await makeVariantBuild(target);
      return read();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}
