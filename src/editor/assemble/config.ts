/**
 * The Decap CMS configuration (/admin/config.yml), generated from `content-shape.ts` and the
 * Spanish labels in `content-labels.ts`, so the editor's form, the GraphQL types and the build
 * checks come from one declaration. Every rule Decap can express is given to it (required
 * fields, anchored patterns, number ranges, list lengths); the rest (a phone shown with other
 * digits, a project slug that is not its file name, images that do not exist) is still caught
 * by the build's data check, with its own messages.
 *
 * The committed copy is src/editor/admin/config.yml (`npm run cms-config` rewrites it, with the
 * placeholder backend); `__tests__/editor/assemble/config.test.ts` and `build-tests/admin.test.ts`
 * fail when it or the built copy differ from what this file generates. The built copy names the
 * firm's repository from CMS_REPO, and the login: the site's own host (/auth, deploy/github-login/) with
 * the scope of CMS_REPO_VISIBILITY, or an outside OAuth provider at CMS_AUTH_URL (`cmsBackend`), and with
 * CMS_REVIEW=1 turns on the partner's review before publishing (`cmsReview`).
 */
import path from 'node:path';
import {
  DEFAULT_DECAP_SERVER_PORT,
  DEFAULT_REPO_VISIBILITY,
  LOGIN_PATH,
  REPO_SCOPES,
} from '../../shared/constants.cjs';
import { isOrigin } from '../../seo/site-url';
import { contentFiles, LIST_KEY, type ContentFile, type Field, type Fields } from '../../content/content-shape';
import { EMPTY_TEXT, fieldLabels, fileLabels, type Label } from '../../content/content-labels';
import { CMS_JSON_FORMAT } from '../json-format';

/** Where decap-server listens for `npm run cms` and the browser test, unless DECAP_SERVER_PORT says otherwise. */
export { DEFAULT_DECAP_SERVER_PORT };
/** Where uploaded photos go, as docs/editores.md describes: data/images/. */
const DATA_DIR = 'data';
const MEDIA_DIR = 'images';
/** Long texts get a multi-line box. */
const LONG_TEXT = new Set(['description', 'lead', 'quote', 'text']);

type CmsField = { [key: string]: unknown };

/**
 * Where saves from /admin/ in production go: Decap's GitHub backend. The editor logs in through
 * `authUrl`, an outside OAuth provider, or without it through the site's own host with `scope`.
 */
export type CmsBackend = { repo: string; branch: string; authUrl?: string; scope?: string };
/** What the committed config.yml names until the firm sets CMS_REPO. */
export const PLACEHOLDER_BACKEND: CmsBackend = {
  repo: 'OWNER/REPO',
  branch: 'main',
  authUrl: 'https://OAUTH-PROVIDER.example',
};
const REPO_PATTERN = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;
const BRANCH_PATTERN = /^[A-Za-z0-9._/-]+$/;

/** CMS_REVIEW's values: 1, a partner reviews every change before it is published; unset or 0, editors publish directly. */
const REVIEW_VALUES: Readonly<Record<string, boolean>> = { '': false, '0': false, '1': true };

/** Whether changes wait for a partner's review (Decap's editorial workflow): CMS_REVIEW=1. */
export const cmsReview = (env: NodeJS.ProcessEnv = process.env): boolean =>
  REVIEW_VALUES[env.CMS_REVIEW?.trim() ?? ''] ?? false;

/**
 * What is wrong with the editor's production settings, if anything. All unset is fine (the
 * editor then works only with `npm run cms`); CMS_AUTH_URL and CMS_BRANCH need CMS_REPO.
 */
export function cmsBackendProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const review = env.CMS_REVIEW?.trim() ?? '';
  if (!Object.hasOwn(REVIEW_VALUES, review)) {
    return `CMS_REVIEW "${review}" is not 1 or 0: set CMS_REVIEW=1 to have a partner review every change before it is published, or leave it unset to publish directly.`;
  }
  const repo = env.CMS_REPO?.trim() ?? '';
  const authUrl = env.CMS_AUTH_URL?.trim() ?? '';
  const branch = env.CMS_BRANCH?.trim() ?? '';
  if (repo === '' && authUrl === '' && branch === '') return undefined;
  if (!REPO_PATTERN.test(repo)) {
    return `CMS_REPO "${repo}" is not a GitHub repository: it must be owner/name, e.g. mi-firma/sitio-web (the editor at /admin/ saves there).`;
  }
  if (authUrl !== '' && !isOrigin(authUrl, { httpsOnly: true })) {
    return `CMS_AUTH_URL "${authUrl}" is not the address of the editor's OAuth provider: it must be an https:// address without a path or trailing slash, e.g. https://auth.mi-firma.workers.dev.`;
  }
  if (branch !== '' && !BRANCH_PATTERN.test(branch)) {
    return `CMS_BRANCH "${branch}" is not a branch name: letters, digits, ".", "_", "-" and "/" only, e.g. main.`;
  }
  const visibility = env.CMS_REPO_VISIBILITY?.trim() ?? '';
  if (visibility !== '' && !Object.hasOwn(REPO_SCOPES, visibility)) {
    return `CMS_REPO_VISIBILITY "${visibility}" is not private or public: say whether CMS_REPO is a private repository (the default) or a public one; the editor's login asks GitHub for that access only.`;
  }
  return undefined;
}

