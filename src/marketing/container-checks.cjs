// The rules of `npm run check-container -- export.json` (scripts/check-container.mjs): which
// tags, triggers and variables of a Tag Manager export (Admin → Export Container,
// exportFormatVersion 2) will not work on this site, why, and what to use instead, in Spanish
// for marketers (docs/marketing.md). The site's policy (deploy/host-config.cjs) trusts what
// Tag Manager inserts ('strict-dynamic') and sends beacons, pixels and frames to any https:
// host; it refuses eval (no 'unsafe-eval'), inline event handlers and javascript: URLs, and
// upgrades http: addresses. A rule here flags only what the policy or the browser really stops.
// The eval rule and the stylesheet and font hosts are read from the policy itself; the rest
// assume its script-src keeps 'strict-dynamic' and its img-src, connect-src and frame-src https:.
// Loads in a browser too (/admin/marketing.html: src/editor/assemble/bundle.ts gives it the policy, and the
// site's events as `site`): what reads files is required inside readSiteEvents.
const { contentSecurityPolicy } = require('../../deploy/host-config.cjs');

/** Whether the site's policy lets a directive load `address` (relative addresses are the site's own). */
function policyAllows(directive, address) {
  const sources = contentSecurityPolicy[directive] ?? contentSecurityPolicy['default-src'] ?? [];
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address) && !address.startsWith('//')) return sources.includes("'self'");
  let url;
  try {
    url = new URL(address, 'https://sitio.invalid/');
  } catch {
    return false;
  }
  return sources.some((source) => {
    if (source === `${url.protocol}`) return true;
    const match = /^(https?:)\/\/(\*\.)?([^/:]+)/.exec(source);
    if (match === null || match[1] !== url.protocol) return false;
    return match[2] ? url.hostname.endsWith(`.${match[3]}`) : url.hostname === match[3];
  });
}

/** The policy refuses eval and `new Function` unless script-src says 'unsafe-eval'. */
const EVAL_REFUSED = !(contentSecurityPolicy['script-src'] ?? []).includes("'unsafe-eval'");

let cachedEvents;

/** What a chat tap pushes and each button's `whatsapp_type`: src/chat/chat-types.ts and data/projects/. */
function siteEvents() {
  cachedEvents ??= readSiteEvents();
  return cachedEvents;
}

function readSiteEvents() {
  const fs = require('node:fs');
  const path = require('node:path');
  const { evaluateTs } = require('../shared/ts-module.cjs');
  const ROOT = path.resolve(__dirname, '../..');
  const chatTypes = evaluateTs(path.join(ROOT, 'src/chat/chat-types.ts'));
  const projects = path.join(ROOT, 'data/projects');
  const slugs = fs
    .readdirSync(projects)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(projects, file), 'utf8')).slug);
  // The Tag Manager plugin's own event on every page change (its option's default).
  const { Joi } = require('gatsby-plugin-utils');
  const { pluginOptionsSchema } = require('gatsby-plugin-google-tagmanager/gatsby-node');
  const { routeChangeEventName } = pluginOptionsSchema({ Joi }).validate({}).value;
  return {
    chat: chatTypes.CHAT_EVENT,
    ref: chatTypes.CHAT_REF_KEY,
    adClick: chatTypes.AD_CLICK,
    types: [
      ...Object.values(chatTypes.HOME_CHAT_TYPES),
      ...slugs.flatMap((slug) => Object.values(chatTypes.projectChatTypes(slug))),
    ],
    routeChange: routeChangeEventName,
  };
}

