/**
 * @jest-environment node
 */
import { developBackend, loginMissing, loginScript, serveAdmin } from '../../../src/editor/assemble/admin';
import { cmsBackend, PLACEHOLDER_BACKEND } from '../../../src/editor/assemble/config';

/** What `npm run cms` (gatsby develop's middleware) answers for a path under /admin/. */
function get(path: string, more?: Parameters<typeof serveAdmin>[1]): { type: string; body: string; status: number } {
  const routes: { route: string; handler: Parameters<Parameters<typeof serveAdmin>[0]['get']>[1] }[] = [];
  serveAdmin({ get: (route, handler) => routes.push({ route, handler }) }, more);
  const answer = { type: '', body: '', status: 200 };
  const response = {
    status: (code: number) => ((answer.status = code), response),
    type: (value: string) => ((answer.type = value), response),
    send: (body: string | Buffer) => void (answer.body = body.toString()),
    redirect: () => undefined,
  };
  const route = routes.find(({ route }) => route.endsWith('*'));
  route?.handler({ path }, response, () => undefined);
  return answer;
}

test("npm run cms answers /admin/marketing with another domain's marketing.html, as every host does", () => {
  const more = () => new Map([['marketing.html', { text: '<!doctype html><title>Mercadeo</title>' }]]);
  const page = get('/admin/marketing', more);
  expect(page.status).toBe(200);
  expect(page.type).toMatch(/^text\/html/);
  expect(page.body).toContain('Mercadeo');
  expect(get('/admin/marketing').status).toBe(404);
});

test('npm run cms serves the previews: the editor bundle and the content around the edited file', () => {
  const bundle = get('/admin/editor.js');
  expect(bundle.type).toMatch(/^text\/javascript/);
  expect(bundle.body).toContain('registerPreviewTemplate');
  const content = get('/admin/content.json');
  expect(content.type).toBe('application/json');
  expect(JSON.parse(content.body).previews.map((p: { name: string }) => p.name)).toEqual([
    'site',
    'home',
    'services',
    'process',
    'testimonials',
    'clients',
    'pages',
  ]);
});

test('CMS_REVIEW=1 npm run cms serves the review, on the branch decap-server works on (DECAP_SERVER_BRANCH)', () => {
  const saved = { ...process.env };
  try {
    Object.assign(process.env, { CMS_REVIEW: '1', DECAP_SERVER_BRANCH: 'cms-local', DECAP_SERVER_PORT: '9351' });
    const config = JSON.parse(get('/admin/config.yml').body.replace(/^#.*\n/gm, ''));
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend.branch).toBe('cms-local');
    expect(config.local_backend.url).toBe('http://localhost:9351/api/v1');
  } finally {
    process.env = saved;
  }
  // Without it, the branch is the production one (CMS_BRANCH, else main), as `npm run build` writes it.
  expect(developBackend({})).toEqual(PLACEHOLDER_BACKEND);
  expect(developBackend({ DECAP_SERVER_BRANCH: ' revision ' }).branch).toBe('revision');
  const production = { CMS_REPO: 'firma/sitio', CMS_AUTH_URL: 'https://auth.example', CMS_BRANCH: 'publicado' };
  expect(developBackend(production).branch).toBe('publicado');
  expect(developBackend({ ...production, DECAP_SERVER_BRANCH: 'cms-local' })).toEqual({
    repo: 'firma/sitio',
    authUrl: 'https://auth.example',
    branch: 'cms-local',
  });
});

test('login.js starts Decap by hand with this page’s origin as the login’s address only for the site’s own login; the build names what the login still needs', () => {
  const own = { CMS_REPO: 'firma/sitio' };
  expect(loginScript(cmsBackend(own))).toContain('window.CMS_MANUAL_INIT = true;');
  expect(loginScript(cmsBackend(own))).toContain('base_url: window.location.origin');
  for (const env of [{}, { ...own, CMS_AUTH_URL: 'https://auth.example' }]) {
    expect(loginScript(cmsBackend(env))).not.toContain('CMS_MANUAL_INIT =');
  }
  expect(loginMissing({})).toEqual(['CMS_REPO']);
  expect(loginMissing(own)).toEqual(['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'SITE_URL']);
  expect(loginMissing({ ...own, GITHUB_CLIENT_ID: 'Iv1.x', SITE_URL: 'https://www.firma.co' })).toEqual([
    'GITHUB_CLIENT_SECRET',
  ]);
  expect(loginMissing({ ...own, CMS_AUTH_URL: 'https://auth.example' })).toEqual([]);
});
