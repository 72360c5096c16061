/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentSnapshot } from '../../src/editor/assemble/admin';
import { IMAGE_SIZES, plainImage, previewContent } from '../../src/editor/preview-data';

const source = (file: string) => fs.readFileSync(path.resolve(__dirname, '../../src', file), 'utf8');
const asset = (value: string) => `blob:${value}`;

test("each preview image has the size its section's query asks sharp for", () => {
  const queries = [
    'components/use-site-data.ts',
    'sections/home/hero-photos.tsx',
    'sections/home/process.tsx',
    'sections/home/testimonials.tsx',
    'sections/project/testimonials.tsx',
  ].map(source);
  for (const [field, { width, height, layout }] of Object.entries(IMAGE_SIZES)) {
    const asked = queries.flatMap((query) => [
      ...query.matchAll(/gatsbyImageData\(width: (\d+), (?:height: (\d+)|aspectRatio: ([\d.]+))[^)]*layout: (\w+)/g),
    ]);
    const match = asked.some(
      ([, w, h, ratio, kind]) =>
        Number(w) === width &&
        (h ? Number(h) === height : Math.round(width / Number(ratio)) === height) &&
        kind === layout.toUpperCase(),
    );
    expect([field, match]).toEqual([field, true]);
  }
});

test('the edited entry replaces its file; images get the address Decap gives and their query size', () => {
  const snapshot = contentSnapshot();
  const content = previewContent(
    snapshot,
    { typeName: 'TestimonialsJson', data: { items: [{ quote: 'Nueva cita', avatar: 'images/nueva.jpg' }] } },
    asset,
  );
  expect(content.get('TestimonialsJson')).toEqual({
    items: [
      {
        slug: '',
        quote: 'Nueva cita',
        author: '',
        location: '',
        role: '',
        avatar: plainImage('blob:images/nueva.jpg', 'TestimonialsJson.items.avatar'),
      },
    ],
  });
  const site = content.get('SiteJson') as { phone: { display: string }; logo: { image: unknown } };
  expect(site.phone.display).toMatch(/^\+57 /);
  expect(site.logo.image).toEqual(plainImage('blob:images/logo.png', 'SiteJson.logo.image'));
});

test("the reference code's switch previews as true or false, off when the form leaves it out", () => {
  const site = (data: unknown) =>
    (previewContent(contentSnapshot(), { typeName: 'SiteJson', data: data as never }, asset).get('SiteJson') ?? {})
      .chatReference;
  expect(site({ chatReference: true })).toBe(true);
  expect(site({ chatReference: false })).toBe(false);
  expect(site({})).toBe(false);
  expect(site({ chatReference: 'true' })).toBe(false);
});

test('a blank form renders as empty values, never as missing fields', () => {
  const content = previewContent(contentSnapshot(), { typeName: 'ProjectJson', data: undefined }, asset);
  const project = content.get('ProjectJson') as { hero: { title: string }; problems: { items: unknown[] } };
  expect(project.hero.title).toBe('');
  expect(project.problems.items).toEqual([]);
});
