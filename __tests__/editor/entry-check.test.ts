import fs from 'node:fs';
import path from 'node:path';
import { checkEntry, fieldLabel, newEntryFile, problemText, specForEntryFile } from '../../src/editor/entry-check';
import { checkDataDir } from '../../src/content/content-check';
import type { EntryContext } from '../../src/editor/entry-check';
import { dataDir } from '../../src/gatsby-hooks/node-api';

type Json = { [key: string]: unknown };
/** A committed content file, parsed afresh so a test can change it. */
const committed = (file: string): Json => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as Json;

/** What the editor knows: every image under data/images exists, and frammento is the one project. */
const images = new Set(fs.readdirSync(path.join(dataDir, 'images')));
const context: EntryContext = {
  imageExists: (relative) => images.has(path.basename(relative)) && /^(\.\.\/)?images\//.test(relative),
  otherClaims: [{ slug: 'frammento', file: 'data/projects/frammento.json' }],
};

const texts = (data: unknown, file: string, extra: Partial<EntryContext> = {}) =>
  checkEntry(data, file, { ...context, ...extra }).map(problemText);

test('every committed file passes, as it passes the build', () => {
  expect(checkDataDir(dataDir)).toEqual([]);
  for (const file of ['site.json', 'home.json', 'services.json', 'process.json', 'testimonials.json', 'clients.json']) {
    expect([file, texts(committed(file), `data/${file}`)]).toEqual([file, []]);
  }
  expect(texts(committed('projects/frammento.json'), 'data/projects/frammento.json')).toEqual([]);
});

test('a displayed phone with other digits is named by its Spanish label, with the number to match', () => {
  const site = committed('site.json');
  site.phone = { digits: '573105550123', display: '+57 310 555 9999' };
  const problems = checkEntry(site, 'data/site.json', context);
  expect(problems.map((p) => [p.path, p.field, p.message])).toEqual([
    [['phone', 'display'], 'phone.display', 'shows other digits than phone.digits (573105550123)'],
  ]);
  expect(problemText(problems[0] ?? fail())).toBe(
    'Teléfono y WhatsApp › Teléfono como se muestra: Muestra otros dígitos que el Número de WhatsApp ' +
      '(573105550123): escribe el mismo número, con espacios o signos si quieres.',
  );
  site.phone = { digits: '573105550123', display: '(+57) 310-555-0123' };
  expect(texts(site, 'data/site.json')).toEqual([]);
});

test('a repeated identifier in a list names the entry that repeats it', () => {
  const services = committed('services.json') as { items: { slug: string }[] };
  const [first, second] = services.items;
  if (!first || !second) throw new Error('services.json has fewer than 2 entries');
  second.slug = first.slug;
  expect(texts(services, 'data/services.json')).toEqual([
    'Servicios › n.º 2 › Identificador: El elemento 1 ya usa este identificador; cada elemento necesita el suyo.',
  ]);
});

test("a project's identifier must stay its file's name, and a new page cannot take another's", () => {
  const project = committed('projects/frammento.json');
  project.slug = 'frammento-torre';
  expect(texts(project, 'data/projects/frammento.json')).toEqual([
    'Identificador: Debe ser «frammento», el nombre con que se creó esta página; no se puede cambiar después.',
  ]);

  // A new page named like an existing one: Decap would save it as frammento-1.json.
  project.slug = 'frammento';
  const spec = specForEntryFile('data/projects/frammento.json') ?? fail();
  const file = newEntryFile(spec, project, ['data/projects/frammento.json']);
  expect(file).toBe('data/projects/frammento-1.json');
  expect(texts(project, file, { newEntry: true })).toEqual([
    'Identificador: Ya hay otra página con el identificador «frammento» (data/projects/frammento.json); elige otro.',
  ]);
  project.slug = 'torre-norte';
  expect(texts(project, newEntryFile(spec, project, ['data/projects/frammento.json']), { newEntry: true })).toEqual([]);
});

test('images: one that does not exist, one that is not a photo, one given by http://', () => {
  const clients = committed('clients.json') as { items: { photo: string }[] };
  const [a, b, c] = clients.items;
  if (!a || !b || !c) throw new Error('clients.json has fewer than 3 entries');
  a.photo = 'images/no-existe.jpg';
  b.photo = 'images/logo.svg';
  c.photo = 'http://example.com/foto.jpg';
  expect(texts(clients, 'data/clients.json')).toEqual([
    'Fotos de clientes › n.º 1 › Foto: La imagen data/images/no-existe.jpg no existe: súbela o elige otra de la biblioteca.',
    'Fotos de clientes › n.º 2 › Foto: La imagen debe ser una foto JPG, PNG, WebP o AVIF.',
    'Fotos de clientes › n.º 3 › Foto: La dirección debe empezar por https://.',
  ]);
});

test('a list with the wrong count, and a nested field, are named through their parents', () => {
  const project = committed('projects/frammento.json') as {
    benefits: { items: unknown[] };
    testimonials: { items: { rating: number }[] };
  };
  project.benefits.items.pop();
  const [firstTestimonial] = project.testimonials.items;
  if (firstTestimonial) firstTestimonial.rating = 2.5;
  expect(texts(project, 'data/projects/frammento.json')).toEqual([
    'Testimonios › Elementos › n.º 1 › Estrellas: Escribe un número entero de 1 a 5.',
    'Beneficios › Elementos: Debe tener 4 elementos (tiene 3).',
  ]);
});

test('a switch that is not true or false is named by its Spanish label', () => {
  const site = committed('site.json');
  for (const value of ['true', 1, null]) {
    site.chatReference = value;
    expect(texts(site, 'data/site.json')).toEqual([
      'Código de consulta en WhatsApp: Debe ser sí o no: usa el interruptor.',
    ]);
  }
  for (const value of [true, false]) {
    site.chatReference = value;
    expect(texts(site, 'data/site.json')).toEqual([]);
  }
});

test('a file outside the content shape is not checked', () => {
  expect(texts({}, 'data/otro.json')).toEqual([]);
  expect(fieldLabel(specForEntryFile('data/site.json') ?? fail(), [])).toBe('Datos de la firma');
});

function fail(): never {
  throw new Error('missing fixture');
}
