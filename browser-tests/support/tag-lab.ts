/**
 * The Tag Manager lab: the hosts a marketer's container talks to (Google's, Meta's and one
 * other vendor's), answered by one loopback TLS server with stand-ins that behave as each
 * product documents. Browsers reach it under the real names: Chromium maps them with
 * `--host-resolver-rules` (`LAB_MAPPING`), Firefox and WebKit go through the lab's
 * proxy, which tunnels only the lab's hosts to the same server. Nothing reaches the network.
 *
 * The server records every request by host and path (`requests`), so a test sees what the
 * tags really sent, and answers gtm.js with whichever container the test sets.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { GtmExport, GtmParameter, GtmTag } from '../../src/marketing/container-rules';
import { makeCertificate } from '../../tools/local-nginx.cjs';
import { CHAT_EVENT } from '../../src/chat/chat-types';
import { VITALS_EVENT } from '../../src/vitals/vitals-payload';
import { ENGINE_PORTS } from '../engines/ports';

/** The hosts the lab answers, by role. */
export const LAB_HOSTS = {
  tagManager: 'www.googletagmanager.com',
  analytics: 'region1.google-analytics.com',
  adServices: 'www.googleadservices.com',
  google: 'www.google.com',
  googleColombia: 'www.google.com.co',
  adsDoubleClick: 'googleads.g.doubleclick.net',
  metaScripts: 'connect.facebook.net',
  meta: 'www.facebook.com',
  fonts: 'fonts.googleapis.com',
  fontFiles: 'fonts.gstatic.com',
  sslStatic: 'ssl.gstatic.com',
  static: 'www.gstatic.com',
  /** A vendor that is neither Google nor Meta (a Custom HTML tag loads its script). */
  vendor: 'cdn.vendor.example',
} as const;

const HOST_NAMES: readonly string[] = Object.values(LAB_HOSTS);

/** The ids the lab's tags use. */
export const LAB_IDS = {
  measurement: 'G-LAB0000001',
  adsConversion: 'AW-111111111',
  adsLabel: 'WhatsAppChat_1',
  metaPixel: '222222222222222',
} as const;

/** The container the firm imports (docs/marketing/contenedor.md, section 1). */
const SHIPPED_CONTAINER = path.resolve(__dirname, '../../deploy/tag-manager-container.json');

/**
 * deploy/tag-manager-container.json as the lab's tags, its three `COMPLETAR - …` constants filled
 * in with the lab's ids as a marketer fills in theirs: its two GA4 event tags, each event parameter
 * from the Data Layer Variable the file names (with the Google tag that section 1, step 7 of the
 * guide adds), the chat's and the Web Vitals', each on its Custom Event trigger, and its Google Ads
 * conversion, on the chat's. Its
 * conversion linker only keeps the ad's click in first-party cookies and sends nothing: the lab
 * leaves it out. Throws when the file holds anything the lab cannot run as the file says.
 */
export function shippedContainer(): LabTag[] {
  const version = (JSON.parse(fs.readFileSync(SHIPPED_CONTAINER, 'utf8')) as GtmExport).containerVersion;
  const variables = new Map((version.variable ?? []).map((variable) => [variable.name, variable]));
  const value = (parameters: GtmParameter[] | undefined, key: string) =>
    parameters?.find((parameter) => parameter.key === key)?.value ?? '';
  /** The variable a parameter holds (`{{Name}}`), if it is of `type`. */
  const holds = (text: string, type: string) => {
    const variable = variables.get(/^\{\{(.+)\}\}$/.exec(text)?.[1] ?? '');
    if (variable?.type !== type) throw new Error(`The lab expects a variable of type ${type} in ${text}`);
    return variable;
  };
  /** A constant the marketer fills in, filled in with the lab's `id`. */
  const filled = (tag: GtmTag, key: string, id: string) => (holds(value(tag.parameter, key), 'c'), id);
  /** Each Custom Event trigger's event (an EQUALS on `{{_event}}`), by trigger id. */
  const triggerEvents = new Map(
    (version.trigger ?? []).flatMap((trigger) => {
      const filter = trigger.customEventFilter?.find(
        (f) => f.type === 'EQUALS' && value(f.parameter, 'arg0') === '{{_event}}',
      );
      return trigger.type === 'CUSTOM_EVENT' && filter ? [[trigger.triggerId, value(filter.parameter, 'arg1')]] : [];
    }),
  );
  return (version.tag ?? []).flatMap((tag): LabTag[] => {
    if (tag.type === 'gclidw') return [];
    const events = new Set((tag.firingTriggerId ?? []).map((id) => triggerEvents.get(id)));
    const [event] = events;
    if (events.size !== 1 || (event !== CHAT_EVENT.name && event !== VITALS_EVENT))
      throw new Error(`${tag.name} does not fire on the chat event alone, nor on the Web Vitals event alone`);
    if (tag.type === 'gaawe' && value(tag.parameter, 'eventName') === event) {
      const rows = tag.parameter?.find((parameter) => parameter.key === 'eventSettingsTable')?.list ?? [];
      const parameters = Object.fromEntries(
        rows.map((row) => [
          value(row.map, 'parameter'),
          value(holds(value(row.map, 'parameterValue'), 'v').parameter, 'name'),
        ]),
      );
      return [
        { kind: 'ga4', measurementId: filled(tag, 'measurementIdOverride', LAB_IDS.measurement), parameters, event },
      ];
    }
    if (tag.type === 'awct' && event === CHAT_EVENT.name) {
      const number = filled(tag, 'conversionId', LAB_IDS.adsConversion.slice('AW-'.length));
      return [
        {
          kind: 'adsConversion',
          conversionId: `AW-${number}`,
          label: filled(tag, 'conversionLabel', LAB_IDS.adsLabel),
        },
      ];
    }
    throw new Error(`The lab cannot run ${tag.name} (${tag.type})`);
  });
}

