/**
 * @jest-environment node
 */
/**
 * The editor's GitHub login (deploy/github-login/handler.ts), called as the hosts call it, against the local
 * stand-in for GitHub (tools/github-stand-in.cjs), which checks the client id and secret, the redirect_uri,
 * PKCE's verifier and that each code is used once. Each safety point of the handler's header has a test
 * here that fails without it; the same handler under each host's runtime and in a browser:
 * browser-tests/github-login.test.ts.
 */
import { handleLogin, STATE_COOKIE, type LoginSettings } from '../../deploy/github-login/handler';
import { headersBesidesPolicy } from '../../deploy/security-headers.cjs';
import { LOGIN_PATH } from '../../src/shared/constants.cjs';
import { startGitHubStandIn } from '../../tools/github-stand-in.cjs';
import { config as netlifyConfig } from '../../netlify/functions/github-login';

const SITE = 'http://localhost:10380';
const SECRET = 'secreto-de-prueba-0123456789abcdef';
const CALLBACK = `${SITE}/auth/callback`;
let github: Awaited<ReturnType<typeof startGitHubStandIn>>;
let settings: LoginSettings;
/** Every answer of these tests, to check none carries the secret. */
const answers: { body: string; headers: string }[] = [];

beforeAll(async () => {
  github = await startGitHubStandIn({
    port: 10381,
    clientId: 'Iv1.cliente',
    clientSecret: SECRET,
    callback: CALLBACK,
    repo: 'firma-ejemplo/sitio',
  });
  settings = {
    GITHUB_CLIENT_ID: 'Iv1.cliente',
    GITHUB_CLIENT_SECRET: SECRET,
    SITE_URL: SITE,
    GITHUB_STAND_IN: github.url,
  };
});
afterAll(() => github.stop());

/** The handler's answer to GET `url`, with `cookie`; its body read and kept. */
async function get(url: string, { cookie = '', env = settings, now = Date.now() } = {}) {
  const response = await handleLogin(new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), env, now);
  const body = await response.text();
  answers.push({ body, headers: JSON.stringify([...response.headers]) });
  return { response, body };
}

/** The cookie a Set-Cookie header sets, as a browser sends it back. */
const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

/** Starts a login: the cookie, the state, and GitHub's authorize address. */
async function begin(env = settings) {
  const { response } = await get(`${SITE}${LOGIN_PATH}?provider=github&site_id=localhost&scope=repo`, { env });
  const location = new URL(response.headers.get('Location') ?? '');
  return { response, cookie: cookieOf(response), state: location.searchParams.get('state') ?? '', location };
}

/** What GitHub sends the editor back with after the editor presses `answer` on its page. */
async function githubAnswers(location: URL, answer: 'Authorize' | 'Cancel'): Promise<URL> {
  const page = await (await fetch(location)).text();
  const href = new RegExp(`<a href="([^"]+)">${answer}</a>`).exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error(`GitHub's stand-in showed no ${answer} link: ${page}`);
  const back = await fetch(new URL(href, github.url), { redirect: 'manual' });
  return new URL(back.headers.get('Location') ?? '');
}

/** What the page's script reads: the message for the editor window (Decap's protocol) and the one origin it goes to. */
const dataOf = (body: string) =>
  JSON.parse(/<script type="application\/json" id="login-message">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}') as {
    message?: string;
    origin?: string;
  };
const messageOf = (body: string) => dataOf(body).message ?? '';

test('a login goes to GitHub with PKCE S256, a random state bound to the browser by an HttpOnly, Secure, SameSite=Lax cookie, the callback SITE_URL names, and the scope for a private repository', async () => {
  const first = await begin();
  const second = await begin();
  const query = first.location.searchParams;
  expect(`${first.location.origin}${first.location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
  expect(query.get('client_id')).toBe('Iv1.cliente');
  expect(query.get('redirect_uri')).toBe(CALLBACK);
  expect(query.get('code_challenge_method')).toBe('S256');
  expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(query.get('scope')).toBe('repo');
  expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(second.state).not.toBe(first.state);
  expect(first.response.status).toBe(302);
  const setCookie = first.response.headers.get('Set-Cookie') ?? '';
  expect(setCookie.startsWith(`${STATE_COOKIE}=${first.state}.`)).toBe(true);
  expect(setCookie).toMatch(/; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
});

test('CMS_REPO_VISIBILITY=public asks GitHub for public_repo only; another value names the variable', async () => {
  const { location } = await begin({ ...settings, CMS_REPO_VISIBILITY: 'public' });
  expect(location.searchParams.get('scope')).toBe('public_repo');
  const { response, body } = await get(`${SITE}/auth?provider=github`, {
    env: { ...settings, CMS_REPO_VISIBILITY: 'secreta' },
  });
  expect(response.status).toBe(500);
  expect(body).toContain('CMS_REPO_VISIBILITY');
});

test('the editor authorizes: the code is exchanged once, with the verifier, and the page hands the token over with Decap’s protocol to the site’s own origin only; the cookie is spent', async () => {
  const { cookie, location } = await begin();
  const back = await githubAnswers(location, 'Authorize');
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  const before = github.exchanges.length;
  const { response, body } = await get(back.toString(), { cookie });
  expect(response.status).toBe(200);
  expect(github.exchanges.slice(before)).toEqual([{ code: back.searchParams.get('code'), ok: true }]);
  const message = messageOf(body);
  expect(message).toMatch(/^authorization:github:success:\{"token":"gho_[^"]+","provider":"github"\}$/);
  expect(github.issued(JSON.parse(message.replace('authorization:github:success:', '')).token)).toBe(true);
  // Every postMessage names the page's own origin, never '*'.
  expect(body.match(/postMessage\([^)]*\)/g)).toEqual([
    'postMessage(message, origin)',
    "postMessage('authorizing:github', origin)",
  ]);
  expect(dataOf(body).origin).toBe(SITE);
  expect(body).toContain('event.origin !== origin || event.source !== opener');
  expect(response.headers.get('Set-Cookie')).toBe(
    `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
  );
  expect(body).toContain('Sesión iniciada');
});

