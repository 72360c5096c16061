/**
 * static/_headers and deploy/nginx.conf come from one source (deploy/host-config.cjs)
 * and cannot drift from it; they send the headers the site requires; the build ships _headers; and
 * the cache rules fit the files the build really writes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  IMMUTABLE,
  REVALIDATE,
  admin,
  adminContentSecurityPolicy,
  cacheRules,
  htmlRedirects,
  contentSecurityPolicy,
  hashedAssetPattern,
  securityHeaders,
} from '../deploy/host-config.cjs';
import { inlineScriptHashes } from '../deploy/csp-hashes.cjs';
import { builtPages, publicDir, readPublic } from './support/public';

const root = path.resolve(__dirname, '..');
const GENERATOR = 'scripts/generate/make-host-config.mjs';
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const generate = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(cwd, GENERATOR), ...args], { cwd, encoding: 'utf8' });

describe('one source, no drift', () => {
  test('regenerating gives byte-identical files', () => {
    const result = generate(root, '--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  test('a hand edit of a generated file is caught, and regenerating restores it', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
    try {
      for (const entry of [
        'deploy',
        'static',
        'scripts',
        'data/site.json',
        'src/gatsby-hooks/csp/inline-script-registry.cjs',
        'src/shared',
        'src/chat',
        'src/behaviours',
        'src/vitals',
      ]) {
        fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
      }
      // The first-tap script is built with the project's TypeScript and terser, the behaviours script with esbuild.
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
      const conf = path.join(copy, 'deploy/nginx.conf');
      fs.writeFileSync(conf, fs.readFileSync(conf, 'utf8').replace(" 'unsafe-inline'", ''));
      const check = generate(copy, '--check');
      expect(check.status).toBe(1);
      expect(check.stderr).toContain('deploy/nginx.conf');
      expect(check.stderr).not.toContain('static/_headers');
      expect(generate(copy).status).toBe(0);
      expect(fs.readFileSync(conf, 'utf8')).toBe(read('deploy/nginx.conf'));
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('the headers asked for', () => {
  test('security headers', () => {
    expect(securityHeaders).toEqual({
      'Content-Security-Policy': expect.any(String),
      'Strict-Transport-Security': expect.stringMatching(/^max-age=31536000\b/),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });

  test('the CSP trusts the hashed scripts and what they load, any https beacon, pixel or frame, and Preview mode', () => {
    // The header as sent, written out in full.
    expect(securityHeaders['Content-Security-Policy']).toBe(
      `default-src 'self'; script-src ${inlineScriptHashes.join(' ')} 'strict-dynamic' 'self' https:; ` +
        "style-src 'self' 'unsafe-inline' https://tagmanager.google.com https://www.googletagmanager.com https://fonts.googleapis.com; " +
        "img-src 'self' data: https:; font-src 'self' data: https://fonts.gstatic.com; connect-src 'self' https:; " +
        "frame-src https:; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
    // No eval, no inline script or handler, no plain http anywhere.
    expect(Object.values(contentSecurityPolicy).flat()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/unsafe-eval|^http:|^\*$/)]),
    );
  });

  test('static/_headers sends every security header for every path', () => {
    const headers = read('static/_headers');
    const everyPath = headers.split(/\n(?=\/)/).find((block) => block.startsWith('/*\n')) ?? '';
    for (const [name, value] of Object.entries(securityHeaders)) expect(everyPath).toContain(`  ${name}: ${value}\n`);
    for (const rule of cacheRules) {
      for (const pattern of rule.headersPaths)
        expect(headers).toContain(`${pattern}\n  Cache-Control: ${rule.cacheControl}\n`);
    }
  });

  test('every nginx location repeats every security header (an add_header block inherits none)', () => {
    const conf = read('deploy/nginx.conf');
    const locations = conf.split(/\n {4}location /).slice(1);
    // The 404 page, the trailing slash, the second addresses, /admin and /admin/, the cache rules.
    expect(locations.length).toBe(4 + htmlRedirects.nginx.length + cacheRules.length);
    for (const location of locations) {
      const expected = location.startsWith(`${admin.nginx.location} {`) ? admin.securityHeaders : securityHeaders;
      for (const [name, value] of Object.entries(expected)) {
        expect(location).toContain(`add_header ${name} "${value}" always;`);
      }
    }
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toMatch(/\n {4}listen 80;\n/);
    expect(conf).toMatch(/\n {4}# ROOT: .*\n {4}root \/\S+;\n/);
  });
});

describe('the content editor at /admin/', () => {
  test('has its own policy, which lets the CMS run, and the public policy does not', () => {
    expect(adminContentSecurityPolicy['script-src']).toContain("'unsafe-eval'");
    expect(adminContentSecurityPolicy['connect-src']).toEqual(
      expect.arrayContaining(['blob:', 'http://127.0.0.1:8081', 'http://localhost:8081', 'https://api.github.com']),
    );
    expect(adminContentSecurityPolicy['img-src']).toEqual(expect.arrayContaining(['blob:', 'data:']));
    expect(admin.securityHeaders['Content-Security-Policy']).not.toBe(securityHeaders['Content-Security-Policy']);
    const { 'Content-Security-Policy': adminPolicy, ...adminRest } = admin.securityHeaders;
    const { 'Content-Security-Policy': publicPolicy, ...publicRest } = securityHeaders;
    expect([adminPolicy, publicPolicy].every(Boolean)).toBe(true);
    expect(adminRest).toEqual(publicRest);
  });

  test('static/_headers: its rule comes last and first detaches what the broader rules set (Cloudflare `! Name`)', () => {
    const blocks = read('static/_headers')
      .trimEnd()
      .split(/\n(?=\/)/);
    const last = blocks[blocks.length - 1] ?? '';
    expect(last).toBe(
      [
        admin.headersPath,
        '  ! Content-Security-Policy',
        '  ! Cache-Control',
        `  Content-Security-Policy: ${admin.securityHeaders['Content-Security-Policy']}`,
        `  Cache-Control: ${REVALIDATE}`,
      ].join('\n'),
    );
  });
});

describe('Cloudflare limits', () => {
  test('static/_headers has at most 100 rules and no line over 2,000 characters', () => {
    const lines = read('static/_headers').split('\n');
    expect(lines.filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);
  });
});

describe('the build', () => {
  test('ships static/_headers at its root', () => {
    expect(readPublic('_headers')).toBe(read('static/_headers'));
  });

  test('every script and stylesheet at the root is named with its content hash (so caching them a year is safe)', () => {
    const hashed = new RegExp(hashedAssetPattern);
    const assets = fs.readdirSync(publicDir).filter((file) => /\.(js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((file) => !hashed.test(`/${file}`))).toEqual([]);
  });

  test("no page loads Partytown's unhashed scripts (which /*.js in _headers would also mark immutable)", () => {
    for (const page of builtPages()) expect([page, readPublic(page).includes('~partytown')]).toEqual([page, false]);
  });

  test('immutable and revalidated are the two cache policies', () => {
    expect(new Set(cacheRules.map((rule) => rule.cacheControl))).toEqual(new Set([IMMUTABLE, REVALIDATE]));
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toBe('public, max-age=0, must-revalidate');
  });
});
