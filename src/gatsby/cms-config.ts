/**
 * The Decap CMS configuration (/admin/config.yml), generated from `content-shape.ts` and the
 * Spanish labels in `content-labels.ts`, so the editor's form, the GraphQL types and the build
 * checks come from one declaration. Every rule Decap can express is given to it (required
 * fields, anchored patterns, number ranges, list lengths); the rest (a phone shown with other
 * digits, a project slug that is not its file name, images that do not exist) is still caught
 * by the build's data check, with its own messages.
 *
 * The committed copy is static/admin/config.yml (`npm run cms-config` rewrites it);
 * `__tests__/gatsby/cms-config.test.ts` and `build-tests/admin.test.ts` fail when it or the
 * built copy differ from what this file generates.
 */
import path from 'node:path';
import { contentFiles, LIST_KEY, type ContentFile, type Field, type Fields } from './content-shape';
import { EMPTY_TEXT, fieldLabels, fileLabels, type Label } from './content-labels';

/** The custom format registered by static/admin/cms-setup.js: JSON as Prettier writes it. */
export const CMS_JSON_FORMAT = 'json-prettier';
/** Where decap-server listens for `npm run cms` and the browser test (DECAP_SERVER_PORT). */
export const DEFAULT_DECAP_SERVER_PORT = 8081;
/** Where uploaded photos go, as the README describes: data/images/. */
const DATA_DIR = 'data';
const MEDIA_DIR = 'images';
/** Long texts get a multi-line box. */
const LONG_TEXT = new Set(['description', 'lead', 'quote', 'text']);

type CmsField = { [key: string]: unknown };

const labelOf = (key: string): Label => {
  const label = fieldLabels[key];
  if (!label) throw new Error(`src/gatsby/content-labels.ts has no Spanish label for the field "${key}"`);
  return label;
};

/** A regular expression Decap tests against the whole value (it does not anchor patterns itself). */
const anchored = (regex: RegExp): string => regex.source;

function widget(key: string, field: Field): CmsField {
  switch (field.kind) {
    case 'text':
      // `required` refuses an empty value; the pattern refuses a value of only spaces, as the build does.
      return { widget: LONG_TEXT.has(key) ? 'text' : 'string', pattern: ['\\S', EMPTY_TEXT] };
    case 'pattern':
      return { widget: 'string', pattern: [anchored(field.pattern), labelOf(key).invalid ?? field.hint] };
    case 'int':
      // No pattern here: a pattern on a number widget turns its min and max off.
      return { widget: 'number', value_type: 'int', min: field.min, max: field.max, step: 1 };
    case 'image':
      return { widget: 'image', choose_url: true };
    case 'enum':
      return { widget: 'select', options: [...field.values] };
    case 'object':
      return { widget: 'object', collapsed: false, fields: fields(field.fields) };
    case 'list': {
      const counts = {
        min: field.min,
        max: field.max,
        allow_add: field.min !== field.max,
        // A new project page starts with the fewest entries the site takes, blank: with a fixed
        // count there is no add button, so without them the page could never be published.
        default: emptyList(field),
      };
      if (field.of.kind === 'object') {
        return {
          widget: 'list',
          ...counts,
          collapsed: false,
          summary: summaryOf(field.of.fields),
          fields: fields(field.of.fields),
        };
      }
      return { widget: 'list', ...counts, field: { name: key, label: labelOf(key).label, ...widget(key, field.of) } };
    }
  }
}

/** The blank value of a field in a new entry (Decap fills nothing else in). */
function empty(field: Field): unknown {
  switch (field.kind) {
    case 'object':
      return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, empty(inner)]));
    case 'list':
      return emptyList(field);
    default:
      return '';
  }
}
const emptyList = (field: Field & { kind: 'list' }): unknown[] =>
  Array.from({ length: field.min }, () => empty(field.of));

/** The line Decap shows for a collapsed entry of a list: its title, name or author. */
const summaryOf = (of: Fields): string => {
  const key = ['title', 'author', 'slug', 'alt'].find((k) => Object.hasOwn(of, k));
  return key ? `{{fields.${key}}}` : '';
};