const TAG_TYPES = {
  html: 'HTML personalizado',
  googtag: 'Etiqueta de Google',
  gaawe: 'Evento de GA4',
  gaawc: 'Configuración de GA4',
  awct: 'Seguimiento de conversiones de Google Ads',
  sp: 'Remarketing de Google Ads',
  gclidw: 'Vinculación de conversiones',
  awud: 'Datos proporcionados por el usuario de Google Ads',
  ua: 'Universal Analytics',
  img: 'Imagen personalizada',
};
const VARIABLE_TYPES = {
  jsm: 'JavaScript personalizado',
  v: 'Variable de capa de datos',
  c: 'Constante',
  k: 'Cookie propia',
  j: 'Variable de JavaScript',
  u: 'URL',
  f: 'URL de referencia',
  e: 'Evento personalizado',
  d: 'Elemento DOM',
  aev: 'Variable de evento automática',
  smm: 'Tabla de consulta',
  remm: 'Tabla de expresiones regulares',
  gas: 'Configuración de Google Analytics (Universal Analytics)',
  gtcs: 'Configuración de la etiqueta de Google',
  gtes: 'Configuración de eventos de Google',
  awec: 'Datos proporcionados por el usuario',
};
const TRIGGER_TYPES = {
  PAGEVIEW: 'Página vista',
  DOM_READY: 'DOM listo',
  WINDOW_LOADED: 'Ventana cargada',
  CUSTOM_EVENT: 'Evento personalizado',
  LINK_CLICK: 'Clic: solo enlaces',
  CLICK: 'Clic: todos los elementos',
  INIT: 'Inicialización',
  CONSENT_INIT: 'Inicialización del consentimiento',
  HISTORY_CHANGE: 'Cambio de historial',
  SCROLL_DEPTH: 'Profundidad de desplazamiento',
  ELEMENT_VISIBILITY: 'Visibilidad del elemento',
  FORM_SUBMISSION: 'Envío de formulario',
  TIMER: 'Temporizador',
  YOU_TUBE_VIDEO: 'Video de YouTube',
};

const typeLabel = (kind, type) => {
  if (type.startsWith('cvt_')) return `plantilla de la galería (${type})`;
  const labels = { tag: TAG_TYPES, trigger: TRIGGER_TYPES, variable: VARIABLE_TYPES }[kind];
  return labels[type] ?? type;
};

/** Every string inside a parameter list, however deep (TEMPLATE values, LIST and MAP entries). */
function strings(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const param = (entity, key) => (entity.parameter ?? []).find((p) => p.key === key)?.value;

/** `{{Name}}` references in an entity's parameters and filters. */
const references = (entity) =>
  new Set(
    strings([entity.parameter, entity.filter, entity.customEventFilter, entity.autoEventFilter]).flatMap((text) =>
      [...text.matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]),
    ),
  );