test('a replayed callback is refused: in the same browser the cookie is gone; with the old cookie copied, GitHub refuses the spent code; no second token', async () => {
  const { cookie, location } = await begin();
  const back = await githubAnswers(location, 'Authorize');
  const first = await get(back.toString(), { cookie });
  expect(messageOf(first.body)).toMatch(/success/);
  const again = await get(back.toString(), { cookie: cookieOf(first.response) });
  expect(again.response.status).toBe(400);
  expect(again.body).toContain('El inicio de sesión venció o no empezó aquí');
  const copied = await get(back.toString(), { cookie });
  expect(messageOf(copied.body)).toMatch(/^authorization:github:error:/);
  expect(copied.body).not.toMatch(/gho_/);
});

test('a forged, missing, different or expired state is refused with the Spanish page and Decap’s error, and GitHub is never asked', async () => {
  const { cookie, state, location } = await begin();
  const back = await githubAnswers(location, 'Authorize');
  const code = back.searchParams.get('code') ?? '';
  const other = await begin();
  const before = github.exchanges.length;
  const [value = '', ...signature] = cookie.split('.').reverse();
  const tries = [
    { what: 'no cookie', url: back.toString(), cookie: '' },
    { what: 'another state', url: `${CALLBACK}?code=${code}&state=${other.state}`, cookie },
    { what: 'no state', url: `${CALLBACK}?code=${code}`, cookie },
    {
      what: 'a forged cookie',
      url: back.toString(),
      cookie: `${[`${value.slice(0, -2)}xx`, ...signature].reverse().join('.')}`,
    },
    { what: 'another browser’s cookie', url: back.toString(), cookie: other.cookie },
  ];
  for (const attempt of tries) {
    const { response, body } = await get(attempt.url, { cookie: attempt.cookie });
    expect({ what: attempt.what, status: response.status, title: /<h1>(.*)<\/h1>/.exec(body)?.[1] }).toEqual({
      what: attempt.what,
      status: 400,
      title: 'El inicio de sesión venció o no empezó aquí',
    });
    expect(messageOf(body)).toMatch(/^authorization:github:error:\{"message":"El inicio de sesión venció/);
  }
  const late = await get(back.toString(), { cookie, now: Date.now() + 601_000 });
  expect(late.response.status).toBe(400);
  expect(github.exchanges.length).toBe(before);
  expect(state).not.toBe('');
});

test('a stolen code redeemed from another login (a wrong verifier) is refused by GitHub: no token', async () => {
  const victim = await begin();
  const stolen = (await githubAnswers(victim.location, 'Authorize')).searchParams.get('code') ?? '';
  const attacker = await begin();
  const { body } = await get(`${CALLBACK}?code=${stolen}&state=${attacker.state}`, { cookie: attacker.cookie });
  expect(github.exchanges.at(-1)).toEqual({ code: stolen, ok: false, error: 'bad_verification_code' });
  expect(body).toContain('GitHub no aceptó el inicio de sesión');
  expect(body).not.toMatch(/gho_/);
});

test('the editor cancels on GitHub: the page says access was not given, and Decap gets the error', async () => {
  const { cookie, location } = await begin();
  const back = await githubAnswers(location, 'Cancel');
  const { response, body } = await get(back.toString(), { cookie });
  expect(response.status).toBe(403);
  expect(body).toContain('No se autorizó el acceso');
  expect(messageOf(body)).toMatch(/^authorization:github:error:\{"message":"No se autorizó el acceso\./);
});

test('a missing setting is named, never a value; the secret never reaches a page, a header or a log', async () => {
  const log = jest.spyOn(console, 'log');
  const error = jest.spyOn(console, 'error');
  for (const name of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'SITE_URL']) {
    const { response, body } = await get(`${SITE}/auth?provider=github`, { env: { ...settings, [name]: undefined } });
    expect(response.status).toBe(500);
    expect(body).toContain(`Falta la variable: ${name}.`);
    expect(messageOf(body)).toContain(name);
  }
  const wrong = await begin();
  const back = await githubAnswers(wrong.location, 'Authorize');
  const { body } = await get(back.toString(), {
    cookie: wrong.cookie,
    env: { ...settings, GITHUB_CLIENT_SECRET: 'otro-secreto' },
  });
  // Signed with another key: the cookie of the first secret is refused before GitHub is asked.
  expect(body).toContain('El inicio de sesión venció');
  const fresh = await begin({ ...settings, GITHUB_CLIENT_SECRET: 'otro-secreto' });
  const freshBack = await githubAnswers(fresh.location, 'Authorize');
  const refused = await get(freshBack.toString(), {
    cookie: fresh.cookie,
    env: { ...settings, GITHUB_CLIENT_SECRET: 'otro-secreto' },
  });
  expect(refused.body).toContain('GitHub no reconoce GITHUB_CLIENT_ID o GITHUB_CLIENT_SECRET');
  expect(refused.body).not.toContain('otro-secreto');
  for (const answer of answers) {
    expect(answer.body).not.toContain(SECRET);
    expect(answer.headers).not.toContain(SECRET);
  }
  const logged = [...log.mock.calls, ...error.mock.calls].flat().map(String).join('\n');
  expect(logged).not.toContain(SECRET);
  log.mockRestore();
  error.mockRestore();
});

test('GitHub unreachable: a Spanish page says so and Decap gets the error', async () => {
  const { cookie, location } = await begin();
  const back = await githubAnswers(location, 'Authorize');
  const { response, body } = await get(back.toString(), {
    cookie,
    env: { ...settings, GITHUB_STAND_IN: 'http://127.0.0.1:10389' },
  });
  expect(response.status).toBe(502);
  expect(body).toContain('GitHub no responde');
  expect(messageOf(body)).toMatch(/^authorization:github:error:\{"message":"GitHub no responde\./);
});

test('a login begun at another address (a preview deployment) is refused with a page naming SITE_URL’s', async () => {
  const { response, body } = await get('http://127.0.0.1:10380/auth?provider=github');
  expect(response.status).toBe(403);
  expect(response.headers.get('Location')).toBeNull();
  expect(body).toContain(`solo acepta inicios de sesión desde ${SITE}`);
  expect(messageOf(body)).toMatch(/^authorization:github:error:/);
});

test('no redirect target is taken from the request, and GitHub’s address is fixed unless SITE_URL is this computer', async () => {
  const { response } = await get(
    `${SITE}/auth?provider=github&redirect_uri=https://otro.example/robar&base_url=https://otro.example`,
  );
  const location = new URL(response.headers.get('Location') ?? '');
  expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
  expect(location.origin).toBe(github.url);
  const published = { ...settings, SITE_URL: 'https://www.firma-ejemplo.co' };
  const production = await get('https://www.firma-ejemplo.co/auth?provider=github', { env: published });
  expect(production.response.headers.get('Location')).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
  expect(new URL(production.response.headers.get('Location') ?? '').searchParams.get('redirect_uri')).toBe(
    'https://www.firma-ejemplo.co/auth/callback',
  );
});

test('every answer is Cache-Control: no-store with the site’s security headers and a policy that admits only the page’s nonce', async () => {
  const { cookie, location } = await begin();
  const back = await githubAnswers(location, 'Authorize');
  const responses = [
    (await get(`${SITE}/auth?provider=github`)).response,
    (await get(back.toString(), { cookie })).response,
    (await get(`${SITE}/auth/callback`)).response,
    (await get(`${SITE}/auth?provider=gitlab`)).response,
    (await get(`${SITE}/auth/otra`)).response,
  ];
  for (const response of responses) {
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    for (const [name, value] of Object.entries(headersBesidesPolicy)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'none'; script-src 'nonce-[A-Za-z0-9_-]{43}'; style-src 'nonce-[A-Za-z0-9_-]{43}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
  }
});

test('Netlify’s entry answers the paths Decap and GitHub use: LOGIN_PATH and its callback', () => {
  expect(netlifyConfig.path).toEqual([LOGIN_PATH, `${LOGIN_PATH}/callback`]);
});

test('as a Worker at its own address (LOGIN_URL, for nginx hosts): GitHub returns to the Worker, and the token still goes only to SITE_URL’s origin', async () => {
  const worker = 'http://localhost:10382';
  const apart = { ...settings, LOGIN_URL: worker };
  const { response } = await get(`${worker}/auth?provider=github`, { env: apart });
  const location = new URL(response.headers.get('Location') ?? '');
  expect(location.searchParams.get('redirect_uri')).toBe(`${worker}/auth/callback`);
  const atSite = await get(`${SITE}/auth?provider=github`, { env: apart });
  expect(atSite.response.status).toBe(403);
  const page = await get(`${worker}/auth/callback?state=x`, { env: apart });
  expect(dataOf(page.body).origin).toBe(SITE);
});
