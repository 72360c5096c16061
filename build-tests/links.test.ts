/**
 * Every link in the built HTML goes somewhere we mean it to: a WhatsApp chat with the
 * firm, a maps search for the office, the firm's phone (or e-mail), or a page of the
 * site that exists. Every link that opens a new tab gives the new page no opener.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import site from '../data/site.json';
import { builtPages, publicDir, readPublic } from './support/public';
import { pageFile } from './support/seo';

type Anchor = { page: string; href: string; target?: string; rel?: string };

/** The `<a href>` elements of a page and the ids it defines. */
function parse(page: string): { anchors: Anchor[]; ids: Set<string> } {
  const anchors: Anchor[] = [];
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.href !== undefined) {
        anchors.push({ page, href: attributes.href, target: attributes.target, rel: attributes.rel });
      }
    },
  });
  parser.write(readPublic(page));
  parser.end();
  return { anchors, ids };
}

const pages = new Map(builtPages().map((page) => [page, parse(page)]));

/** The built page a site path leads to, if any (`/` → index.html, `/frammento` → frammento.html). */
function builtPageFor(route: string): string | undefined {
  const file = pageFile(route);
  return fs.existsSync(path.join(publicDir, file)) ? file : undefined;
}

const CHAT = new RegExp(`^https://wa\\.me/${site.phone.digits}\\?text=([^&#+]+)$`);
const MAPS = /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=([^&#]+)$/;

/** Why `anchor` is not an allowed link, or undefined when it is. */
function problem({ page, href, target }: Anchor): string | undefined {
  if (href.startsWith('https://wa.me/')) {
    const text = CHAT.exec(href)?.[1];
    if (!text) return `not a chat with ${site.phone.digits} and a message (spaces as %20)`;
    if (decodeURIComponent(text).trim() === '') return 'empty chat message';
    return target === '_blank' ? undefined : 'a chat link must open in a new tab';
  }
  if (href.startsWith('https://www.google.com/maps')) {
    const query = MAPS.exec(href)?.[1];
    if (!query) return 'not a maps search';
    return decodeURIComponent(query).includes(site.address.street) ? undefined : 'not a search for the office';
  }
  if (href.startsWith('tel:')) return href === `tel:+${site.phone.digits}` ? undefined : "not the firm's phone";
  // The footer also shows the firm's e-mail address as a mailto: link.
  if (href.startsWith('mailto:')) return href === `mailto:${site.email}` ? undefined : "not the firm's e-mail";
  if (href.startsWith('#')) {
    return pages.get(page)?.ids.has(href.slice(1)) ? undefined : 'no element with that id on the page';
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    const [route = '', anchor] = href.split('#');
    if (route.includes('?')) return 'internal links carry no query';
    if (route !== '/' && route.endsWith('/')) return 'trailing slash (the site uses none)';
    const target = builtPageFor(route);
    if (!target) return 'no such page';
    if (anchor !== undefined && !pages.get(target)?.ids.has(anchor)) return `no element #${anchor} on ${route}`;
    return undefined;
  }
  return 'external link that is not a chat, a maps search or the phone';
}

test('the build has pages with links', () => {
  expect(pages.size).toBeGreaterThanOrEqual(3);
  expect([...pages.values()].flatMap((page) => page.anchors).length).toBeGreaterThan(10);
});

test('every link is a chat, a maps search, the phone, the e-mail or a page of the site that exists', () => {
  const wrong = [...pages.values()]
    .flatMap((page) => page.anchors)
    .map((anchor) => ({ anchor, why: problem(anchor) }))
    .filter(({ why }) => why !== undefined)
    .map(({ anchor, why }) => `${anchor.page}: ${anchor.href} (${why})`);
  expect(wrong).toEqual([]);
});

test('every link that opens a new tab carries noopener', () => {
  const unsafe = [...pages.values()]
    .flatMap((page) => page.anchors)
    .filter((anchor) => anchor.target === '_blank' && !(anchor.rel ?? '').split(/\s+/).includes('noopener'))
    .map((anchor) => `${anchor.page}: ${anchor.href}`);
  expect(unsafe).toEqual([]);
});

test('the home page has a chat, the maps search, the phone and in-page links', () => {
  const hrefs = pages.get('index.html')?.anchors.map((anchor) => anchor.href) ?? [];
  expect(hrefs.some((href) => CHAT.test(href))).toBe(true);
  expect(hrefs.some((href) => MAPS.test(href))).toBe(true);
  expect(hrefs).toContain(`tel:+${site.phone.digits}`);
  expect(hrefs).toContain('/');
});

describe('the link check itself', () => {
  const page = 'index.html';
  test.each([
    ['https://example.com/', 'external link that is not a chat, a maps search or the phone'],
    ['http://wa.me/573105550123?text=Hola', 'external link that is not a chat, a maps search or the phone'],
    ['https://wa.me/570000000000?text=Hola', `not a chat with ${site.phone.digits} and a message (spaces as %20)`],
    [
      `https://wa.me/${site.phone.digits}?text=Hola+amigo`,
      `not a chat with ${site.phone.digits} and a message (spaces as %20)`,
    ],
    ['https://www.google.com/maps/place/x', 'not a maps search'],
    ['tel:+570000000', "not the firm's phone"],
    ['/frammento/', 'trailing slash (the site uses none)'],
    ['/no-existe', 'no such page'],
    ['/#no-existe', 'no element #no-existe on /'],
    ['//example.com/x', 'external link that is not a chat, a maps search or the phone'],
    ['javascript:void(0)', 'external link that is not a chat, a maps search or the phone'],
  ])('refuses %s', (href, why) => {
    expect(problem({ page, href, target: '_blank', rel: 'noopener' })).toBe(why);
  });

  test('a chat link that does not open a new tab is refused', () => {
    expect(problem({ page, href: `https://wa.me/${site.phone.digits}?text=Hola`, rel: 'noopener' })).toBe(
      'a chat link must open in a new tab',
    );
  });
});