/** http: addresses that a browser would fetch (not XML namespaces or vocabulary identifiers). */
const IDENTIFIER_HOSTS = /^http:\/\/(www\.w3\.org|schema\.org|ogp\.me|purl\.org|xmlns\.com)\//;
const httpAddresses = (texts) => [
  ...new Set(
    texts
      .flatMap((text) => text.match(/\bhttp:\/\/[^\s"'<>()\\]+/g) ?? [])
      .filter((address) => !IDENTIFIER_HOSTS.test(address)),
  ),
];

const HTTP = (addresses) => ({
  rule: 'http',
  why: `Usa ${addresses.map((a) => `«${a}»`).join(', ')}: el sitio va por https, y el navegador pide esas direcciones por https (upgrade-insecure-requests) o las bloquea; si ese servidor no responde por https, la petición falla.`,
  instead: 'Escriba la dirección con https:// y compruebe que el proveedor la sirve por https.',
});

const RETIRED_UA = {
  rule: 'retired-ua',
  why: 'Universal Analytics ya no recopila datos: Google lo retiró (las propiedades estándar dejaron de procesar datos el 1 de julio de 2023).',
  instead: 'Mida con GA4: una Etiqueta de Google con su ID de medición (G-…) y etiquetas de Evento de GA4.',
};

/** Splits Custom HTML into the code of its inline scripts and the markup around them. */
function splitHtml(html) {
  const code = [];
  const markup = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (_, attributes, body) => {
    code.push(body);
    return `<script${attributes}></script>`;
  });
  // Comments out, so a word in one is not read as code (`//` after `:` is part of an address).
  const js = code
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\'"])\/\/.*$/gm, '$1');
  return { js, markup: markup.replace(/<!--[\s\S]*?-->/g, '') };
}

/** What the policy or the browser stops in a Custom HTML tag's code. */
function customHtmlReasons(tag) {
  const html = param(tag, 'html');
  if (typeof html !== 'string') return [];
  const { js, markup } = splitHtml(html);
  const reasons = [];
  const handlers = [
    ...new Set([
      ...[...markup.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((m) => m[1].toLowerCase()),
      ...[...js.matchAll(/setAttribute\(\s*['"](on[a-z]+)['"]/gi)].map((m) => m[1].toLowerCase()),
    ]),
  ];
  if (handlers.length > 0) {
    reasons.push({
      rule: 'event-handler',
      why: `Tiene atributos de evento (${handlers.map((h) => `${h}=`).join(', ')}): la política de seguridad no ejecuta código escrito en atributos («Refused to execute inline event handler»).`,
      instead:
        'Ponga el código en un <script> del mismo HTML personalizado y use addEventListener, por ejemplo: el.addEventListener("click", function () { … }).',
    });
  }
  if (/(href|src|action)\s*=\s*["']?\s*javascript:/i.test(markup) || /['"`]\s*javascript:/i.test(js)) {
    reasons.push({
      rule: 'javascript-url',
      why: 'Tiene una dirección javascript:, que la política de seguridad no ejecuta.',
      instead: 'Use un <script> con addEventListener en lugar de la dirección javascript:.',
    });
  }
  const evals = [
    [/(?<![\w$.])eval\s*\(/, 'eval'],
    [/(?<![\w$.])(new\s+)?Function\s*\(/, 'new Function'],
    [/(?<![\w$.])set(Timeout|Interval)\s*\(\s*['"`]/, 'setTimeout/setInterval con texto'],
  ]
    .filter(([pattern]) => pattern.test(js))
    .map(([, name]) => name);
  if (EVAL_REFUSED && evals.length > 0) {
    reasons.push({
      rule: 'eval',
      why: `Su código usa ${evals.join(', ')}, que convierte texto en código: la política de seguridad no lo permite (sin 'unsafe-eval'; «Refused to evaluate a string as JavaScript»), así que esa parte falla.`,
      instead:
        'Escriba ese código directamente (sin eval ni texto), pase una función a setTimeout/setInterval, o use una plantilla de la galería.',
    });
  }
  if (/\bdocument\s*\.\s*write(ln)?\s*\(/.test(js) && param(tag, 'supportDocumentWrite') !== 'true') {
    reasons.push({
      rule: 'document-write',
      why: 'Usa document.write, y Tag Manager inserta el HTML personalizado cuando la página ya cargó: el navegador ignora lo que escribe, o borra la página.',
      instead:
        'Cree los elementos con document.createElement y appendChild, o active «Admitir document.write» en la etiqueta.',
    });
  }
  const loadsJquery = /<script\b[^>]*\bsrc\s*=\s*["'][^"']*jquery/i.test(markup);
  const definesDollar = /(var|let|const|function)\s+\$\W|\$\s*=[^=]/.test(js);
  if (!loadsJquery && (/\bjQuery\b/.test(js) || (/(^|[^\w$.])\$(\(|\.\w)/m.test(js) && !definesDollar))) {
    reasons.push({
      rule: 'jquery',
      why: 'Usa jQuery, que este sitio no carga: el navegador se detiene con «jQuery is not defined» (o «$ is not defined»).',
      instead:
        'Reescriba el código con JavaScript del navegador (document.querySelectorAll, addEventListener) o use un activador integrado de Tag Manager.',
    });
  }
  const refused = (directive, addresses) =>
    [...new Set(addresses)].filter((address) => !policyAllows(directive, address));
  const styles = refused('style-src', [
    ...[...markup.matchAll(/<link\b[^>]*>/gi)]
      .filter((m) => /\brel\s*=\s*["']?stylesheet/i.test(m[0]))
      .flatMap((m) => /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(m[0])?.[1] ?? []),
    ...[...html.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/gi)].map((m) => m[1]),
  ]);
  const fonts = refused(
    'font-src',
    [...html.matchAll(/url\(\s*["']?([^"')\s]+\.(?:woff2?|ttf|otf|eot)(?:[?#][^"')\s]*)?)/gi)].map((m) => m[1]),
  );
  if (styles.length > 0 || fonts.length > 0) {
    reasons.push({
      rule: 'style-host',
      why: `Carga ${[...styles, ...fonts].map((a) => `«${a}»`).join(', ')}: la política del sitio solo admite hojas de estilo y fuentes del propio sitio y de los servidores de Google que usa la vista previa, así que el navegador las rechaza («Refused to load the stylesheet» / «the font»).`,
      instead:
        'Escriba los estilos dentro de un <style> en la misma etiqueta, o pida que el servidor se agregue a style-src / font-src en deploy/host-config.cjs.',
    });
  }
  return reasons;
}

/** A gallery template whose permissions inject scripts from http: addresses. */
function templateReasons(entity, templates) {
  if (!entity.type.startsWith('cvt_')) return [];
  const template = templates.find((t) => entity.type === `cvt_${t.containerId}_${t.templateId}`);
  const data = template?.templateData;
  if (typeof data !== 'string') return [];
  const section = data.split(/^___WEB_PERMISSIONS___$/m)[1]?.split(/^___\w+___$/m)[0] ?? '';
  let permissions = [];
  try {
    permissions = JSON.parse(section);
  } catch {
    return [];
  }
  const inject = permissions.filter((p) => p?.instance?.key?.publicId === 'inject_script');
  const addresses = httpAddresses(strings(inject));
  return addresses.length > 0 ? [HTTP(addresses)] : [];
}

/**
 * The findings for one export (the parsed JSON): `problems` (will not work here: each with its
 * reasons, why and what instead), `warnings` (works, but will not fire as it stands) and `working`.
 * `site`: siteEvents(), which a browser cannot read (it gets them from its bundle).
 */
function checkContainer(exported, site = siteEvents()) {
  const version = exported.containerVersion;
  const tags = version.tag ?? [];
  const triggers = version.trigger ?? [];
  const variables = version.variable ?? [];
  const templates = version.customTemplate ?? [];
  const reasons = new Map();
  const add = (entity, list) => {
    if (list.length > 0) reasons.set(entity, [...(reasons.get(entity) ?? []), ...list]);
  };
  /** A gallery template's permissions and http: addresses in the entity's own fields. */
  const own = (entity) => {
    const addresses = httpAddresses(strings(entity.parameter));
    return [...templateReasons(entity, templates), ...(addresses.length > 0 ? [HTTP(addresses)] : [])];
  };

  for (const variable of variables) {
    if (variable.type === 'jsm' && EVAL_REFUSED) {
      add(variable, [
        {
          rule: 'jsm',
          why: "Es una variable de JavaScript personalizado: Tag Manager ejecuta su código con eval, y la política de seguridad del sitio (sin 'unsafe-eval') lo rechaza. La variable queda vacía (undefined).",
          instead: `Use una Variable de capa de datos: el sitio envía el evento «${site.chat.name}» con «${site.chat.urlKey}» (el enlace del chat) y «${site.chat.typeKey}» (qué botón), y cuando los hay con el código de consulta («${site.ref}») y los datos del anuncio (${quoted(site.adClick.params.slice(0, 2))}…). Para otros datos, una variable integrada (Click URL, Page Path…) o una plantilla de la Galería de plantillas de la comunidad.`,
        },
      ]);
    } else if (variable.type === 'gas') add(variable, [RETIRED_UA]);
    add(variable, own(variable));
  }
  // A variable that reads a broken one is empty too, however long the chain.
  const brokenVariables = () => new Set(variables.filter((v) => reasons.has(v)).map((v) => v.name));
  const inherited = (entity, broken) =>
    [...references(entity)]
      .filter((name) => broken.has(name) && name !== entity.name)
      .map((name) => ({
        rule: 'uses-variable',
        variable: name,
        why: `Usa la variable «${name}», que no funciona en este sitio: lo que toma de ella va vacío.`,
        instead: `Cambie «${name}» por una que funcione (vea esa variable en esta lista).`,
      }));
  for (let grew = true; grew;) {
    const broken = brokenVariables();
    grew = false;
    for (const variable of variables) {
      if (reasons.has(variable)) continue;
      const list = inherited(variable, broken);
      if (list.length > 0) {
        add(variable, list);
        grew = true;
      }
    }
  }
  const broken = brokenVariables();

  for (const trigger of triggers) {
    add(
      trigger,
      inherited(trigger, broken).map((reason) => ({
        ...reason,
        why: `${reason.why} La condición compara un valor vacío, así que el activador no se dispara cuando debería.`,
      })),
    );
  }
  const brokenTriggers = new Map(triggers.filter((t) => reasons.has(t)).map((t) => [t.triggerId, t.name]));

  for (const tag of tags) {
    if (tag.type === 'ua') add(tag, [RETIRED_UA]);
    if (tag.type === 'html') add(tag, customHtmlReasons(tag));
    add(tag, own(tag));
    add(tag, inherited(tag, broken));
    for (const [key, role] of [
      ['firingTriggerId', 'Se dispara con'],
      ['blockingTriggerId', 'Tiene como excepción'],
    ]) {
      for (const id of tag[key] ?? []) {
        const name = brokenTriggers.get(id);
        if (name !== undefined) {
          add(tag, [
            {
              rule: 'uses-trigger',
              trigger: name,
              why: `${role} el activador «${name}», que no funciona en este sitio.`,
              instead: `Corrija «${name}» (vea ese activador en esta lista).`,
            },
          ]);
        }
      }
    }
  }

  const entities = [
    ...tags.map((entity) => ({ kind: 'tag', entity })),
    ...triggers.map((entity) => ({ kind: 'trigger', entity })),
    ...variables.map((entity) => ({ kind: 'variable', entity })),
  ];
  const describe = ({ kind, entity }) => ({
    kind,
    name: entity.name,
    type: entity.type,
    typeLabel: typeLabel(kind, entity.type),
  });
  const problems = entities
    .filter(({ entity }) => reasons.has(entity))
    .map((item) => ({ ...describe(item), reasons: reasons.get(item.entity) }));
  const working = entities.filter(({ entity }) => !reasons.has(entity)).map(describe);
  return { problems, warnings: warningsFor(version, site, reasons), working };
}

/** Events the site never pushes, and tags with no trigger: nothing breaks, but nothing fires. */
function warningsFor(version, site, reasons) {
  const pushed = [site.chat.name, site.routeChange];
  const matches = (type, value) =>
    ({
      EQUALS: (event) => event === value,
      CONTAINS: (event) => event.includes(value),
      STARTS_WITH: (event) => event.startsWith(value),
      ENDS_WITH: (event) => event.endsWith(value),
      MATCH_REGEX: (event) => {
        try {
          return new RegExp(value).test(event);
        } catch {
          return true;
        }
      },
    })[type];
  const warnings = [];
  for (const trigger of version.trigger ?? []) {
    if (trigger.type !== 'CUSTOM_EVENT' || reasons.has(trigger)) continue;
    for (const filter of trigger.customEventFilter ?? []) {
      const arg = (key) => filter.parameter?.find((p) => p.key === key)?.value;
      const test = matches(filter.type, arg('arg1'));
      if (arg('arg0') !== '{{_event}}' || arg('negate') === 'true' || test === undefined) continue;
      if (arg('arg1').startsWith('gtm.') || pushed.some(test)) continue;
      warnings.push({
        kind: 'trigger',
        name: trigger.name,
        type: trigger.type,
        typeLabel: typeLabel('trigger', trigger.type),
        rule: 'unsent-event',
        why: `Espera el evento «${arg('arg1')}», que este sitio no envía: las etiquetas que dispara no se dispararán. El sitio envía «${site.chat.name}» en cada toque a un botón de chat (y «${site.routeChange}» al cambiar de página).`,
      });
    }
  }
  for (const tag of version.tag ?? []) {
    if ((tag.firingTriggerId ?? []).length === 0 && !reasons.has(tag)) {
      warnings.push({
        kind: 'tag',
        name: tag.name,
        type: tag.type,
        typeLabel: typeLabel('tag', tag.type),
        rule: 'no-trigger',
        why:
          'No tiene activador: no se dispara hasta que le asigne uno (por ejemplo, el evento personalizado «' +
          site.chat.name +
          '»).',
      });
    }
  }
  // Placeholders left from a template such as deploy/tag-manager-container.json.
  for (const [kind, list] of [
    ['tag', version.tag ?? []],
    ['variable', version.variable ?? []],
  ]) {
    for (const entity of list) {
      const placeholders = strings(entity.parameter).filter((value) => PLACEHOLDER.test(value));
      if (placeholders.length === 0) continue;
      warnings.push({
        kind,
        name: entity.name,
        type: entity.type,
        typeLabel: typeLabel(kind, entity.type),
        rule: 'placeholder',
        why: `Todavía tiene el valor de ejemplo ${placeholders.map((p) => `«${p}»`).join(', ')}: escriba su ID real antes de publicar.`,
      });
    }
  }
  warnings.push(...chatDataWarnings(version, site, reasons, matches));
  return warnings;
}

/** `«a», «b»`: names as the report quotes them. */
const quoted = (names) => names.map((name) => `«${name}»`).join(', ');
/** `«a», «b» y «c»` (or `ni` after a negative). */
const spanishList = (names, conjunction = 'y') =>
  names.length < 2 ? quoted(names) : `${quoted(names.slice(0, -1))} ${conjunction} «${names.at(-1)}»`;

/**
 * GA4's reserved event parameter names: a custom dimension cannot be registered on them, so their
 * values never reach an exploration ("[GA4] Event naming rules",
 * https://support.google.com/analytics/answer/13316687). Of what the site pushes, `gclid` is one:
 * deploy/tag-manager-container.json sends it as `ad_gclid`.
 */
const GA4_RESERVED_PARAMETERS = new Set([
  'cid',
  'currency',
  'customer_id',
  'customerid',
  'dclid',
  'gclid',
  'session_id',
  'sessionid',
  'sfmc_id',
  'sid',
  'srsltid',
  'uid',
  'user_id',
  'userid',
]);
/** The event parameter a pushed key goes under in GA4: its own name, or `ad_` + a reserved one. */
const ga4ParameterFor = (key) => (GA4_RESERVED_PARAMETERS.has(key) ? `ad_${key}` : key);

/** Google Ads' click IDs among the ad's parameters the site keeps: what the offline import credits a chat to. */
const GOOGLE_CLICK_IDS = new Set(['gclid', 'gbraid', 'wbraid']);

/** What a chat link's address looks like (src/chat/whatsapp.ts), to test click triggers' conditions with. */
const CHAT_LINK_SAMPLE = 'https://wa.me/573000000000?text=Hola';

/**
 * The Data Layer keys of the chat event (src/chat/chat-types.ts): the link and the button on every
 * tap, the reference code with the firm's switch on, the ad click when the visitor came from one.
 */
const chatKeys = (site) => [
  site.chat.urlKey,
  site.chat.typeKey,
  site.ref,
  ...site.adClick.params,
  site.adClick.landingPageKey,
  site.adClick.clickTimeKey,
];
/** What the offline import (src/marketing/offline-import.ts) reads from the GA4 export, by the keys the site pushes them under. */
const importKeys = (site) => [
  site.ref,
  ...site.adClick.params.filter((name) => GOOGLE_CLICK_IDS.has(name)),
  site.adClick.clickTimeKey,
];

/**
 * Warnings about the data of the chat event: a GA4 event tag fired by the chat that does not send
 * what the offline import needs (`offline-import`), a GA4 event parameter GA4 reserves for the
 * site's data (`reserved-parameter`), and a Data Layer Variable read by a chat tag for a key the
 * site never pushes (`unsent-key`). Nothing here is blocked, so none of it is a problem.
 */
function chatDataWarnings(version, site, reasons, matches) {
  const tags = version.tag ?? [];
  const variables = version.variable ?? [];
  const byName = new Map(variables.map((variable) => [variable.name, variable]));
  const arg = (filter, key) => filter.parameter?.find((p) => p.key === key)?.value;
  const holds = (filter, value) => {
    const test = matches(filter.type, arg(filter, 'arg1'));
    return test !== undefined && test(value) !== (arg(filter, 'negate') === 'true');
  };
  /** A Custom Event trigger for the chat event, or a click trigger whose Click URL conditions a chat link meets. */
  const firesOnChat = (trigger) => {
    if (trigger.type === 'CUSTOM_EVENT')
      return (trigger.customEventFilter ?? []).some(
        (filter) => arg(filter, 'arg0') === '{{_event}}' && holds(filter, site.chat.name),
      );
    if (trigger.type !== 'LINK_CLICK' && trigger.type !== 'CLICK') return false;
    const onUrl = (trigger.filter ?? []).filter((filter) => arg(filter, 'arg0') === '{{Click URL}}');
    return onUrl.length > 0 && onUrl.every((filter) => holds(filter, CHAT_LINK_SAMPLE));
  };
  const chatTriggers = new Map(
    (version.trigger ?? []).filter((trigger) => firesOnChat(trigger)).map((t) => [t.triggerId, t]),
  );
  const chatTags = tags.filter((tag) => (tag.firingTriggerId ?? []).some((id) => chatTriggers.has(id)));
  /** The Data Layer keys a text reads through `{{Variable}}` references to Data Layer Variables. */
  const keysRead = (text) =>
    [...text.matchAll(/\{\{([^{}]+)\}\}/g)]
      .map((match) => byName.get(match[1]))
      .filter((variable) => variable?.type === 'v')
      .map((variable) => param(variable, 'name'));
  /** A GA4 event tag's parameters, `{ name, value }`, its own and its Event Settings variable's (older exports: eventParameters). */
  const eventParameters = (tag) =>
    [tag, ...[...references(tag)].map((name) => byName.get(name)).filter((v) => v?.type === 'gtes')]
      .flatMap((entity) => entity.parameter ?? [])
      .filter((p) => p.key === 'eventSettingsTable' || p.key === 'eventParameters')
      .flatMap((p) => p.list ?? [])
      .map((row) => {
        const cell = (key) => row.map?.find((p) => p.key === key)?.value;
        return { name: cell('parameter') ?? cell('name') ?? '', value: cell('parameterValue') ?? cell('value') ?? '' };
      });
  const keys = chatKeys(site);
  const describe = (kind, entity) => ({
    kind,
    name: entity.name,
    type: entity.type,
    typeLabel: typeLabel(kind, entity.type),
  });
  const warnings = [];

  for (const tag of tags.filter((t) => t.type === 'gaawe' && !reasons.has(t))) {
    const parameters = eventParameters(tag);
    if (chatTags.includes(tag)) {
      const missing = importKeys(site).filter((key) => !parameters.some((p) => keysRead(p.value).includes(key)));
      if (missing.length > 0) {
        const onClick = (tag.firingTriggerId ?? []).every((id) => chatTriggers.get(id)?.type !== 'CUSTOM_EVENT');
        warnings.push({
          ...describe('tag', tag),
          rule: 'offline-import',
          why:
            `Se dispara con cada chat, pero no envía ${spanishList(missing, 'ni')} como parámetros del evento: la importación de conversiones sin conexión ` +
            `(docs/marketing.md, sección 8) no los encontrará en GA4 y no podrá unir cada chat con el clic de su anuncio. ` +
            `Agregue una Variable de capa de datos para cada uno y un parámetro del evento con cada variable (${missing.map((key) => `${ga4ParameterFor(key)} = {{DLV - ${key}}}`).join(', ')}), como trae el contenedor listo (deploy/tag-manager-container.json).` +
            (onClick
              ? ` Dispárela con el evento personalizado «${site.chat.name}»: es el mensaje del sitio que trae esos datos.`
              : ''),
        });
      }
    }
    const reserved = parameters.filter(
      (p) => GA4_RESERVED_PARAMETERS.has(p.name) && [p.name, ...keysRead(p.value)].some((key) => keys.includes(key)),
    );
    for (const { name } of reserved) {
      warnings.push({
        ...describe('tag', tag),
        rule: 'reserved-parameter',
        why: `Envía el parámetro «${name}», un nombre que GA4 reserva: no se puede registrar como dimensión personalizada, así que su valor no aparece en las exploraciones ni en su exportación. Llame al parámetro «${ga4ParameterFor(name)}» y registre con él la dimensión «${name}» (docs/marketing.md, sección 8).`,
      });
    }
  }

  // What the container's own Custom HTML pushes (`key:` in a dataLayer.push) is not the site's to send.
  const ownPushes = strings(tags.filter((tag) => tag.type === 'html').map((tag) => tag.parameter))
    .flatMap((code) => [...code.matchAll(/dataLayer\.push\s*\(([\s\S]*?)\)\s*;/g)].map((match) => match[1]))
    .join('\n');
  const pushedByContainer = (key) =>
    new RegExp(`(^|[^\\w$.])["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`).test(ownPushes);
  const pushed = new Set(['event', ...keys]);
  for (const variable of variables.filter((v) => v.type === 'v')) {
    const key = param(variable, 'name');
    if (typeof key !== 'string' || key === '' || key.startsWith('gtm.')) continue;
    const root = key.split('.')[0];
    if (pushed.has(root) || pushedByContainer(root)) continue;
    const readers = chatTags.filter((tag) => references(tag).has(variable.name)).map((tag) => tag.name);
    if (readers.length === 0) continue;
    const ad = site.adClick.params.concat(site.adClick.landingPageKey, site.adClick.clickTimeKey);
    warnings.push({
      ...describe('variable', variable),
      rule: 'unsent-key',
      why:
        `Lee «${key}» de la capa de datos, que este sitio no envía: ${readers.length > 1 ? 'las etiquetas' : 'la etiqueta'} ${spanishList(readers)} ${readers.length > 1 ? 'la reciben' : 'la recibe'} vacía. ` +
        `Con cada «${site.chat.name}» el sitio envía ${spanishList([site.chat.urlKey, site.chat.typeKey])}; además «${site.ref}» si la firma activó el código de consulta, y ${spanishList(ad)} si el visitante llegó de un anuncio.`,
    });
  }
  return warnings;
}

/** An example ID that a marketer must replace: G-XXXXXXXXXX, AW-XXXXXXXXX, XXXXXXXXXX. */
const PLACEHOLDER = /^(G-|AW-|GTM-)?X{6,}$/;

/** Why a parsed file is not a container export, in Spanish; undefined when it is one. */
function exportProblem(exported) {
  if (exported === null || typeof exported !== 'object' || Array.isArray(exported)) {
    return 'no es una exportación de contenedor de Tag Manager (se esperaba un objeto JSON).';
  }
  if (exported.exportFormatVersion !== 2) {
    return `no es una exportación de contenedor de Tag Manager en el formato 2 (exportFormatVersion es ${JSON.stringify(exported.exportFormatVersion)}). Expórtelo desde Administrar → Exportar contenedor.`;
  }
  const version = exported.containerVersion;
  if (version === null || typeof version !== 'object') {
    return 'no tiene «containerVersion»: no es una exportación de contenedor de Tag Manager.';
  }
  for (const key of ['tag', 'trigger', 'variable']) {
    const list = version[key];
    if (
      list !== undefined &&
      (!Array.isArray(list) || list.some((e) => typeof e?.name !== 'string' || typeof e?.type !== 'string'))
    ) {
      return `su lista «containerVersion.${key}» no tiene la forma de una exportación de Tag Manager (cada elemento con name y type).`;
    }
  }
  return undefined;
}

const KIND = { tag: 'Etiqueta', trigger: 'Activador', variable: 'Variable' };
const PLURAL = { tag: 'Etiquetas', trigger: 'Activadores', variable: 'Variables' };

/** The report the command prints. */
function formatReport({ problems, warnings, working }, title) {
  const lines = [`Contenedor: ${title}`, ''];
  if (problems.length === 0) lines.push('Nada de este contenedor queda bloqueado en este sitio.', '');
  else {
    lines.push(`No funcionarán en este sitio (${problems.length}):`, '');
    for (const problem of problems) {
      lines.push(`✗ ${KIND[problem.kind]} «${problem.name}» (${problem.typeLabel})`);
      for (const reason of problem.reasons) lines.push(`  Por qué: ${reason.why}`, `  Qué usar: ${reason.instead}`);
      lines.push('');
    }
  }
  if (warnings.length > 0) {
    lines.push(`Avisos: no los bloquea el sitio, pero revíselos (${warnings.length}):`, '');
    for (const warning of warnings)
      lines.push(`! ${KIND[warning.kind]} «${warning.name}» (${warning.typeLabel}): ${warning.why}`);
    lines.push('');
  }
  lines.push(`Funcionan en este sitio (${working.length}):`);
  for (const kind of ['tag', 'trigger', 'variable']) {
    const byType = new Map();
    for (const item of working.filter((w) => w.kind === kind))
      byType.set(item.typeLabel, [...(byType.get(item.typeLabel) ?? []), item.name]);
    if (byType.size === 0) continue;
    lines.push(`  ${PLURAL[kind]}:`);
    for (const [label, names] of byType) lines.push(`    ${label} (${names.length}): ${names.join(', ')}`);
  }
  return lines.join('\n');
}

/** What a report is about, for `npm run check-container` and the marketers' page alike: «name (GTM-…)», else the file's name. */
function reportTitle(exported, fileName) {
  const container = exported?.containerVersion?.container;
  return container?.publicId ? `${container.name ?? ''} (${container.publicId})`.trim() : fileName;
}

module.exports = { checkContainer, exportProblem, formatReport, reportTitle, siteEvents };