/** One request the lab answered: `host` + `path` (with the query), as the tag sent it. */
type LabRequest = { method: string; host: string; path: string };

/** What fires a tag: Tag Manager's page view (`gtm.js`) or one of the site's Custom Events. */
type Trigger = 'gtm.js' | 'whatsapp_click' | 'web_vitals';

/**
 * A container's tags, in the form the gtm.js stand-in reads:
 * - `html`: a Custom HTML tag, injected as Tag Manager injects it;
 * - `ga4`: the Google tag (gtag.js) configured with a GA4 measurement id on page view, and a
 *   GA4 event tag for `event` (`whatsapp_click` unless given: the site's Custom Event it fires on
 *   and the GA4 event it sends) whose `parameters` (event parameter → Data Layer key, as Data
 *   Layer Variables read them) default to `whatsapp_type` and `whatsapp_url`;
 * - `adsConversion`: a Google Ads conversion tag on `whatsapp_click`;
 * - `adsRemarketing`: a Google Ads remarketing tag on page view;
 * - `jsVariable`: a Custom JavaScript variable that the page view's tags read (Tag Manager
 *   evaluates its code at run time);
 * - `preview`: Tag Manager's Preview mode (Tag Assistant's badge).
 */
export type LabTag =
  | { kind: 'html'; name: string; html: string; on: Trigger }
  | { kind: 'ga4'; measurementId: string; parameters?: Record<string, string>; event?: Trigger }
  | { kind: 'adsConversion'; conversionId: string; label: string }
  | { kind: 'adsRemarketing'; conversionId: string }
  | { kind: 'jsVariable'; name: string; code: string }
  | { kind: 'preview' };

/**
 * What Tag Manager's gtm.js does with a container, reduced to what a CSP sees: it wraps
 * `dataLayer.push`, keeps the data layer's model (each pushed object's keys, the last value
 * winning: what Data Layer Variables read), runs the tags of each event (`gtm.js` at once, as
 * the snippet pushed it before loading; `whatsapp_click` and `web_vitals` when the site pushes them), loads gtag.js for Google's
 * built-in tags and talks to it through the data layer, evaluates Custom JavaScript variables
 * with `eval`, and injects Custom HTML as Tag Manager does: the HTML is parsed, each
 * `<script>` is made again with `createElement` (its attributes and text copied) and inserted
 * after the previous external one has loaded, other elements are appended to `<body>`.
 * Everything that runs records itself in `window.__lab.ran`; the violations the page sees
 * (from this script's start) go to `window.__lab.violations`.
 */
