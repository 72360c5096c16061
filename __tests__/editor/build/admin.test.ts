/**
 * @jest-environment node
 */
import { serveAdmin } from '../../../src/editor/build/admin';

/** What `npm run cms` (gatsby develop's middleware) answers for a path under /admin/. */
function get(path: string): { type: string; body: string; status: number } {
  const routes: { route: string; handler: Parameters<Parameters<typeof serveAdmin>[0]['get']>[1] }[] = [];
  serveAdmin({ get: (route, handler) => routes.push({ route, handler }) });
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
