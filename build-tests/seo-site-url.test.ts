/**
 * SITE_URL moves every absolute address of the build (canonical, Open Graph, JSON-LD,
 * sitemap, robots.txt) to another origin; a value that is not an origin stops the build.
 * The first case reads the variant build (build-tests/support/variant-build.ts); the second builds a
 * throwaway copy, which stops in seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import site from '../data/site.json';
import { BUILD_TEST_TIMEOUT_MS, buildIn, copyProject } from '../tools/build-copy.cjs';
import { projectPath } from '../src/content/project-path';
import { head, indexableRoutes, locs, pageFile } from './support/seo';
import { VARIANT_SITE_URL, variantBuild } from './support/variant-build';

// The first test waits for the variant build, which runs beside the production build and the browser tests (test-all.sh).
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

test(`SITE_URL=${VARIANT_SITE_URL} (the variant build): every absolute address is on it, none on the data address`, async () => {
  const { publicDir, slugs } = await variantBuild();
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');
  // This checkout's pages and the variant build's generated project pages.
  const routes = [...indexableRoutes(path.resolve(__dirname, '..')), ...slugs.map(projectPath)];

  const addresses: string[] = [];
  for (const route of routes) {
    const html = read(pageFile(route));
    const page = head(html);
    const expected = route === '/' ? `${VARIANT_SITE_URL}/` : `${VARIANT_SITE_URL}${route}`;
    expect(page.canonicals).toEqual([expected]);
    expect(page.meta('og:url')).toBe(expected);
    const data = JSON.parse(page.jsonLd[0] ?? '') as { url: string; logo: string; image: string; '@id': string };
    addresses.push(
      page.meta('og:image') ?? '',
      page.meta('twitter:image') ?? '',
      data.url,
      data.logo,
      data.image,
      data['@id'],
    );
    expect(html).not.toContain(site.siteUrl);
  }
  const sitemaps = locs(read('sitemap-index.xml'));
  expect(sitemaps).toEqual([`${VARIANT_SITE_URL}/sitemap-0.xml`]);
  const listed = locs(read('sitemap-0.xml'));
  expect(listed.sort()).toEqual(
    routes.map((r) => (r === '/' ? `${VARIANT_SITE_URL}/` : `${VARIANT_SITE_URL}${r}`)).sort(),
  );
  expect(read('robots.txt')).toContain(`Sitemap: ${VARIANT_SITE_URL}/sitemap-index.xml\n`);
  expect(addresses.every((url) => url.startsWith(`${VARIANT_SITE_URL}/`))).toBe(true);
});

test('an invalid SITE_URL stops the build with a message naming SITE_URL', async () => {
  const dir = copy();
  const { ok, output } = await buildIn(dir, { SITE_URL: 'https://example.test/landing/' });
  expect(ok).toBe(false);
  expect(output).toContain('SITE_URL "https://example.test/landing/" is not the address of a site');
  expect(output).toContain('did you mean https://example.test?');
  expect(fs.existsSync(path.join(dir, 'public/index.html'))).toBe(false);
});
