import fs from 'node:fs';
import path from 'node:path';
import {
  cmsBackend,
  cmsBackendProblem,
  cmsConfig,
  cmsConfigYaml,
  cmsReview,
  DEFAULT_DECAP_SERVER_PORT,
  PLACEHOLDER_BACKEND,
} from '../../../src/editor/assemble/config';
import { adminFiles, decapServerPort } from '../../../src/editor/assemble/admin';
import { CMS_JSON_FORMAT } from '../../../src/editor/json-format';
import { fieldLabels, fileLabels } from '../../../src/content/content-labels';
import { contentFiles, MAX_RATING, type Fields } from '../../../src/content/content-shape';

const committed = path.resolve(__dirname, '../../../src/editor/admin/config.yml');

// `npm run cms-config` runs this file with WRITE_CMS_CONFIG=1 to rewrite the committed copy.
if (process.env.WRITE_CMS_CONFIG === '1') fs.writeFileSync(committed, cmsConfigYaml());

type CmsField = { name: string; widget: string; [key: string]: unknown };
type Collection = {
  name: string;
  files?: { name: string; file: string; fields: CmsField[] }[];
  [key: string]: unknown;
};
const config = cmsConfig() as unknown as { collections: Collection[]; [key: string]: unknown };

/** The field at a dotted path (`items.rating`) of a list of fields. */
function field(fields: CmsField[], dotted: string): CmsField {
  const [head, ...rest] = dotted.split('.');
  const found = fields.find((f) => f.name === head);
  if (!found) throw new Error(`no field ${dotted}`);
  return rest.length ? field(found.fields as CmsField[], rest.join('.')) : found;
}
function fileFields(name: string): CmsField[] {
  const file = config.collections.flatMap((c) => c.files ?? []).find((f) => f.name === name);
  if (!file) throw new Error(`no file ${name}`);
  return file.fields;
}
const projectFields = (): CmsField[] => {
  const projects = config.collections.find((c) => c.name === 'pages');
  if (!projects) throw new Error('no projects collection');
  return projects.fields as CmsField[];
};

test('the committed src/editor/admin/config.yml is what content-shape.ts generates (npm run cms-config rewrites it)', () => {
  expect(fs.readFileSync(committed, 'utf8')).toBe(cmsConfigYaml());
});

test('the configuration is valid YAML with the same content', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const yaml = require('js-yaml') as { load: (text: string) => unknown };
  expect(yaml.load(cmsConfigYaml())).toEqual(JSON.parse(JSON.stringify(config)));
});

test('every field and file of the shape has a Spanish label', () => {
  const walk = (fields: Fields) => {
    for (const [key, value] of Object.entries(fields)) {
      expect([key, fieldLabels[key]?.label]).toEqual([key, expect.any(String)]);
      let inner = value;
      while (inner.kind === 'list') inner = inner.of;
      if (inner.kind === 'object') walk(inner.fields);
    }
  };
  for (const file of contentFiles) {
    expect([file.typeName, fileLabels[file.typeName]?.label]).toEqual([file.typeName, expect.any(String)]);
    walk(file.fields);
  }
});

test('Spanish interface, local backend on decap-server, photos in data/images', () => {
  expect(config.locale).toBe('es');
  expect(config.local_backend).toEqual({ url: `http://localhost:${DEFAULT_DECAP_SERVER_PORT}/api/v1` });
  expect(config.media_folder).toBe('data/images');
  expect(config.public_folder).toBe('images');
  const projects = config.collections.find((c) => c.name === 'pages');
  expect(projects).toMatchObject({
    folder: 'data/projects',
    create: true,
    delete: true,
    identifier_field: 'slug',
    slug: '{{slug}}',
    extension: 'json',
    format: CMS_JSON_FORMAT,
    media_folder: '/data/images',
    public_folder: '../images',
  });
  for (const collection of config.collections) expect(collection.format).toBe(CMS_JSON_FORMAT);
});

test('every content file is editable: list files as one list of entries in items', () => {
  const files = config.collections.flatMap((c) => c.files ?? []).map((f) => f.file);
  expect(files.sort()).toEqual(
    contentFiles
      .filter((f) => !f.path.includes('*'))
      .map((f) => `data/${f.path}`)
      .sort(),
  );
  expect(fileFields('services')).toEqual([
    expect.objectContaining({ name: 'items', widget: 'list', min: 4, max: 4, allow_add: false }),
  ]);
});

