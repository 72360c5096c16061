// Runs Debian's nginx with the committed deploy/nginx.conf (only its `listen` and `root`
// lines swapped) in the foreground, with a temporary prefix: used by the browser tests
// and by the benchmark, so both measure the server configuration that ships.
const { execFileSync, spawn } = require('node:child_process');
const crypto = require('node:crypto');
const http = require('node:http');
const https = require('node:https');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { nginxServer } = require('../deploy/host-config.cjs');
const { deadlines } = require('./deadlines.cjs');

const projectRoot = path.resolve(__dirname, '..');

/**
 * Debian's nginx; `npm test` installs it when missing, as it does Chromium.
 * @type {string}
 */
const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** Debian's brotli_static module (package libnginx-mod-http-brotli-static). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Replaces the one line `line` of `text`; fails when it is not there exactly once.
 * @param {string} text
 * @param {string} line
 * @param {string} replacement
 * @returns {string}
 */
function swapLine(text, line, replacement) {
  const count = text.split(line).length - 1;
  if (count !== 1) throw new Error(`deploy/nginx.conf should contain "${line}" once, found ${count}`);
  return text.replace(line, replacement);
}

/**
 * The committed deploy/nginx.conf with only its `listen` and `root` lines swapped for the
 * test's. With `tls`, it listens with TLS and HTTP/2, as production serves it, with the
 * given certificate and key.
 * @param {string} root
 * @param {number} port
 * @param {{ cert: string, key: string }} [tls]
 * @returns {string}
 */
function testServerBlock(root, port, tls) {
  const conf = fs.readFileSync(path.join(projectRoot, 'deploy/nginx.conf'), 'utf8');
  const listen = tls
    ? [
        `listen 127.0.0.1:${port} ssl http2;`,
        `    ssl_certificate ${tls.cert};`,
        `    ssl_certificate_key ${tls.key};`,
        '    ssl_protocols TLSv1.2 TLSv1.3;',
      ].join('\n')
    : `listen 127.0.0.1:${port};`;
  return swapLine(swapLine(conf, nginxServer.listen, listen), nginxServer.root, `root ${root};`);
}

/** The private key of every certificate this process makes (PEM), made at the first call. */
let certificateKey = '';

/** @returns {string} */
function testCertificateKey() {
  certificateKey ||= /** @type {string} */ (
    crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' })
  );
  return certificateKey;
}

/**
 * The public key of every certificate this process makes, as Chromium's `--ignore-certificate-errors-spki-list`
 * takes it (the base64 SHA-256 of its SubjectPublicKeyInfo): a Chromium launched with it trusts them, as a visitor's
 * browser trusts the site's certificate. Known before any server starts.
 * @returns {string}
 */
function testCertificateSpki() {
  const spki = crypto.createPublicKey(testCertificateKey()).export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(spki).digest('base64');
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, written into `dir`, with the process's one key
 * (testCertificateSpki).
 * @param {string} dir
 * @returns {{ cert: string, key: string }}
 */
function makeCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  fs.writeFileSync(key, testCertificateKey(), { mode: 0o600 });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-key',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * Whether something answers HTTP(S) at `url` (any status); a self-signed certificate is fine.
 * @param {string} url
 * @returns {Promise<boolean>}
 */
function answers(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

/**
 * Serves `root` on 127.0.0.1:port with the committed server block inside a minimal http
 * block (Debian's mime.types). Resolves to { url, stop } once nginx answers.
 * `{ tls: true }` serves https with HTTP/2 and a throwaway self-signed certificate (Chromium trusts it when
 * launched with testCertificateSpki(); other browsers need `acceptInsecureCerts`).
 * @param {string} root
 * @param {number} port
 * @param {{ tls?: boolean }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startNginx(root, port, options = {}) {
  for (const [file, pkg] of /** @type {[string, string][]} */ ([
    [NGINX_PATH, 'nginx'],
    [BROTLI_MODULE, 'libnginx-mod-http-brotli-static'],
  ])) {
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: sudo apt-get update && sudo apt-get install -y ${pkg}`);
    }
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const tls = options.tls ? makeCertificate(prefix) : undefined;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${path.join(prefix, kind)};`,
  );
  const conf = [
    `load_module ${BROTLI_MODULE};`,
    // As root, nginx would run its worker as `nobody`, which cannot read temporary directories.
    ...(process.getuid && process.getuid() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    testServerBlock(root, port, tls),
    '}',
    '',
  ].join('\n');
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const nginx = spawn(
    NGINX_PATH,
    ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confFile, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr.on('data', /** @param {Buffer} chunk */ (chunk) => (stderr += chunk.toString()));
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => nginx.once('exit', () => resolve()));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const log = () => {
    const file = path.join(prefix, 'error.log');
    return `${stderr}${fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''}`;
  };
  const deadline = Date.now() + deadlines().serverFirstAnswer;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) break;
    if (await answers(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const output = log();
  await stop();
  throw new Error(`nginx did not start on ${url}:\n${output}`);
}

module.exports = { startNginx, makeCertificate, testCertificateSpki };
