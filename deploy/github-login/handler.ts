/**
 * The editor's GitHub login, answered by the site's own host: one handler on the web-standard Request and
 * Response, which Cloudflare Pages runs as a Pages Function (functions/auth/) and Netlify as a Function
 * (netlify/functions/github-login.ts). It speaks Decap's GitHub handshake (decap-cms 3.16.3's
 * NetlifyAuthenticator): Decap opens `<base_url>/auth?provider=github…` in a popup; this answers with a
 * redirect to GitHub's authorize page; GitHub sends the editor back to /auth/callback; this exchanges the
 * code for a token and answers a page that hands it to the editor window: it posts `authorizing:github` to
 * its opener, and when the opener echoes it, `authorization:github:success:{"token":…,"provider":"github"}`
 * (or `authorization:github:error:{"message":…}`), always to the site's origin (SITE_URL's), never to `*`.
 * Where the site's host runs no functions (nginx), the same handler runs as a Cloudflare Worker at its own
 * address, LOGIN_URL (deploy/github-login/worker.ts), and still posts only to SITE_URL's origin.
 *
 * Safety (each point has a test in __tests__/deploy/github-login.test.ts):
 * - `state` is 32 random bytes, bound to the browser that started by an HttpOnly, Secure, SameSite=Lax
 *   `__Host-` cookie signed with a key derived from the client secret, valid 10 minutes, and cleared by the
 *   callback whatever happens, so it is used once; GitHub's codes are single use as well.
 * - PKCE S256: the verifier travels only in that cookie and in the exchange.
 * - The redirect_uri is (LOGIN_URL or SITE_URL) + /auth/callback: nothing in the request names where anyone
 *   is sent; a login begun at another address (a preview deployment) is refused.
 * - The client secret is sent only to GitHub; no page, header or thrown error carries it.
 * - Every answer: Cache-Control: no-store, the headers every answer of the site carries, and a policy of
 *   its own (one nonce for the page's one script and one style; nothing else loads).
 * - The scope is CMS_REPO_VISIBILITY's: `repo` for a private repository (the default), `public_repo` for a
 *   public one: what Decap's GitHub backend needs to read and commit, and nothing more.
 *
 * GitHub's address is fixed (https://github.com). The tests' stand-in comes in only through
 * GITHUB_STAND_IN, which is read only when SITE_URL (and LOGIN_URL) are loopback addresses (127.0.0.1, localhost), never on
 * a published site.
 */
import { DEFAULT_REPO_VISIBILITY, LOGIN_PATH, REPO_SCOPES } from '../../src/shared/constants.cjs';
import { headersBesidesPolicy } from '../security-headers.cjs';

/** The host's settings, as each host gives them (Cloudflare's `context.env`, Netlify's `process.env`). */
export type LoginSettings = { readonly [name: string]: unknown };

/** GitHub's OAuth address: the one the published site ever talks to. */
const GITHUB = 'https://github.com';
/** How long a started login may take before its state expires. */
const STATE_LIFETIME_S = 600;
/** How long GitHub may take to answer the exchange. */
const GITHUB_TIMEOUT_MS = 10_000;
export const STATE_COOKIE = '__Host-github-login';
const CALLBACK_PATH = `${LOGIN_PATH}/callback`;

type Failure = { status: number; title: string; text: string };

/** Every failure's Spanish page: what happened and what to do. The message Decap shows is `text`. */
const FAILURES = {
  denied: {
    status: 403,
    title: 'No se autorizó el acceso',
    text: 'En GitHub se pulsó «Cancel» o no se dio acceso al sitio. Para editar, cierre esta ventana e inicie sesión otra vez, y autorice el acceso.',
  },
  state: {
    status: 400,
    title: 'El inicio de sesión venció o no empezó aquí',
    text: 'Este inicio de sesión no se reconoce: tardó más de 10 minutos, ya se usó, o no empezó en este navegador. Cierre esta ventana y pulse otra vez «Iniciar sesión con GitHub» en el editor.',
  },
  unreachable: {
    status: 502,
    title: 'GitHub no responde',
    text: 'No fue posible comunicarse con GitHub para terminar el inicio de sesión. Espere unos minutos e inicie sesión otra vez; si sigue igual, revise en githubstatus.com si GitHub tiene problemas.',
  },
  refused: {
    status: 502,
    title: 'GitHub no aceptó el inicio de sesión',
    text: 'GitHub rechazó el código de acceso (vencido o ya usado). Cierre esta ventana e inicie sesión otra vez.',
  },
  credentials: {
    status: 500,
    title: 'La configuración del sitio no coincide con la de GitHub',
    text: 'GitHub no reconoce GITHUB_CLIENT_ID o GITHUB_CLIENT_SECRET. Quien administra el sitio debe copiarlos otra vez de la OAuth App en GitHub a la configuración del proveedor, y publicar de nuevo.',
  },
  provider: {
    status: 400,
    title: 'Proveedor desconocido',
    text: 'Este sitio solo inicia sesión con GitHub. Vuelva al editor y pulse «Iniciar sesión con GitHub».',
  },
} satisfies Record<string, Failure>;