const GTM_STAND_IN = (tags: readonly LabTag[]) => `(function () {
  var w = window, d = document;
  var lab = w.__lab = w.__lab || { ran: [], violations: [] };
  d.addEventListener('securitypolicyviolation', function (e) {
    lab.violations.push(e.effectiveDirective + ' ' + e.blockedURI);
  });
  lab.ran.push('gtm.js');
  var tags = ${JSON.stringify(tags)};
  // The events a tag fires on: Tag Manager evaluates nothing for an event no trigger waits for.
  var handled = { 'gtm.js': true, whatsapp_click: true };
  tags.forEach(function (tag) { if (tag.kind === 'ga4' && tag.event) handled[tag.event] = true; });
  var layer = w.dataLayer = w.dataLayer || [];
  var model = {};
  var queue = Promise.resolve();
  function command() { layer.push(arguments); }
  var gtagLoaded = {};
  function googleTag(id) {
    if (gtagLoaded[id]) return;
    gtagLoaded[id] = true;
    var s = d.createElement('script');
    s.async = true;
    s.src = 'https://${LAB_HOSTS.tagManager}/gtag/js?id=' + encodeURIComponent(id);
    d.head.appendChild(s);
    command('js', new Date());
    command('config', id);
  }
  function inject(html) {
    var holder = d.createElement('div');
    holder.innerHTML = html;
    var chain = Promise.resolve();
    Array.prototype.slice.call(holder.childNodes).forEach(function (node) {
      chain = chain.then(function () {
        if (node.nodeName !== 'SCRIPT') { d.body.appendChild(node); return; }
        var script = d.createElement('script');
        Array.prototype.forEach.call(node.attributes, function (a) { script.setAttribute(a.name, a.value); });
        if (!node.src) { script.text = node.text; d.body.appendChild(script); return; }
        return new Promise(function (resolve) {
          script.onload = script.onerror = function () { resolve(); };
          d.body.appendChild(script);
        });
      });
    });
    return chain;
  }
  function variables() {
    var values = {};
    tags.forEach(function (tag) {
      if (tag.kind !== 'jsVariable') return;
      try { values[tag.name] = eval('(' + tag.code + ')')(); }
      catch (error) { values[tag.name] = undefined; lab.ran.push('variable failed: ' + error.name); }
    });
    return values;
  }
  function fire(entry) {
    if (Object.prototype.toString.call(entry) !== '[object Object]') return;
    Object.keys(entry).forEach(function (key) { model[key] = entry[key]; });
    var event = entry.event;
    if (!handled[event]) return;
    lab.variables = variables();
    tags.forEach(function (tag) {
      if (tag.kind === 'html' && tag.on === event) {
        queue = queue.then(function () { return inject(tag.html); }).then(function () { lab.ran.push('html: ' + tag.name + ' (' + event + ')'); });
      } else if (tag.kind === 'ga4') {
        if (event === 'gtm.js') googleTag(tag.measurementId);
        else if (event === (tag.event || 'whatsapp_click')) {
          var parameters = tag.parameters || { whatsapp_type: 'whatsapp_type', whatsapp_url: 'whatsapp_url' };
          var params = { send_to: tag.measurementId };
          Object.keys(parameters).forEach(function (name) { params[name] = model[parameters[name]]; });
          command('event', event, params);
        }
      } else if (tag.kind === 'adsRemarketing' && event === 'gtm.js') {
        googleTag(tag.conversionId);
      } else if (tag.kind === 'adsConversion' && event === 'whatsapp_click') {
        googleTag(tag.conversionId);
        command('event', 'conversion', { send_to: tag.conversionId + '/' + tag.label });
      } else if (tag.kind === 'preview' && event === 'gtm.js') {
        preview();
      }
    });
    queue = queue.then(function () { lab.fired = (lab.fired || []).concat(event); });
  }
  function stylesheet(href) {
    var link = d.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    d.head.appendChild(link);
  }
  function preview() {
    stylesheet('https://${LAB_HOSTS.tagManager}/debug/badge.css');
    stylesheet('https://${LAB_HOSTS.fonts}/css?family=Roboto:400');
    var badge = d.createElement('div');
    badge.id = '__TAG_ASSISTANT_BADGE';
    var icon = d.createElement('img');
    icon.alt = '';
    icon.src = 'https://${LAB_HOSTS.static}/tagassistant/badge-icon.svg';
    badge.appendChild(icon);
    badge.appendChild(d.createTextNode('Tag Assistant Connected'));
    d.body.appendChild(badge);
  }
  layer.slice().forEach(fire);
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    Array.prototype.forEach.call(arguments, fire);
    return result;
  };
})();
`;

