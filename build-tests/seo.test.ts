/**
 * What search engines and link previews read from the production build: the head of every
 * page, the LegalService JSON-LD (checked against data/site.json), the share image, the
 * icons and manifest, the sitemap and robots.txt. All addresses are on the one site
 * address: SITE_URL when the build had it, else data/site.json's siteUrl.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import site from '../data/site.json';
import { SITEMAP_PATH } from '../src/gatsby-hooks/output/robots';
import shareImage from '../src/seo/share-image.json';
import { siteUrlFrom } from '../src/seo/site-url';
import { color } from '../src/theme/tokens';
import { builtPages, publicDir, readPublic } from './support/public';
import { head, indexableRoutes, locs, pageFile } from './support/seo';

const root = path.resolve(__dirname, '..');
const siteUrl = siteUrlFrom(process.env.SITE_URL, site.siteUrl);
const routes = indexableRoutes(root);
const urlOf = (route: string) => (route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`);
const NOT_FOUND = ['404.html'];

test('the build has exactly the indexable pages and the 404 page', () => {
  expect(routes[0]).toBe('/');
  expect(routes.length).toBeGreaterThan(1);
  const pages = builtPages().filter((file) => !file.startsWith('_gatsby/'));
  expect(pages.sort()).toEqual([...routes.map(pageFile), ...NOT_FOUND].sort());
});

describe.each(routes)('indexable page %s', (route) => {
  const page = head(readPublic(pageFile(route)));
  const [title] = page.titles;

  test('one Spanish title and one description, the canonical absolute address, no noindex', () => {
    expect(page.titles).toHaveLength(1);
    expect(title).toContain(site.name);
    expect(page.descriptions).toHaveLength(1);
    expect(page.descriptions[0]?.length).toBeGreaterThan(50);
    expect(page.canonicals).toEqual([urlOf(route)]);
    if (route !== '/') expect(page.canonicals[0]).not.toMatch(/\/$/);
    expect(page.robots).toBeUndefined();
  });

  test('Open Graph and Twitter card tags: this page, the share image', () => {
    const image = `${siteUrl}${shareImage.src}`;
    const description = page.descriptions[0];
    expect({
      'og:type': page.meta('og:type'),
      'og:locale': page.meta('og:locale'),
      'og:site_name': page.meta('og:site_name'),
      'og:title': page.meta('og:title'),
      'og:description': page.meta('og:description'),
      'og:url': page.meta('og:url'),
      'og:image': page.meta('og:image'),
      'og:image:type': page.meta('og:image:type'),
      'og:image:width': page.meta('og:image:width'),
      'og:image:height': page.meta('og:image:height'),
      'og:image:alt': page.meta('og:image:alt'),
      'twitter:card': page.meta('twitter:card'),
      'twitter:title': page.meta('twitter:title'),
      'twitter:description': page.meta('twitter:description'),
      'twitter:image': page.meta('twitter:image'),
      'twitter:image:alt': page.meta('twitter:image:alt'),
    }).toEqual({
      'og:type': 'website',
      'og:locale': 'es_CO',
      'og:site_name': site.name,
      'og:title': title,
      'og:description': description,
      'og:url': urlOf(route),
      'og:image': image,
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': shareImage.alt,
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': image,
      'twitter:image:alt': shareImage.alt,
    });
  });

  test('LegalService JSON-LD: valid JSON, the firm of data/site.json, no self-rating', () => {
    expect(page.jsonLd).toHaveLength(1);
    const text = page.jsonLd[0] ?? '';
    expect(text).not.toMatch(/aggregateRating|"review"|ratingValue/i);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      '@id': `${siteUrl}/#firma`,
      name: site.name,
      description: site.description,
      url: `${siteUrl}/`,
      logo: expect.stringMatching(new RegExp(`^${siteUrl.replace(/\./g, '\\.')}/static/\\w+/logo\\.png$`)),
      image: `${siteUrl}${shareImage.src}`,
      telephone: `+${site.phone.digits}`,
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: expect.any(String),
        addressRegion: expect.any(String),
        addressCountry: 'CO',
      },
      areaServed: { '@type': 'Country', name: 'Colombia' },
    });
    const { addressLocality, addressRegion } = data.address as Record<string, string>;
    expect(site.address.city).toContain(addressLocality);
    expect(site.address.city).toContain(addressRegion);
    const logo = String(data.logo).slice(siteUrl.length);
    expect(fs.existsSync(path.join(publicDir, logo))).toBe(true);
  });
});

test('titles and descriptions are unique across pages', () => {
  const heads = [...routes.map(pageFile), '404.html'].map((file) => head(readPublic(file)));
  const titles = heads.map((h) => h.titles[0]);
  const descriptions = heads.map((h) => h.descriptions[0]);
  expect(new Set(titles).size).toBe(heads.length);
  expect(new Set(descriptions).size).toBe(heads.length);
});

test.each(NOT_FOUND)('%s: noindex, no canonical, no JSON-LD', (file) => {
  const page = head(readPublic(file));
  expect(page.titles).toHaveLength(1);
  expect(page.descriptions).toHaveLength(1);
  expect(page.robots).toBe('noindex, follow');
  expect(page.canonicals).toEqual([]);
  expect(page.meta('og:url')).toBeUndefined();
  expect(page.jsonLd).toEqual([]);
});

test('the share image is served: 1200×630 JPEG under 300 KB', async () => {
  const file = path.join(publicDir, shareImage.src);
  const { format, width, height } = await sharp(file).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: shareImage.width, height: shareImage.height });
  expect([shareImage.width, shareImage.height]).toEqual([1200, 630]);
  expect(fs.statSync(file).size).toBeLessThan(300 * 1024);
});

test('the share image shows the current firm name and tagline (else run `npm run share-image`)', () => {
  const home = JSON.parse(fs.readFileSync(path.join(root, 'data/home.json'), 'utf8')) as {
    hero: { badge: string; title: string };
  };
  expect(shareImage.alt).toBe(`${site.name}. ${home.hero.badge}. ${home.hero.title}`);
});

test.each(routes.map(pageFile))('%s: favicon, apple-touch-icon, manifest and theme colour', (file) => {
  const page = head(readPublic(file));
  const served = (href: string) => fs.existsSync(path.join(publicDir, href.split('?')[0] ?? ''));
  expect(page.links('icon').length).toBeGreaterThan(0);
  expect(page.links('apple-touch-icon').length).toBeGreaterThan(0);
  expect(page.links('manifest')).toEqual(['/manifest.webmanifest']);
  expect([...page.links('icon'), ...page.links('apple-touch-icon')].every(served)).toBe(true);
  expect(page.meta('theme-color')).toBe(color.navy);
});

test('the web manifest: the firm, Spanish, theme colour and icons from one image', () => {
  const manifest = JSON.parse(readPublic('manifest.webmanifest')) as {
    name: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: site.name, lang: 'es-CO', theme_color: color.navy });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons)
    expect(fs.existsSync(path.join(publicDir, icon.src.split('?')[0] ?? ''))).toBe(true);
});

test('the sitemap lists exactly the home and project pages, never the 404', () => {
  const index = readPublic(SITEMAP_PATH.slice(1));
  const maps = locs(index);
  expect(maps).toEqual([`${siteUrl}/sitemap-0.xml`]);
  const listed = maps.flatMap((map) => locs(readPublic(map.slice(siteUrl.length + 1))));
  expect(listed.sort()).toEqual(routes.map(urlOf).sort());
  expect(listed.join(' ')).not.toMatch(/404/);
});

test('robots.txt allows everything and names the sitemap on the site address', () => {
  expect(readPublic('robots.txt')).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
});
