/**
 * The strict Content-Security-Policy fits the built pages: every inline script that a
 * browser would run is allowed by its sha256 in script-src, and no script file or script
 * preload is left to the parser ('strict-dynamic' refuses those), for this checkout's build and
 * for a build with a Tag Manager container and 50 generated project pages, served by
 * nginx with the committed configuration; the header files stay within Cloudflare's limits.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PORT } from '../browser-tests/support/server';
import { inlineScriptHashes } from '../deploy/csp-hashes.cjs';
import { adminContentSecurityPolicy, securityHeaders, serializePolicy } from '../deploy/host-config.cjs';
import { cmsConfigYaml, DEFAULT_DECAP_SERVER_PORT } from '../src/editor/assemble/config';
import { startNginx } from '../tools/local-nginx.cjs';
import { behavioursScriptBody, vitalsScript } from '../src/behaviours/behaviours-script.cjs';
import { chatScriptBody } from '../src/chat/chat-script.cjs';
import { inlineScripts, GTM_ID_ATTRIBUTE } from '../src/gatsby-hooks/csp/inline-script-registry.cjs';
import {
  blockedInlineScripts,
  directive,
  executableInlineScripts,
  inlineHandlers,
  parserInsertedScripts,
  routeOf,
} from './support/csp';
import { GENERATED_PROJECTS } from './support/many-projects';
import { CMS_ENV, TEST_GTM_ID, variantBuild } from './support/variant-build';
import { builtPages, publicDir } from './support/public';
import { deadlines } from '../tools/deadlines.cjs';

const root = path.resolve(__dirname, '..');
const policy = securityHeaders['Content-Security-Policy'] ?? '';
/** The content editor's own policy under /admin/, never sent with the public one. */
const adminPolicy = serializePolicy(adminContentSecurityPolicy);
/** Port of the nginx that serves the scale build (next to the browser tests' ports). */
const SCALE_PORT = PORT + 3;
/** Cloudflare Pages' limits for _headers (FIELD-NOTES, "Hosts"). */
const CLOUDFLARE = { rules: 100, lineLength: 2000 };

/** Every public Content-Security-Policy value a shipped host configuration sends (not the editor's). */
function shippedPolicies(): string[] {
  const headers = fs.readFileSync(path.join(root, 'static/_headers'), 'utf8');
  const nginx = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  return [
    ...Array.from(headers.matchAll(/^\s+Content-Security-Policy: (.*)$/gm), (m) => m[1] ?? ''),
    ...Array.from(nginx.matchAll(/add_header Content-Security-Policy "([^"]*)"/g), (m) => m[1] ?? ''),
  ].filter((sent) => sent !== adminPolicy);
}