/**
 * What gtag.js does with the commands in the data layer (those queued before it loaded and
 * those pushed later; one copy handles every id): \`config\` with a GA4 id sends a page_view
 * hit with sendBeacon, with a Google Ads id the remarketing requests (to doubleclick and to the
 * visitor's country domain of Google); \`event\` sends GA4 hits with fetch (parameters as
 * \`ep.<name>\`, numbers as \`epn.<name>\`, those without a value left out) and, for a \`conversion\` to an Ads id, the conversion requests. An
 * \`event_callback\` runs once, after the hits or after gtag's 2 s \`event_timeout\`.
 */
const GTAG_STAND_IN = `(function () {
  var w = window;
  var lab = w.__lab = w.__lab || { ran: [], violations: [] };
  lab.ran.push('gtag.js');
  if (w.__labGtag) return;
  w.__labGtag = true;
  var layer = w.dataLayer = w.dataLayer || [];
  var configured = [];
  var e = encodeURIComponent;
  function collect(id, name, params) {
    var query = 'v=2&tid=' + e(id) + '&en=' + e(name) + '&dl=' + e(location.href);
    Object.keys(params || {}).forEach(function (key) {
      if (key !== 'send_to' && key !== 'event_callback' && typeof params[key] !== 'function' && params[key] !== undefined) query += (typeof params[key] === 'number' ? '&epn.' : '&ep.') + key + '=' + e(params[key]);
    });
    return 'https://${LAB_HOSTS.analytics}/g/collect?' + query;
  }
  function image(url) {
    return new Promise(function (resolve) {
      var img = new Image();
      img.onload = img.onerror = function () { resolve(); };
      img.src = url;
    });
  }
  function send(url) {
    return fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true, credentials: 'include' }).catch(function () {});
  }
  function run(args) {
    var name = args[0];
    if (name === 'config') {
      var id = String(args[1]);
      configured.push(id);
      if (/^G-/.test(id)) navigator.sendBeacon(collect(id, 'page_view', {}));
      if (/^AW-/.test(id)) {
        var number = id.slice(3);
        image('https://${LAB_HOSTS.adsDoubleClick}/pagead/viewthroughconversion/' + number + '/?random=' + Date.now());
        image('https://${LAB_HOSTS.googleColombia}/pagead/1p-user-list/' + number + '/?random=' + Date.now());
      }
    } else if (name === 'event') {
      var params = args[2] || {};
      var targets = params.send_to ? [].concat(params.send_to) : configured;
      var sent = [];
      targets.forEach(function (target) {
        if (/^G-/.test(target)) sent.push(send(collect(target, args[1], params)));
        if (/^AW-/.test(target) && args[1] === 'conversion') {
          var parts = target.slice(3).split('/');
          var query = '?label=' + e(parts[1] || '') + '&url=' + e(location.href);
          sent.push(send('https://${LAB_HOSTS.adServices}/pagead/conversion/' + parts[0] + '/' + query));
          sent.push(image('https://${LAB_HOSTS.google}/pagead/1p-conversion/' + parts[0] + '/' + query));
        }
      });
      if (typeof params.event_callback === 'function') {
        var done = false;
        var callback = function () { if (!done) { done = true; params.event_callback(); } };
        Promise.all(sent).then(callback);
        setTimeout(callback, 2000);
      }
    }
  }
  function take(item) {
    if (Object.prototype.toString.call(item) === '[object Arguments]') run(item);
  }
  layer.slice().forEach(take);
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    Array.prototype.forEach.call(arguments, take);
    return result;
  };
})();
`;

/**
 * What Meta's fbevents.js does with the queue the base code's `fbq` stub keeps: it loads the
 * pixel's configuration script, then sends each `init`ed pixel's events as an image request
 * to www.facebook.com/tr (`id`, `ev`, `dl`).
 */
const FBEVENTS_STAND_IN = `(function () {
  var w = window, fbq = w.fbq;
  var lab = w.__lab = w.__lab || { ran: [], violations: [] };
  lab.ran.push('fbevents.js');
  if (!fbq || fbq.__lab) return;
  fbq.__lab = true;
  var pixels = [];
  var e = encodeURIComponent;
  fbq.callMethod = function (name, a, b) {
    if (name === 'init') {
      pixels.push(String(a));
      var config = document.createElement('script');
      config.async = true;
      config.src = 'https://${LAB_HOSTS.metaScripts}/signals/config/' + e(String(a)) + '?v=2.9.0&r=stable';
      document.head.appendChild(config);
    } else if (name === 'track') {
      pixels.forEach(function (id) {
        new Image().src = 'https://${LAB_HOSTS.meta}/tr?id=' + e(id) + '&ev=' + e(a) + '&dl=' + e(location.href);
      });
    }
  };
  var queued = fbq.queue || [];
  fbq.queue = [];
  queued.forEach(function (args) { fbq.callMethod.apply(fbq, args); });
})();
`;