/** A setting that is missing or malformed: its name, never its value. */
const settingFailure = (name: string, what: string): Failure => ({
  status: 500,
  title: 'Falta configurar el inicio de sesión',
  text: `${what}: ${name}. Quien administra el sitio debe ponerlo en la configuración del proveedor (Cloudflare Pages o Netlify) y publicar de nuevo (docs/publishing.md).`,
});

/** A login begun at an address other than SITE_URL's, the one the OAuth App names (e.g. a preview deployment). */
const otherAddress = ({ login, site }: { login: string; site: string }): Failure => ({
  status: 403,
  title: 'Inicie sesión en la dirección publicada',
  text: `La aplicación de GitHub del sitio solo acepta inicios de sesión desde ${login}. Esta dirección (por ejemplo, una vista previa) no puede iniciar sesión: abra ${site}/admin/ e inicie sesión allí.`,
});

/**
 * `site`: SITE_URL's origin, the only one the token is posted to. `login`: where this handler answers and the
 * OAuth App's callback lives: LOGIN_URL's origin when it runs apart from the site (a Cloudflare Worker for an
 * nginx host, docs/publishing.md), else the site's.
 */
type Settings = { clientId: string; clientSecret: string; site: string; login: string; scope: string; github: string };

const text = (settings: LoginSettings, name: string): string => {
  const value = settings[name];
  return typeof value === 'string' ? value.trim() : '';
};

const isLoopback = (hostname: string): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);

/** A setting's address: https, or http on this computer (the tests). */
function originOf(env: LoginSettings, name: string): URL | undefined {
  try {
    const url = new URL(text(env, name));
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The handler's settings, or the failure that names the first one missing or malformed. */
function readSettings(env: LoginSettings): Settings | Failure {
  for (const name of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'SITE_URL']) {
    if (text(env, name) === '') return settingFailure(name, 'Falta la variable');
  }
  const site = originOf(env, 'SITE_URL');
  if (!site) return settingFailure('SITE_URL', 'No es una dirección https:// la variable');
  const login = text(env, 'LOGIN_URL') === '' ? site : originOf(env, 'LOGIN_URL');
  if (!login) return settingFailure('LOGIN_URL', 'No es una dirección https:// la variable');
  const loopback = isLoopback(site.hostname) && isLoopback(login.hostname);
  const visibility = text(env, 'CMS_REPO_VISIBILITY') || DEFAULT_REPO_VISIBILITY;
  const scope = REPO_SCOPES[visibility];
  if (!scope) return settingFailure('CMS_REPO_VISIBILITY', 'Debe ser private o public la variable');
  // The stand-in of the tests: only for a site served from this computer (see the header).
  const standIn = text(env, 'GITHUB_STAND_IN');
  return {
    clientId: text(env, 'GITHUB_CLIENT_ID'),
    clientSecret: text(env, 'GITHUB_CLIENT_SECRET'),
    site: site.origin,
    login: login.origin,
    scope,
    github: loopback && standIn !== '' ? new URL(standIn).origin : GITHUB,
  };
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const randomToken = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

const sha256 = async (value: string): Promise<ArrayBuffer> =>
  crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));

