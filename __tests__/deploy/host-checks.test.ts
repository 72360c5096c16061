/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkHost } from '../../deploy/host-checks.cjs';

/**
 * A host whose sitemap lists the home page and one project page, and whose `hang` path never ends its
 * answer: `headers` sends the status and headers and then nothing, `nothing` sends nothing at all.
 */
async function hangingHost(hang: string, how: 'nothing' | 'headers') {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === hang) {
      if (how === 'headers') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<!doctype html>');
      }
      return;
    }
    if (url === '/sitemap-index.xml') {
      response.end('<sitemapindex><sitemap><loc>http://x/sitemap-0.xml</loc></sitemap></sitemapindex>');
      return;
    }
    if (url === '/sitemap-0.xml') {
      response.end('<urlset><url><loc>http://x/</loc></url><url><loc>http://x/proyecto</loc></url></urlset>');
      return;
    }
    response.writeHead(404).end();
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { base, close };
}

describe('the host checks give every answer a deadline, and name the address that missed it', () => {
  test.each([
    ['never answers', '/proyecto', 'nothing', /\/proyecto did not answer within 0\.5 s/],
    [
      'sends its headers but never ends its body',
      '/proyecto',
      'headers',
      /\/proyecto answered 200 but its body did not end within 0\.5 s/,
    ],
    ['never answers the sitemap', '/sitemap-index.xml', 'nothing', /\/sitemap-index\.xml did not answer within 0\.5 s/],
  ] as const)('a host that %s', async (_, hang, how, message) => {
    const host = await hangingHost(hang, how);
    try {
      await expect(checkHost(host.base, { answerDeadlineMs: 500 })).rejects.toThrow(message);
    } finally {
      await host.close();
    }
  });

  test('a host that answers in time is checked, not rejected', async () => {
    const host = await hangingHost('/nunca', 'nothing');
    try {
      const results = await checkHost(host.base, { answerDeadlineMs: 500, headers: false });
      // This host fails most checks (it is no site); what matters is that every check ran to its verdict.
      expect(results.find((result) => result.what === '/: 200 without redirect')).toMatchObject({ ok: false });
      expect(results.find((result) => result.what.startsWith('the sitemap lists'))).toMatchObject({ ok: true });
    } finally {
      await host.close();
    }
  });
});