test('rules Decap can express: anchored patterns with Spanish messages, ranges, list lengths', () => {
  const digits = field(fileFields('site'), 'phone.digits');
  expect(digits.pattern).toEqual(['^57(?:3\\d{9}|60\\d{8})$', expect.stringContaining('57 seguido de 10 dígitos')]);
  expect(digits.hint).toBe('Número de WhatsApp: 57 y 10 dígitos, sin espacios ni signos, por ejemplo 573105550123.');
  expect(field(fileFields('site'), 'siteUrl').pattern).toEqual(['^https:\\/\\/[^/\\s]+$', expect.any(String)]);
  expect(field(projectFields(), 'slug').pattern).toEqual(['^[a-z0-9]+(?:-[a-z0-9]+)*$', expect.any(String)]);
  const rating = field(projectFields(), 'testimonials.items.rating');
  // A pattern on a number widget would turn min and max off.
  expect(rating).toEqual(expect.objectContaining({ widget: 'number', value_type: 'int', min: 1, max: MAX_RATING }));
  expect(rating).not.toHaveProperty('pattern');
  expect(field(projectFields(), 'testimonials.items')).toMatchObject({ widget: 'list', min: 3, max: 3 });
  expect(field(fileFields('process'), 'items.bullets')).toMatchObject({ widget: 'list', min: 3, max: 3 });
  expect(field(fileFields('site'), 'name')).toMatchObject({ widget: 'string', pattern: ['\\S', expect.any(String)] });
  for (const f of [digits, rating]) expect(f).not.toHaveProperty('required');
});

test("the reference code's switch is a toggle in «Datos de la firma», with a Spanish label and hint, off unless set", () => {
  const site = config.collections.flatMap((c) => c.files ?? []).find((f) => f.name === 'site') as { label?: string };
  expect(site.label).toBe('Datos de la firma');
  expect(field(fileFields('site'), 'chatReference')).toEqual({
    name: 'chatReference',
    label: 'Código de consulta en WhatsApp',
    hint: expect.stringContaining('Código de consulta: K7Q2MX'),
    widget: 'boolean',
    default: false,
  });
});

test('DECAP_SERVER_PORT picks the port; a wrong value stops with a message', () => {
  expect(decapServerPort({})).toBe(DEFAULT_DECAP_SERVER_PORT);
  expect(decapServerPort({ DECAP_SERVER_PORT: '9351' })).toBe(9351);
  expect(() => decapServerPort({ DECAP_SERVER_PORT: 'x' })).toThrow('DECAP_SERVER_PORT must be a port number');
});

test('every data file is written as the CMS writes it (2 spaces, final newline), so a save without change gives no diff', () => {
  const dataDir = path.resolve(__dirname, '../../../data');
  const files = ['.', 'projects'].flatMap((dir) =>
    fs
      .readdirSync(path.join(dataDir, dir))
      .filter((n) => n.endsWith('.json'))
      .map((n) => path.join(dataDir, dir, n)),
  );
  expect(files.length).toBeGreaterThan(6);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    expect([file, `${JSON.stringify(JSON.parse(text), null, 2)}\n`]).toEqual([file, text]);
  }
});

test('CMS_REPO, CMS_AUTH_URL and CMS_BRANCH name the production backend; a wrong value stops with a message', () => {
  const good = { CMS_REPO: 'mi-firma/sitio-web', CMS_AUTH_URL: 'https://auth.mi-firma.workers.dev' };
  expect(cmsBackendProblem({})).toBeUndefined();
  expect(cmsBackendProblem(good)).toBeUndefined();
  expect(cmsBackend({})).toEqual(PLACEHOLDER_BACKEND);
  expect(cmsBackend(good)).toEqual({ repo: good.CMS_REPO, branch: 'main', authUrl: good.CMS_AUTH_URL });
  expect(cmsBackend({ ...good, CMS_BRANCH: 'produccion' }).branch).toBe('produccion');
  const backend = (cmsConfig(undefined, undefined, cmsBackend(good)) as { backend: unknown }).backend;
  expect(backend).toEqual({ name: 'github', repo: good.CMS_REPO, branch: 'main', base_url: good.CMS_AUTH_URL });

  expect(cmsBackendProblem({ CMS_REPO: 'sitio-web', CMS_AUTH_URL: good.CMS_AUTH_URL })).toMatch(
    /^CMS_REPO "sitio-web" is not a GitHub repository: it must be owner\/name/,
  );
  expect(cmsBackendProblem({ CMS_AUTH_URL: good.CMS_AUTH_URL })).toMatch(/^CMS_REPO "" is not a GitHub repository/);
  for (const url of ['http://auth.example.com', 'https://auth.example.com/', 'https://auth.example.com/callback']) {
    expect(cmsBackendProblem({ CMS_REPO: good.CMS_REPO, CMS_AUTH_URL: url })).toMatch(
      new RegExp(`^CMS_AUTH_URL "${url}" is not the address of the editor's OAuth provider`),
    );
  }
  expect(cmsBackendProblem({ ...good, CMS_BRANCH: 'main; rm' })).toMatch(/^CMS_BRANCH "main; rm" is not a branch name/);
});