function fields(of: Fields): CmsField[] {
  return Object.entries(of).map(([key, field]) => {
    const { label, hint } = labelOf(key);
    return { name: key, label, ...(hint ? { hint } : {}), ...widget(key, field) };
  });
}

/** The form of one content file: its fields, or for a list file one list of entries in `items`. */
function fileFields(file: ContentFile): CmsField[] {
  if (file.shape === 'object') return fields(file.fields);
  const { label } = fileLabels[file.typeName] ?? labelOf(LIST_KEY);
  const min = file.min ?? 1;
  const max = file.max ?? min;
  return [
    {
      name: LIST_KEY,
      label,
      widget: 'list',
      min,
      max,
      allow_add: min !== max,
      default: emptyList({ kind: 'list', of: { kind: 'object', fields: file.fields }, min, max }),
      // A few entries: all open at once.
      collapsed: false,
      summary: summaryOf(file.fields),
      fields: fields(file.fields),
    },
  ];
}

const fileLabel = (file: ContentFile): Label => {
  const label = fileLabels[file.typeName];
  if (!label) throw new Error(`src/gatsby/content-labels.ts has no Spanish label for ${file.typeName}`);
  return label;
};

const collectionName = (file: ContentFile): string => path.basename(file.path, '.json').replace('*', 'pages');

/**
 * The whole configuration. `localBackendPort` is where decap-server answers when the page is
 * opened on localhost or 127.0.0.1 (Decap ignores `local_backend` on any other host).
 */
export function cmsConfig(files: readonly ContentFile[] = contentFiles, localBackendPort = DEFAULT_DECAP_SERVER_PORT) {
  const single = files.filter((file) => !file.path.includes('*'));
  const folders = files.filter((file) => file.path.includes('*'));
  const format = { extension: 'json', format: CMS_JSON_FORMAT };
  return {
    locale: 'es',
    // Production: the GitHub backend; the firm sets repo and base_url once (README, "Editar el sitio").
    backend: { name: 'github', repo: 'OWNER/REPO', branch: 'main', base_url: 'https://OAUTH-PROVIDER.example' },
    local_backend: { url: `http://localhost:${localBackendPort}/api/v1` },
    media_folder: `${DATA_DIR}/${MEDIA_DIR}`,
    public_folder: MEDIA_DIR,
    site_url: '/',
    display_url: '/',
    collections: [
      {
        name: 'content',
        label: 'Textos y datos del sitio',
        delete: false,
        editor: { preview: true },
        ...format,
        files: single.map((file) => ({
          name: collectionName(file),
          label: fileLabel(file).label,
          file: `${DATA_DIR}/${file.path}`,
          description: fileLabel(file).hint,
          fields: fileFields(file),
        })),
      },
      ...folders.map((file) => ({
        name: collectionName(file),
        label: fileLabel(file).label,
        label_singular: 'Proyecto',
        description: fileLabel(file).hint,
        folder: `${DATA_DIR}/${path.dirname(file.path)}`,
        create: true,
        delete: true,
        ...format,
        // The file name is the slug, fixed when the page is created; the build stops with
        // `must be "<file name>", the file's name` if the slug is changed later.
        identifier_field: 'slug',
        slug: '{{slug}}',
        summary: '{{fields.name}} (/{{fields.slug}})',
        // Photos of a project are written from data/projects/: ../images/x.jpg.
        media_folder: `../${MEDIA_DIR}`,
        public_folder: `../${MEDIA_DIR}`,
        fields: fileFields(file),
      })),
    ],
  };
}

const GENERATED =
  '# Generated from src/gatsby/content-shape.ts and content-labels.ts by `npm run cms-config`; do not edit.\n' +
  '# Decap CMS reads it at /admin/config.yml (JSON is valid YAML).\n';

/** config.yml as committed and built: a comment, then the configuration as JSON (which YAML reads). */
export const cmsConfigYaml = (localBackendPort = DEFAULT_DECAP_SERVER_PORT): string =>
  `${GENERATED}${JSON.stringify(cmsConfig(contentFiles, localBackendPort), null, 2)}\n`;
