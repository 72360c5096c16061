import { VARIANTS, withoutFonts, withoutIcons, withoutScripts } from '../../tools/bench-variants.cjs';

// The shapes Gatsby and gatsby-ssr.tsx write into a page.
const page = [
  '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
  '<style data-identity="gatsby-global-css">@font-face{font-family:Inter;font-display:optional;src:url(/static/inter.woff2) format("woff2")}',
  '@font-face { font-family: Fraunces; src: url(/static/fraunces.woff2) }body{margin:0}</style>',
  '<style data-emotion="css 1a">.css-1a{font-family:Inter,sans-serif}</style>',
  '<script>window.firstTap=1</script>',
  '<link rel="preload" href="/static/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<script data-preload-scripts="/commons.js">load()</script>',
  '<link rel="preload" href="/page-data/index/page-data.json" as="fetch" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/app.js"/>',
  '<link rel="icon" href="/favicon-32x32.png"/>',
  '<script type="application/ld+json">{"@type":"LegalService"}</script>',
  '</head><body><h1>¿Su constructora no le entregó?</h1>',
  '<a href="https://wa.me/573001234567"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M1 1"/></svg>Escríbanos</a>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle r="1"></circle></svg>',
  '<script async src="/app.js"></script></body></html>',
].join('');

test('no scripts: every script element and the preloads only scripts use are gone, the rest is kept', () => {
  const edited = withoutScripts(page);
  expect(edited).not.toMatch(/<script|as="fetch"|modulepreload/);
  expect(edited).toContain('as="font"');
  expect(edited).toContain('<link rel="icon" href="/favicon-32x32.png"/>');
  expect(edited).toContain('<h1>¿Su constructora no le entregó?</h1>');
  expect(edited).toContain('<svg width="20"');
});

test('no fonts: the @font-face rules and the font preloads are gone, the other styles kept', () => {
  const edited = withoutFonts(page);
  expect(edited).not.toMatch(/@font-face|as="font"/);
  expect(edited).toContain('body{margin:0}</style>');
  expect(edited).toContain('.css-1a{font-family:Inter,sans-serif}');
  expect(edited).toContain('<script>window.firstTap=1</script>');
});

test('no icons: every inline svg is gone, the link around an icon keeps its text', () => {
  const edited = withoutIcons(page);
  expect(edited).not.toContain('<svg');
  expect(edited).toContain('<a href="https://wa.me/573001234567">Escríbanos</a>');
});

test('each variant keeps the cuts of the ones before it', () => {
  expect(VARIANTS.map(({ name }) => name)).toEqual(['no-scripts', 'no-fonts', 'no-icons']);
  const [noScripts, noFonts, noIcons] = VARIANTS.map(({ edit }) => edit(page));
  expect(noScripts).toBe(withoutScripts(page));
  expect(noFonts).toBe(withoutFonts(withoutScripts(page)));
  expect(noIcons).toBe(withoutIcons(noFonts as string));
  expect(noIcons).toContain('<h1>¿Su constructora no le entregó?</h1>');
});
