// A local stand-in for GitHub, for the tests of the editor's login (deploy/github-login/): its OAuth
// endpoints check what GitHub checks (the client id and secret, the redirect_uri the OAuth App names, PKCE
// S256's code_verifier, codes used once and within 10 minutes), and its REST API answers what Decap's GitHub
// backend reads to show the collections (the user, the repository and its permissions, branches, trees,
// blobs, contents), from this repository's HEAD through git. Nothing of the shipped site names it: the
// handler reaches it only through GITHUB_STAND_IN on a loopback SITE_URL, the browser through the test's routing.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const http = require('node:http');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/**
 * @typedef {object} StandInOptions
 * @property {number} port
 * @property {string} clientId
 * @property {string} clientSecret
 * @property {string} callback The OAuth App's "Authorization callback URL".
 * @property {string} repo owner/name, answered from this repository's HEAD.
 * @property {string} [login] The editor's GitHub login.
 */

/**
 * @typedef {object} Exchange
 * @property {string} code
 * @property {boolean} ok
 * @property {string} [error]
 */

const base64url = (/** @type {Buffer} */ bytes) => bytes.toString('base64url');
const git = (/** @type {string[]} */ args) => execFileSync('git', ['-C', root, ...args], { maxBuffer: 64 << 20 });

/**
 * Starts the stand-in on 127.0.0.1:port.
 * @param {StandInOptions} options
 */