/**
 * The other vendor's tag: it runs, and inserts an inline script and an external script of
 * its own (what analytics and chat vendors do), to show that trust carries on.
 */
const VENDOR_STAND_IN = `(function () {
  var lab = window.__lab = window.__lab || { ran: [], violations: [] };
  lab.ran.push('vendor tag.js');
  var inline = document.createElement('script');
  inline.text = 'window.__lab.ran.push("vendor inline child");';
  document.head.appendChild(inline);
  var external = document.createElement('script');
  external.src = 'https://${LAB_HOSTS.vendor}/child.js';
  document.head.appendChild(external);
})();
`;

const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="8" fill="#4285f4"/></svg>';
/** A real WOFF2 file (a font the site already depends on), so the browser decodes it without complaint. */
const FONT_FILE = require.resolve('@fontsource/fraunces/files/fraunces-latin-400-normal.woff2');

type Answer = { type: string; body: string | Buffer; headers?: Record<string, string> };

const script = (body: string): Answer => ({ type: 'application/javascript', body });
const css = (body: string): Answer => ({ type: 'text/css', body });

/** The lab's answer for one request, or undefined (404). */
function answer(host: string, url: URL, container: readonly LabTag[]): Answer | undefined {
  const at = `${host}${url.pathname}`;
  switch (true) {
    case at === `${LAB_HOSTS.tagManager}/gtm.js`:
      return script(GTM_STAND_IN(container));
    case at === `${LAB_HOSTS.tagManager}/gtag/js`:
      return script(GTAG_STAND_IN);
    case at === `${LAB_HOSTS.tagManager}/debug/badge.css`:
      return css(
        `#__TAG_ASSISTANT_BADGE{position:fixed;bottom:8px;right:8px;padding:4px 8px;font-family:Roboto,sans-serif;` +
          `background:#fff url(https://${LAB_HOSTS.sslStatic}/tagassistant/badge-background.gif) no-repeat}`,
      );
    case at === `${LAB_HOSTS.fonts}/css`:
      return css(
        `@font-face{font-family:'Roboto';font-style:normal;font-weight:400;` +
          `src:url(https://${LAB_HOSTS.fontFiles}/s/roboto/v30/lab.woff2) format('woff2')}`,
      );
    case host === LAB_HOSTS.fontFiles:
      return { type: 'font/woff2', body: fs.readFileSync(FONT_FILE), headers: { 'Access-Control-Allow-Origin': '*' } };
    case at === `${LAB_HOSTS.metaScripts}/en_US/fbevents.js`:
      return script(FBEVENTS_STAND_IN);
    case host === LAB_HOSTS.metaScripts && url.pathname.startsWith('/signals/config/'):
      return script(`(window.__lab = window.__lab || { ran: [] }).ran.push('fbevents config');`);
    case at === `${LAB_HOSTS.vendor}/tag.js`:
      return script(VENDOR_STAND_IN);
    case at === `${LAB_HOSTS.vendor}/child.js`:
      return script(`window.__lab.ran.push('vendor external child');`);
    case url.pathname.endsWith('.svg'):
      return { type: 'image/svg+xml', body: ICON };
    case at === `${LAB_HOSTS.analytics}/g/collect`:
      return { type: 'text/plain', body: '' };
    case at === `${LAB_HOSTS.meta}/tr`:
    case host === LAB_HOSTS.sslStatic:
    case url.pathname.startsWith('/pagead/'):
      return { type: 'image/gif', body: GIF };
    default:
      return undefined;
  }
}

export type Lab = {
  /** Every request the lab answered, in order. */
  readonly requests: LabRequest[];
  /** Host names a proxied browser asked for that the lab does not answer (refused). */
  readonly refused: string[];
  /** Sets the container gtm.js answers with and forgets the requests seen so far. */
  reset(container: readonly LabTag[]): void;
  /** `host + path` (query included) of each request to `host`. */
  to(host: string): string[];
  stop(): Promise<void>;
};