test('CMS_REPO without CMS_AUTH_URL: the editor logs in on the site’s own host (/auth), asking GitHub for the scope of CMS_REPO_VISIBILITY (private by default)', () => {
  const own = { CMS_REPO: 'mi-firma/sitio-web' };
  expect(cmsBackendProblem(own)).toBeUndefined();
  expect(cmsBackend(own)).toEqual({ repo: own.CMS_REPO, branch: 'main', scope: 'repo' });
  expect(cmsBackend({ ...own, CMS_REPO_VISIBILITY: 'public' }).scope).toBe('public_repo');
  const backend = (cmsConfig(undefined, undefined, cmsBackend(own)) as { backend: unknown }).backend;
  expect(backend).toEqual({
    name: 'github',
    repo: own.CMS_REPO,
    branch: 'main',
    auth_endpoint: 'auth',
    auth_scope: 'repo',
  });
  expect(cmsBackendProblem({ ...own, CMS_REPO_VISIBILITY: 'interna' })).toMatch(
    /^CMS_REPO_VISIBILITY "interna" is not private or public/,
  );
});

test('CMS_REVIEW=1 builds the editor with the review before publishing; unset or 0, publishing stays direct', () => {
  const built = (env: NodeJS.ProcessEnv) => {
    const file = adminFiles(DEFAULT_DECAP_SERVER_PORT, PLACEHOLDER_BACKEND, cmsReview(env)).get('config.yml');
    if (!file || !('text' in file)) throw new Error('no config.yml');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('js-yaml') as { load: (text: string) => { publish_mode?: string } }).load(file.text);
  };
  expect(built({ CMS_REVIEW: '1' }).publish_mode).toBe('editorial_workflow');
  for (const env of [{}, { CMS_REVIEW: '0' }, { CMS_REVIEW: '' }])
    expect(built(env)).not.toHaveProperty('publish_mode');
  // The committed copy (placeholders) publishes directly.
  expect(fs.readFileSync(committed, 'utf8')).not.toContain('publish_mode');

  for (const value of ['1', '0', ' 1 ', '']) expect(cmsBackendProblem({ CMS_REVIEW: value })).toBeUndefined();
  for (const value of ['yes', 'true', '2']) {
    expect(cmsBackendProblem({ CMS_REVIEW: value })).toMatch(new RegExp(`^CMS_REVIEW "${value}" is not 1 or 0`));
    expect(cmsReview({ CMS_REVIEW: value })).toBe(false);
  }
});

test("the editor's setup adds Decap's missing Spanish phrases and replaces the ones left with an English word", async () => {
  type Phrases = { [key: string]: string | Phrases };
  const es: Phrases = {
    editor: { editor: { onPublishingNotReady: 'Por favor, actualice el estado a "Ready" antes de publicar.' } },
    auth: { loginWithAzure: 'Ya en español' },
  };
  let registered: Phrases = {};
  const CMS = {
    registerCustomFormat: () => undefined,
    registerPreviewStyle: () => undefined,
    getLocale: () => es,
    registerLocale: (_name: string, phrases: Phrases) => (registered = phrases),
  };
  // The setup runs in the editor's page with Decap's global CMS; anything else it registers is ignored here.
  const cms = new Proxy(CMS, {
    get: (target, key) => (key in target ? target[key as keyof typeof CMS] : () => undefined),
  });
  (window as unknown as { CMS: typeof cms }).CMS = cms;
  await jest.isolateModulesAsync(async () => {
    await import('../../../src/editor/setup');
  });
  expect(registered).toMatchObject({
    editor: { editor: { onPublishingNotReady: 'Por favor, cambie el estado a "Listo" antes de publicar.' } },
    auth: { loginWithAzure: 'Ya en español' },
    collection: { sidebar: { allCollections: 'Todas las colecciones' } },
  });
});