async function startGitHubStandIn({ port, clientId, clientSecret, callback, repo, login = 'editora-firma' }) {
  /** @type {Map<string, { clientId: string, redirectUri: string, state: string, challenge: string, scope: string }>} */
  const pending = new Map();
  /** @type {Map<string, { redirectUri: string, challenge: string, clientId: string, scope: string, issued: number, used: boolean }>} */
  const codes = new Map();
  /** @type {Set<string>} */
  const tokens = new Set();
  /** @type {Exchange[]} */
  const exchanges = [];
  /** @type {string[]} */
  const unknown = [];
  const head = git(['rev-parse', 'HEAD']).toString().trim();

  /** @param {http.ServerResponse} response @param {number} status @param {unknown} body @param {Record<string, string>} [more] */
  const json = (response, status, body, more = {}) =>
    response
      .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...more })
      .end(JSON.stringify(body));

  /** @param {URLSearchParams} query @param {http.ServerResponse} response */
  function authorize(query, response) {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId) return response.writeHead(404).end('Unknown client_id');
    // GitHub: the redirect_uri must be the callback URL, or under it on the same host and port.
    if (redirectUri !== callback) {
      return response
        .writeHead(400, { 'Content-Type': 'text/html' })
        .end('<h1>The redirect_uri is not associated with this application.</h1>');
    }
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      return response.writeHead(400).end('PKCE S256 required by this stand-in');
    }
    const id = base64url(crypto.randomBytes(12));
    pending.set(id, {
      clientId,
      redirectUri,
      state: query.get('state') ?? '',
      challenge: query.get('code_challenge') ?? '',
      scope: query.get('scope') ?? '',
    });
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><title>Authorize application</title>
<h1>Authorize the site's editor</h1>
<p>Scope: <code id="scope">${query.get('scope') ?? ''}</code></p>
<a href="/login/oauth/authorize/answer?id=${id}&amp;answer=allow">Authorize</a>
<a href="/login/oauth/authorize/answer?id=${id}&amp;answer=deny">Cancel</a>
</html>`);
  }

  /** @param {URLSearchParams} query @param {http.ServerResponse} response */
  function answer(query, response) {
    const id = query.get('id') ?? '';
    const asked = pending.get(id);
    pending.delete(id);
    if (!asked) return response.writeHead(400).end('Unknown authorization');
    const target = new URL(asked.redirectUri);
    if (query.get('answer') === 'allow') {
      const code = base64url(crypto.randomBytes(16));
      codes.set(code, { ...asked, issued: Date.now(), used: false });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user has denied your application access.');
    }
    target.searchParams.set('state', asked.state);
    response.writeHead(302, { Location: target.toString() }).end();
  }

  /** @param {Record<string, string>} body @param {http.ServerResponse} response */
  function exchange(body, response) {
    const code = body.code ?? '';
    const fail = (/** @type {string} */ error) => {
      exchanges.push({ code, ok: false, error });
      json(response, 200, { error });
    };
    if (body.client_id !== clientId || body.client_secret !== clientSecret) return fail('incorrect_client_credentials');
    const issued = codes.get(code);
    if (!issued || issued.used || Date.now() - issued.issued > 600_000) return fail('bad_verification_code');
    issued.used = true;
    if (body.redirect_uri !== undefined && body.redirect_uri !== issued.redirectUri)
      return fail('redirect_uri_mismatch');
    const challenge = base64url(
      crypto
        .createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest(),
    );
    if (challenge !== issued.challenge) return fail('bad_verification_code');
    const token = `gho_${base64url(crypto.randomBytes(24))}`;
    tokens.add(token);
    exchanges.push({ code, ok: true });
    json(response, 200, { access_token: token, token_type: 'bearer', scope: issued.scope });
  }

  /** The REST answers Decap's GitHub backend reads, from HEAD. */
  const [owner, name] = repo.split('/');
  const repoPath = `/repos/${repo}`;
  /** @param {string} ref */
  const commitOf = (ref) => (ref === 'main' || ref === head ? head : ref);

  /**
   * @param {string} spec `<ref>:<path>` or a tree sha
   * @param {boolean} recursive
   */
  function tree(spec, recursive) {
    const [ref, ...rest] = spec.split(':');
    const object = rest.length > 0 ? `${commitOf(ref ?? '')}:${rest.join(':')}` : commitOf(ref ?? '');
    const sha = git(['rev-parse', object]).toString().trim();
    const lines = git(['ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), sha])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
    return {
      sha,
      truncated: false,
      tree: lines.map((line) => {
        const [meta = '', file = ''] = line.split('\t');
        const [mode, type, objectSha, size] = meta.split(/\s+/);
        return { path: file, mode, type, sha: objectSha, ...(type === 'blob' ? { size: Number(size) } : {}) };
      }),
    };
  }

  /** @param {http.IncomingMessage} request @param {URL} url @param {http.ServerResponse} response */
  function rest(request, url, response) {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    const token = /^(?:token|Bearer) (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) return json(response, 401, { message: 'Bad credentials' }, cors);
    const raw = (request.headers.accept ?? '').includes('raw');
    const p = decodeURIComponent(url.pathname.replace(/^\/api\/v3/, ''));
    try {
      if (p === '/user')
        return json(response, 200, { login, id: 1, name: 'Editora de la firma', avatar_url: '' }, cors);
      if (p === repoPath) {
        return json(
          response,
          200,
          {
            full_name: repo,
            name,
            owner: { login: owner },
            private: true,
            default_branch: 'main',
            permissions: { admin: false, push: true, pull: true },
          },
          cors,
        );
      }
      if (p.startsWith(`${repoPath}/branches/`)) {
        return json(response, 200, { name: p.split('/').pop(), commit: { sha: head } }, cors);
      }
      if (p.startsWith(`${repoPath}/git/trees/`)) {
        return json(
          response,
          200,
          tree(p.slice(`${repoPath}/git/trees/`.length), url.searchParams.has('recursive')),
          cors,
        );
      }
      if (p.startsWith(`${repoPath}/git/blobs/`)) {
        const sha = p.split('/').pop() ?? '';
        const content = git(['cat-file', 'blob', sha]);
        if (raw) return response.writeHead(200, cors).end(content);
        return json(
          response,
          200,
          { sha, size: content.length, encoding: 'base64', content: content.toString('base64') },
          cors,
        );
      }
      if (p.startsWith(`${repoPath}/contents/`)) {
        const file = p.slice(`${repoPath}/contents/`.length);
        const ref = commitOf(url.searchParams.get('ref') ?? 'main');
        const type = git(['cat-file', '-t', `${ref}:${file}`])
          .toString()
          .trim();
        if (type === 'tree') {
          return json(
            response,
            200,
            tree(`${ref}:${file}`, false).tree.map((entry) => ({
              ...entry,
              name: entry.path,
              path: `${file}/${entry.path}`,
              type: entry.type === 'tree' ? 'dir' : 'file',
            })),
            cors,
          );
        }
        const content = git(['cat-file', 'blob', `${ref}:${file}`]);
        if (raw) return response.writeHead(200, cors).end(content);
        const sha = git(['rev-parse', `${ref}:${file}`])
          .toString()
          .trim();
        return json(
          response,
          200,
          {
            type: 'file',
            name: path.basename(file),
            path: file,
            sha,
            encoding: 'base64',
            content: content.toString('base64'),
          },
          cors,
        );
      }
      if (p === `${repoPath}/commits`) {
        return json(
          response,
          200,
          [
            {
              sha: head,
              commit: { author: { name: 'Editora', date: new Date(0).toISOString() }, message: '' },
              author: { login },
            },
          ],
          cors,
        );
      }
    } catch {
      return json(response, 404, { message: 'Not Found' }, cors);
    }
    unknown.push(`${request.method} ${url.pathname}${url.search}`);
    return json(response, 404, { message: 'Not Found' }, cors);
  }

  const server = http.createServer((request, response) => {
    // One request a connection: a client that reuses a connection just as the server's keep-alive ends it
    // meets a reset (ECONNRESET, seen through Playwright's route.fetch).
    response.setHeader('Connection', 'close');
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/login/oauth/authorize') return void authorize(url.searchParams, response);
    if (url.pathname === '/login/oauth/authorize/answer') return void answer(url.searchParams, response);
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        /** @type {Record<string, string>} */
        let body;
        try {
          body = (request.headers['content-type'] ?? '').includes('json')
            ? JSON.parse(text)
            : Object.fromEntries(new URLSearchParams(text));
        } catch {
          body = {};
        }
        exchange(body, response);
      });
      return undefined;
    }
    return void rest(request, url, response);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    /** The REST requests it could not answer (to name them when a test fails). */
    unknown,
    /** Whether a token it issued is still one it knows. */
    issued: (/** @type {string} */ token) => tokens.has(token),
    /** Forgets every token it issued, as GitHub does when an editor's access is revoked: the API answers 401. */
    revokeAll: () => tokens.clear(),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

module.exports = { startGitHubStandIn };