describe('the policy', () => {
  test('every shipped host configuration sends it, with no inline or eval script and every registered hash', () => {
    const policies = shippedPolicies();
    expect(policy).toContain('script-src');
    expect(policies.length).toBeGreaterThan(1);
    for (const sent of policies) {
      expect(sent).toBe(policy);
      const scripts = directive(sent, 'script-src');
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(false);
      expect(scripts).toEqual([...inlineScriptHashes, "'strict-dynamic'", "'self'", 'https:']);
      expect(directive(sent, 'object-src')).toEqual(["'none'"]);
      expect(directive(sent, 'base-uri')).toEqual(["'self'"]);
    }
    expect(securityHeaders['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  test('the check flags an unregistered inline script, module or handler, and never data', () => {
    const page = [
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="application/json" data-example>{}</script>',
      `<script data-vitals="/vitals-1.js">${behavioursScriptBody()}</script>`,
      '<script src="/app.js" async></script>',
      '<script>window.chat = 1;</script>',
      '<script type="module">import("/x.js")</script>',
      '<a href="#" onclick="go()">x</a>',
    ].join('');
    expect(blockedInlineScripts(page, policy)).toEqual([
      expect.stringContaining('window.chat = 1;'),
      expect.stringContaining('import("/x.js")'),
    ]);
    expect(inlineHandlers(page)).toEqual(['<a href="#" onclick="go()">']);
  });

  test('the check flags every script file or script preload the parser would insert, and nothing else', () => {
    const page = [
      '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<link rel="preload" href="/page-data/app-data.json" as="fetch" crossorigin="anonymous"/>',
      '<link rel="preload" href="/c.js" as="script"/>',
      '<link rel="prefetch" href="/p.js" as="script"/>',
      '<link rel="modulepreload" href="/m.js"/>',
      '<script type="application/ld+json" src="/data.json"></script>',
      `<script data-vitals="/vitals-1.js">${behavioursScriptBody()}</script>`,
      '<script src="/app.js" async></script>',
      '<script src="/polyfill.js" nomodule></script>',
    ].join('');
    expect(parserInsertedScripts(page)).toEqual([
      '<script src="/app.js" async>',
      '<script src="/polyfill.js" nomodule>',
      '<link rel="preload" href="/c.js" as="script"/>',
      '<link rel="prefetch" href="/p.js" as="script"/>',
      '<link rel="modulepreload" href="/m.js"/>',
    ]);
  });

  test("static/_headers stays within Cloudflare's limits", () => {
    const lines = fs.readFileSync(path.join(root, 'static/_headers'), 'utf8').split('\n');
    const rules = lines.filter((line) => /^\//.test(line));
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE.rules);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(CLOUDFLARE.lineLength);
  });
});

describe('this checkout’s build (public/)', () => {
  test.each(builtPages())(
    '%s: every inline script is allowed by its hash (one Gatsby or a plugin added or changed, which page-scripts.tsx no longer rewrites, is listed), no inline handler, no script the parser inserts',
    (file) => {
      const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
      expect(blockedInlineScripts(html, policy)).toEqual([]);
      expect(inlineHandlers(html)).toEqual([]);
      expect(parserInsertedScripts(html)).toEqual([]);
    },
  );

  test.each(builtPages())(
    '%s holds the first-tap script then the fonts’ loader in <head>, the fonts’ loader again before its content, and the behaviours script last in <body>: no other script',
    (file) => {
      const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
      expect(executableInlineScripts(html).map(({ body }) => body)).toEqual([
        chatScriptBody(),
        inlineScripts.fontPreloads,
        inlineScripts.fontPreloads,
        behavioursScriptBody(),
      ]);
      const head = html.indexOf('</head>');
      expect(html.indexOf(`>${chatScriptBody()}</script>`)).toBeLessThan(head);
      const fonts = html.indexOf(`>${inlineScripts.fontPreloads}</script>`);
      expect(fonts).toBeLessThan(head);
      const bodyFonts = html.indexOf(`>${inlineScripts.fontPreloads}</script>`, fonts + 1);
      expect(bodyFonts).toBeGreaterThan(html.indexOf('<body>'));
      expect(bodyFonts).toBeLessThan(html.indexOf('<div id="___gatsby">'));
      const script = `<script data-vitals="/${vitalsScript().file}">${behavioursScriptBody()}</script>`;
      const behaviours = html.indexOf(script);
      expect(behaviours).toBeGreaterThan(html.indexOf('<div id="___gatsby">'));
      expect(html.slice(behaviours + script.length)).toMatch(/^(<!--[^>]*-->)?<\/body><\/html>$/);
    },
  );
});

describe(`the variant build (GTM_ID, the editor's settings, SITE_URL, ${GENERATED_PROJECTS} generated project pages), served by nginx`, () => {
  let built: string;
  let slugs: string[];
  let output: string;

  beforeAll(async () => {
    ({ publicDir: built, slugs, output } = await variantBuild());
  }, deadlines().build);

  test("the build succeeds (it stops when Gatsby's runtime is not where page-scripts.tsx leaves it out) and writes every generated page", () => {
    expect(output.slice(-3000)).toContain('Done building');
    for (const slug of slugs) expect(fs.existsSync(path.join(built, `${slug}.html`))).toBe(true);
  });

  test("the editor's built config.yml saves to the firm's repository through its OAuth provider", () => {
    expect(output).not.toContain('cannot log in on the site');
    expect(fs.readFileSync(path.join(built, 'admin/config.yml'), 'utf8')).toBe(
      cmsConfigYaml(DEFAULT_DECAP_SERVER_PORT, {
        repo: CMS_ENV.CMS_REPO,
        branch: 'main',
        authUrl: CMS_ENV.CMS_AUTH_URL,
      }),
    );
  });

  test('every page’s inline scripts (Tag Manager’s as page-scripts.tsx rewrites it) are allowed by their hash, and the parser inserts no script', () => {
    const pages = builtPages(built);
    expect(pages.length).toBeGreaterThan(GENERATED_PROJECTS);
    for (const file of pages) {
      const html = fs.readFileSync(path.join(built, file), 'utf8');
      expect([file, blockedInlineScripts(html, policy)]).toEqual([file, []]);
      expect([file, inlineHandlers(html)]).toEqual([file, []]);
      expect([file, parserInsertedScripts(html)]).toEqual([file, []]);
      expect(html).toContain(`<script ${GTM_ID_ATTRIBUTE}="${TEST_GTM_ID}">${inlineScripts.tagManager}</script>`);
    }
  });

  test('the shipped _headers fits Cloudflare and nginx sends every page the one policy', async () => {
    const lines = fs.readFileSync(path.join(built, '_headers'), 'utf8').split('\n');
    expect(lines.filter((line) => /^\//.test(line)).length).toBeLessThanOrEqual(CLOUDFLARE.rules);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(CLOUDFLARE.lineLength);
    const server = await startNginx(built, SCALE_PORT);
    try {
      const routes = builtPages(built).map(routeOf);
      const sent = await Promise.all(
        routes.map(
          (route) =>
            new Promise<string>((resolve, reject) => {
              http
                .get(server.url + route, (response) => {
                  response.resume();
                  resolve(`${route} ${String(response.headers['content-security-policy'])}`);
                })
                .on('error', reject);
            }),
        ),
      );
      expect(sent).toEqual(routes.map((route) => `${route} ${policy}`));
    } finally {
      await server.stop();
    }
  });
});