/** The cookie's signature: HMAC-SHA-256 under a key derived from the client secret. */
async function sign(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    await sha256(`github-login state cookie\n${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value))));
}

/** Compares two strings in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const cookieAttributes = 'Path=/; HttpOnly; Secure; SameSite=Lax';
const clearedCookie = `${STATE_COOKIE}=; Max-Age=0; ${cookieAttributes}`;

function readCookie(request: Request): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The started login the cookie carries, if it is signed by this site, unexpired and for this `state`. */
async function startedLogin(request: Request, secret: string, state: string, now: number): Promise<string | undefined> {
  const [cookieState, verifier, expires, signature, ...rest] = (readCookie(request) ?? '').split('.');
  if (!cookieState || !verifier || !expires || !signature || rest.length > 0) return undefined;
  const expected = await sign(secret, `${cookieState}.${verifier}.${expires}`);
  if (!sameText(signature, expected)) return undefined;
  if (!(Number(expires) > now)) return undefined;
  if (!sameText(cookieState, state)) return undefined;
  return verifier;
}

/** Every answer's headers: no cache, the site's security headers, a policy that admits the page's one script and style. */
function headers(nonce: string, more: Record<string, string> = {}): Headers {
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return new Headers({
    ...headersBesidesPolicy,
    'Content-Security-Policy': policy,
    'Cache-Control': 'no-store',
    ...more,
  });
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the popup shows. Its script hands `message` to the window that opened it, with Decap's
 * protocol, only if that window is of origin `to` (the site's, from SITE_URL; without it, the page's own):
 * a page of another origin receives nothing.
 */
function handshakePage(
  title: string,
  body: string,
  message: string,
  { status, cookie, to }: { status: number; cookie?: string; to?: string },
): Response {
  const nonce = randomToken();
  // In a JSON script block: `<` escaped, so no text can end the block.
  const data = JSON.stringify({ message, origin: to }).replaceAll('<', '\\u003c');
  const script = `(function () {
  var message = JSON.parse(document.getElementById('login-message').textContent).message;
  var opener = window.opener;
  if (!opener) return;
  var origin = JSON.parse(document.getElementById('login-message').textContent).origin || window.location.origin;
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== opener || event.data !== 'authorizing:github') return;
    opener.postMessage(message, origin);
  });
  opener.postMessage('authorizing:github', origin);
})();`;
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font:1rem/1.5 system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#12314f}h1{font-size:1.25rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
</main>
<script type="application/json" id="login-message">${data}</script>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: headers(nonce, {
      'Content-Type': 'text/html; charset=utf-8',
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    }),
  });
}

/** A failure's page: the Spanish text, and Decap's error message with the same text for the editor window. */
const failurePage = (failure: Failure, to?: string, cookie?: string): Response =>
  handshakePage(
    failure.title,
    failure.text,
    `authorization:github:error:${JSON.stringify({ message: `${failure.title}. ${failure.text}` })}`,
    { status: failure.status, cookie, to },
  );

/** /auth: a new state and verifier in the browser's cookie, then GitHub's authorize page. */
async function start(request: Request, settings: Settings, now: number): Promise<Response> {
  if (new URL(request.url).searchParams.get('provider') !== 'github')
    return failurePage(FAILURES.provider, settings.site);
  const state = randomToken();
  const verifier = randomToken();
  const expires = String(now + STATE_LIFETIME_S * 1000);
  const value = `${state}.${verifier}.${expires}`;
  const cookie = `${STATE_COOKIE}=${value}.${await sign(settings.clientSecret, value)}; Max-Age=${STATE_LIFETIME_S}; ${cookieAttributes}`;
  const authorize = new URL('/login/oauth/authorize', settings.github);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.login + CALLBACK_PATH,
    scope: settings.scope,
    state,
    code_challenge: base64url(new Uint8Array(await sha256(verifier))),
    code_challenge_method: 'S256',
    allow_signup: 'false',
  }).toString();
  return new Response(null, {
    status: 302,
    headers: headers(randomToken(), { Location: authorize.toString(), 'Set-Cookie': cookie }),
  });
}

type Exchange = { access_token?: unknown; error?: unknown };

/** /auth/callback: the state checked and spent, the code exchanged once, the token handed over. */
async function callback(request: Request, settings: Settings, now: number): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const verifier = await startedLogin(request, settings.clientSecret, query.get('state') ?? '', now);
  // The cookie goes whatever happens: a state is used once.
  if (!verifier) return failurePage(FAILURES.state, settings.site, clearedCookie);
  if (query.get('error')) {
    return failurePage(
      query.get('error') === 'access_denied' ? FAILURES.denied : FAILURES.refused,
      settings.site,
      clearedCookie,
    );
  }
  const code = query.get('code');
  if (!code) return failurePage(FAILURES.refused, settings.site, clearedCookie);
  let answer: Exchange;
  try {
    const response = await fetch(new URL('/login/oauth/access_token', settings.github), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: settings.login + CALLBACK_PATH,
        code_verifier: verifier,
      }),
      // A redirect is not GitHub's answer (workerd has no 'error' mode): not ok below.
      redirect: 'manual',
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
    if (!response.ok) return failurePage(FAILURES.unreachable, settings.site, clearedCookie);
    answer = (await response.json()) as Exchange;
  } catch {
    // Whatever failed, nothing of it is shown: an error could quote the request.
    return failurePage(FAILURES.unreachable, settings.site, clearedCookie);
  }
  if (answer.error === 'incorrect_client_credentials')
    return failurePage(FAILURES.credentials, settings.site, clearedCookie);
  if (typeof answer.access_token !== 'string' || answer.access_token === '') {
    return failurePage(FAILURES.refused, settings.site, clearedCookie);
  }
  return handshakePage(
    'Sesión iniciada',
    'Ya puede volver al editor; esta ventana se cierra sola.',
    `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: 'github' })}`,
    { status: 200, cookie: clearedCookie, to: settings.site },
  );
}

/**
 * Answers /auth and /auth/callback (any other path: 404). `now` is for the tests of expiry.
 */
export async function handleLogin(request: Request, env: LoginSettings, now = Date.now()): Promise<Response> {
  const { pathname, origin } = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: headers(randomToken(), { Allow: 'GET, HEAD' }) });
  }
  const route = pathname.replace(/\/$/, '');
  if (route !== LOGIN_PATH && route !== CALLBACK_PATH) {
    return new Response(null, { status: 404, headers: headers(randomToken()) });
  }
  const settings = readSettings(env);
  if ('status' in settings) return failurePage(settings);
  // Posted to the page's own origin: on a preview, the editor window's (login.js gives Decap that address).
  if (origin !== settings.login) return failurePage(otherAddress(settings));
  return route === LOGIN_PATH ? start(request, settings, now) : callback(request, settings, now);
}