/**
 * The production backend from CMS_REPO and CMS_BRANCH (default main), with CMS_AUTH_URL's provider or
 * else the site's own login and CMS_REPO_VISIBILITY's scope; the placeholder while CMS_REPO is unset.
 */
export function cmsBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const repo = env.CMS_REPO?.trim();
  const authUrl = env.CMS_AUTH_URL?.trim();
  if (!repo || cmsBackendProblem(env)) return PLACEHOLDER_BACKEND;
  const branch = env.CMS_BRANCH?.trim() || PLACEHOLDER_BACKEND.branch;
  if (authUrl) return { repo, authUrl, branch };
  return { repo, branch, scope: REPO_SCOPES[env.CMS_REPO_VISIBILITY?.trim() || DEFAULT_REPO_VISIBILITY] };
}

/**
 * Decap's GitHub backend: with an outside provider, its address (`base_url`); with the site's own login,
 * the path Decap's popup opens and the scope it asks for. Decap compares the popup's messages' origin with
 * `base_url`, which must then be the address the editor opened (the published one, or a preview's): only the
 * browser knows it, so /admin/login.js gives it to Decap (adminFiles).
 */
const backendConfig = (backend: CmsBackend) =>
  backend.authUrl
    ? { name: 'github', repo: backend.repo, branch: backend.branch, base_url: backend.authUrl }
    : {
        name: 'github',
        repo: backend.repo,
        branch: backend.branch,
        auth_endpoint: LOGIN_PATH.slice(1),
        auth_scope: backend.scope,
      };

const labelOf = (key: string): Label => {
  const label = fieldLabels[key];
  if (!label) throw new Error(`src/content/content-labels.ts has no Spanish label for the field "${key}"`);
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
    case 'boolean':
      // A toggle; false is a value (Decap's `required` refuses only a missing one).
      return { widget: 'boolean', default: false };
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
    case 'boolean':
      return false;
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
  if (!label) throw new Error(`src/content/content-labels.ts has no Spanish label for ${file.typeName}`);
  return label;
};

/** The name config.yml gives a file (site, home, …) or a folder of files (pages): its preview's too. */
export const collectionName = (file: ContentFile): string => path.basename(file.path, '.json').replace('*', 'pages');

/**
 * The whole configuration. `localBackendPort` is where decap-server answers when the page is
 * opened on localhost or 127.0.0.1 (Decap ignores `local_backend` on any other host).
 */
export function cmsConfig(
  files: readonly ContentFile[] = contentFiles,
  localBackendPort = DEFAULT_DECAP_SERVER_PORT,
  backend: CmsBackend = PLACEHOLDER_BACKEND,
  review = false,
) {
  const single = files.filter((file) => !file.path.includes('*'));
  const folders = files.filter((file) => file.path.includes('*'));
  const format = { extension: 'json', format: CMS_JSON_FORMAT };
  return {
    locale: 'es',
    // Production: the GitHub backend; the firm sets CMS_REPO and the login once (docs/publishing.md, "The editor in production").
    backend: backendConfig(backend),
    // CMS_REVIEW=1: each change is a draft (a branch and pull request) until a partner publishes it (docs/editores.md, «Revisión antes de publicar»).
    ...(review ? { publish_mode: 'editorial_workflow' } : {}),
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
        // A project's photos are the site's (data/images, from the repository's root: Decap would take a relative
        // folder from the page's own file, which a page not saved yet does not have), written from
        // data/projects/ as ../images/x.jpg.
        media_folder: `/${DATA_DIR}/${MEDIA_DIR}`,
        public_folder: `../${MEDIA_DIR}`,
        fields: fileFields(file),
      })),
    ],
  };
}

const GENERATED =
  '# Generated from src/content/content-shape.ts and content-labels.ts by `npm run cms-config`; do not edit.\n' +
  '# Decap CMS reads it at /admin/config.yml (JSON is valid YAML).\n';

/** config.yml as committed and built: a comment, then the configuration as JSON (which YAML reads). */
export const cmsConfigYaml = (
  localBackendPort = DEFAULT_DECAP_SERVER_PORT,
  backend = PLACEHOLDER_BACKEND,
  review = false,
): string => `${GENERATED}${JSON.stringify(cmsConfig(contentFiles, localBackendPort, backend, review), null, 2)}\n`;