/**
 * Starts the lab: the TLS server on ENGINE_PORTS.lab.tls and the proxy (CONNECT only, and
 * only to the lab's hosts on 443) on ENGINE_PORTS.lab.proxy.
 */
async function startLab(): Promise<Lab> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tag-lab-'));
  const certificate = makeCertificate(dir);
  const requests: LabRequest[] = [];
  const refused: string[] = [];
  let container: readonly LabTag[] = [];
  const tlsOptions = { cert: fs.readFileSync(certificate.cert), key: fs.readFileSync(certificate.key) };
  /** Answers a request for a lab host (addressed by Host header, or by absolute URL through the proxy). */
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', `https://${request.headers.host ?? ''}`);
    const host = url.hostname;
    request.resume();
    if (!HOST_NAMES.includes(host)) {
      refused.push(host);
      response.writeHead(403).end();
      return;
    }
    requests.push({ method: request.method ?? 'GET', host, path: `${url.pathname}${url.search}` });
    const found = answer(host, url, container);
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not in the lab');
      return;
    }
    response.writeHead(200, { 'Content-Type': found.type, 'Cache-Control': 'no-store', ...found.headers });
    response.end(found.body);
  };
  const tls = https.createServer(tlsOptions, handle);
  /**
   * A CONNECT to a lab host on 443 is handed to the TLS server, one to loopback goes there
   * (MiniBrowser proxies loopback too); anything else is refused.
   */
  const tunnel = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const [host = '', port] = (request.url ?? '').split(':');
    if (host === '127.0.0.1' || host === 'localhost') {
      const local = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) local.write(head);
        socket.pipe(local).pipe(socket);
      });
      local.on('error', () => socket.destroy());
      socket.on('error', () => local.destroy());
      return;
    }
    if (!HOST_NAMES.includes(host) || port !== '443') {
      refused.push(request.url ?? '');
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    tls.emit('connection', socket);
  };
  /** The proxy Firefox and WebKit send their requests to (CONNECT; plain requests are answered as well). */
  const proxy = http.createServer(handle).on('connect', tunnel);
  const listen = (server: http.Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(tls, ENGINE_PORTS.lab.tls);
  await listen(proxy, ENGINE_PORTS.lab.proxy);
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    requests,
    refused,
    reset(next) {
      container = next;
      requests.length = 0;
      refused.length = 0;
    },
    to: (host) => requests.filter((request) => request.host === host).map((request) => host + request.path),
    async stop() {
      await Promise.all([close(tls), close(proxy)]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The lab for the tests of the enclosing describe block or file: started before them, stopped after. */
export function labDuringTests(): { current: Lab | undefined } {
  const holder: { current: Lab | undefined } = { current: undefined };
  beforeAll(async () => {
    holder.current = await startLab();
  });
  afterAll(async () => {
    await holder.current?.stop();
  });
  return holder;
}

/**
 * How a browser reaches the lab under the real names (`mapped` of openBrowser and of the
 * engines' launch): Chromium's `--host-resolver-rules` (a rule may map the port too) and the
 * hosts its request filter lets through; for Firefox and WebKit, the lab's proxy.
 */
export const LAB_MAPPING = {
  args: [
    `--host-resolver-rules=${HOST_NAMES.map((host) => `MAP ${host} 127.0.0.1:${ENGINE_PORTS.lab.tls}`).join(', ')}`,
  ],
  hosts: HOST_NAMES,
  proxy: `127.0.0.1:${ENGINE_PORTS.lab.proxy}`,
} as const;

/**
 * Records in the returned list, from any page of the context, every `dataLayer` push that
 * carries an event (the list survives the page navigating away, to the chat for example).
 */
export async function watchDataLayer(context: BrowserContext): Promise<{ event?: string }[]> {
  const pushes: { event?: string }[] = [];
  await context.exposeBinding('__labRecordPush', (_source, entry: { event?: string }) => {
    pushes.push(entry);
  });
  await context.addInitScript(() => {
    type Recording = Window & { dataLayer?: unknown[]; __labRecordPush: (entry: unknown) => void };
    const w = window as unknown as Recording;
    const layer = (w.dataLayer = w.dataLayer ?? []);
    const push = layer.push;
    layer.push = function (...items: unknown[]) {
      for (const item of items) {
        if (item !== null && typeof item === 'object' && 'event' in item)
          w.__labRecordPush(JSON.parse(JSON.stringify(item)));
      }
      return push.apply(layer, items);
    };
  });
  return pushes;
}
