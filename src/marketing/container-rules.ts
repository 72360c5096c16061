/**
 * The rules of `npm run check-container -- export.json` and of the marketers' page: which tags,
 * triggers and variables of a Tag Manager export (Admin → Export Container, exportFormatVersion 2)
 * will not work on this site, why, and what to use instead, in Spanish for marketers
 * (docs/marketing/etiquetas.md). The site's policy (deploy/host-config.cjs) trusts what Tag Manager inserts
 * ('strict-dynamic') and sends beacons, pixels and frames to any https: host; it refuses eval (no
 * 'unsafe-eval'), inline event handlers and javascript: URLs, and upgrades http: addresses. A rule
 * here flags only what the policy or the browser really stops. The eval rule and the stylesheet and
 * font hosts are read from the policy itself; the rest assume its script-src keeps 'strict-dynamic'
 * and its img-src, connect-src and frame-src https:.
 *
 * A pure module: no DOM, no Node. What it must know of the site (the policy, the events the site
 * pushes) comes in as `site` (`Site`): Node reads it in site-facts.ts, and the page gets it in its
 * bundle, as a constant (page/assemble.ts). What the data layer contract (src/shared/data-layer.ts,
 * itself pure) says of the chat tap's keys, their GA4 parameters and what the offline import reads, and
 * the events the site no longer pushes (a container exported before may still wait for them), it imports.
 */

import { CHAT_TAP, type KeyDeclaration, RETIRED_EVENTS, type RetiredEventDeclaration } from '../shared/data-layer';

/** One `{ type, key, value | list | map }` entry of a Tag Manager export's parameter lists. */
export type GtmParameter = { type: string; key?: string; value?: string; list?: GtmParameter[]; map?: GtmParameter[] };
type GtmCondition = { type: string; parameter: GtmParameter[] };
export type GtmTag = {
  name: string;
  type: string;
  tagId?: string;
  parameter?: GtmParameter[];
  firingTriggerId?: string[];
  blockingTriggerId?: string[];
  [key: string]: unknown;
};
export type GtmTrigger = {
  name: string;
  type: string;
  triggerId?: string;
  filter?: GtmCondition[];
  customEventFilter?: GtmCondition[];
  autoEventFilter?: GtmCondition[];
  [key: string]: unknown;
};
export type GtmVariable = {
  name: string;
  type: string;
  variableId?: string;
  parameter?: GtmParameter[];
  [key: string]: unknown;
};
type GtmTemplate = {
  templateId: string;
  containerId: string;
  name: string;
  templateData: string;
  [key: string]: unknown;
};
/** Admin → Export Container (exportFormatVersion 2). */
export type GtmExport = {
  exportFormatVersion: number;
  containerVersion: {
    tag?: GtmTag[];
    trigger?: GtmTrigger[];
    variable?: GtmVariable[];
    customTemplate?: GtmTemplate[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
};

export type Kind = 'tag' | 'trigger' | 'variable';
type Rule =
  | 'jsm'
  | 'retired-ua'
  | 'event-handler'
  | 'javascript-url'
  | 'eval'
  | 'document-write'
  | 'jquery'
  | 'http'
  | 'style-host'
  | 'uses-variable'
  | 'uses-trigger';
/** `variable` / `trigger`: the broken one it uses (rules uses-variable and uses-trigger). */
type Reason = { rule: Rule; why: string; instead: string; variable?: string; trigger?: string };
type Described = { kind: Kind; name: string; type: string; typeLabel: string };
type Problem = Described & { reasons: Reason[] };
/**
 * Works, but will not fire or will send nothing as it stands: a custom event the site never pushes,
 * one it no longer pushes (a container exported before), a tag without a trigger, an example ID, a GA4
 * tag fired by the chat that lacks what the offline import reads, a GA4 parameter name GA4 reserves, a
 * Data Layer key a chat tag reads and the site never pushes.
 */
type WarningRule =
  | 'unsent-event'
  | 'retired-event'
  | 'no-trigger'
  | 'placeholder'
  | 'offline-import'
  | 'reserved-parameter'
  | 'unsent-key';
type Warning = Described & { rule: WarningRule; why: string };
export type CheckResult = { problems: Problem[]; warnings: Warning[]; working: Described[] };

/** What a chat tap pushes (its keys too), every button's whatsapp_type, and the Web Vitals event. */
export type SiteEvents = {
  chat: { name: string; urlKey: string; typeKey: string };
  /** The reference code's key (with the firm's switch on). */
  ref: string;
  /** The ad click's keys: its address parameters, the landing page's and the click time's. */
  adClick: { params: readonly string[]; landingPageKey: string; clickTimeKey: string };
  types: string[];
  /** The Core Web Vitals event each page view pushes (src/vitals/vitals-payload.ts). */
  vitals: string;
};
/** The site's Content-Security-Policy, directive → sources (deploy/host-config.cjs). */
type Policy = Readonly<Record<string, readonly string[] | undefined>>;
/** What the rules know of the site: its policy and the events it pushes. */
export type Site = { policy: Policy; events: SiteEvents };

/** Whether the site's policy lets a directive load `address` (relative addresses are the site's own). */
function policyAllows(policy: Policy, directive: string, address: string): boolean {
  const sources = policy[directive] ?? policy['default-src'] ?? [];
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address) && !address.startsWith('//')) return sources.includes("'self'");
  let url: URL;
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
const evalRefused = (policy: Policy): boolean => !(policy['script-src'] ?? []).includes("'unsafe-eval'");

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

const typeLabel = (kind: Kind, type: string): string => {
  if (type.startsWith('cvt_')) return `plantilla de la galería (${type})`;
  const labels: Record<string, string> = { tag: TAG_TYPES, trigger: TRIGGER_TYPES, variable: VARIABLE_TYPES }[kind];
  return labels[type] ?? type;
};

/** Every string inside a parameter list, however deep (TEMPLATE values, LIST and MAP entries). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const param = (entity: { parameter?: GtmParameter[] }, key: string): string | undefined =>
  (entity.parameter ?? []).find((p) => p.key === key)?.value;

/** `{{Name}}` references in an entity's parameters and filters. */
const references = (entity: GtmTag | GtmTrigger | GtmVariable): Set<string> =>
  new Set(
    strings([entity.parameter, entity.filter, entity.customEventFilter, entity.autoEventFilter]).flatMap((text) =>
      [...text.matchAll(/\{\{([^{}]+)\}\}/g)].flatMap((match) => match[1] ?? []),
    ),
  );

/** http: addresses that a browser would fetch (not XML namespaces or vocabulary identifiers). */
const IDENTIFIER_HOSTS = /^http:\/\/(www\.w3\.org|schema\.org|ogp\.me|purl\.org|xmlns\.com)\//;
const httpAddresses = (texts: string[]): string[] => [
  ...new Set(
    texts
      .flatMap((text) => text.match(/\bhttp:\/\/[^\s"'<>()\\]+/g) ?? [])
      .filter((address) => !IDENTIFIER_HOSTS.test(address)),
  ),
];

const HTTP = (addresses: string[]): Reason => ({
  rule: 'http',
  why: `Usa ${addresses.map((a) => `«${a}»`).join(', ')}: el sitio va por https, y el navegador pide esas direcciones por https (upgrade-insecure-requests) o las bloquea; si ese servidor no responde por https, la petición falla.`,
  instead: 'Escriba la dirección con https:// y compruebe que el proveedor la sirve por https.',
});

const RETIRED_UA: Reason = {
  rule: 'retired-ua',
  why: 'Universal Analytics ya no recopila datos: Google lo retiró (las propiedades estándar dejaron de procesar datos el 1 de julio de 2023).',
  instead: 'Mida con GA4: una Etiqueta de Google con su ID de medición (G-…) y etiquetas de Evento de GA4.',
};

/** Splits Custom HTML into the code of its inline scripts and the markup around them. */
function splitHtml(html: string): { js: string; markup: string } {
  const code: string[] = [];
  const markup = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (_, attributes: string, body: string) => {
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
function customHtmlReasons(tag: GtmTag, policy: Policy): Reason[] {
  const html = param(tag, 'html');
  if (typeof html !== 'string') return [];
  const { js, markup } = splitHtml(html);
  const reasons: Reason[] = [];
  const handlers = [
    ...new Set([
      ...[...markup.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((m) => String(m[1]).toLowerCase()),
      ...[...js.matchAll(/setAttribute\(\s*['"](on[a-z]+)['"]/gi)].map((m) => String(m[1]).toLowerCase()),
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
  const evals = (
    [
      [/(?<![\w$.])eval\s*\(/, 'eval'],
      [/(?<![\w$.])(new\s+)?Function\s*\(/, 'new Function'],
      [/(?<![\w$.])set(Timeout|Interval)\s*\(\s*['"`]/, 'setTimeout/setInterval con texto'],
    ] as const
  )
    .filter(([pattern]) => pattern.test(js))
    .map(([, name]) => name);
  if (evalRefused(policy) && evals.length > 0) {
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
  const refused = (directive: string, addresses: string[]): string[] =>
    [...new Set(addresses)].filter((address) => !policyAllows(policy, directive, address));
  const styles = refused('style-src', [
    ...[...markup.matchAll(/<link\b[^>]*>/gi)]
      .filter((m) => /\brel\s*=\s*["']?stylesheet/i.test(m[0]))
      .flatMap((m) => /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(m[0])?.[1] ?? []),
    ...[...html.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/gi)].flatMap((m) => m[1] ?? []),
  ]);
  const fonts = refused(
    'font-src',
    [...html.matchAll(/url\(\s*["']?([^"')\s]+\.(?:woff2?|ttf|otf|eot)(?:[?#][^"')\s]*)?)/gi)].flatMap(
      (m) => m[1] ?? [],
    ),
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
function templateReasons(entity: GtmTag | GtmVariable, templates: GtmTemplate[]): Reason[] {
  if (!entity.type.startsWith('cvt_')) return [];
  const template = templates.find((t) => entity.type === `cvt_${t.containerId}_${t.templateId}`);
  const data = template?.templateData;
  if (typeof data !== 'string') return [];
  const section = data.split(/^___WEB_PERMISSIONS___$/m)[1]?.split(/^___\w+___$/m)[0] ?? '';
  let permissions: unknown = [];
  try {
    permissions = JSON.parse(section);
  } catch {
    return [];
  }
  const inject = (Array.isArray(permissions) ? permissions : []).filter(
    (p: { instance?: { key?: { publicId?: unknown } } } | null) => p?.instance?.key?.publicId === 'inject_script',
  );
  const addresses = httpAddresses(strings(inject));
  return addresses.length > 0 ? [HTTP(addresses)] : [];
}

/**
 * The findings for one export (the parsed JSON): `problems` (will not work here: each with its
 * reasons, why and what instead), `warnings` (works, but will not fire as it stands) and `working`.
 * `site`: the site's policy and events (site-facts.ts in Node; the page's bundle carries them).
 */
export function checkContainer(exported: GtmExport, { policy, events: site }: Site): CheckResult {
  const version = exported.containerVersion;
  const tags = version.tag ?? [];
  const triggers = version.trigger ?? [];
  const variables = version.variable ?? [];
  const templates = version.customTemplate ?? [];
  type Entity = GtmTag | GtmTrigger | GtmVariable;
  const reasons = new Map<Entity, Reason[]>();
  const add = (entity: Entity, list: Reason[]) => {
    if (list.length > 0) reasons.set(entity, [...(reasons.get(entity) ?? []), ...list]);
  };
  /** A gallery template's permissions and http: addresses in the entity's own fields. */
  const own = (entity: GtmTag | GtmVariable): Reason[] => {
    const addresses = httpAddresses(strings(entity.parameter));
    return [...templateReasons(entity, templates), ...(addresses.length > 0 ? [HTTP(addresses)] : [])];
  };

  for (const variable of variables) {
    if (variable.type === 'jsm' && evalRefused(policy)) {
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
  const inherited = (entity: Entity, broken: Set<string>): Reason[] =>
    [...references(entity)]
      .filter((name) => broken.has(name) && name !== entity.name)
      .map((name) => ({
        rule: 'uses-variable' as const,
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
    if (tag.type === 'html') add(tag, customHtmlReasons(tag, policy));
    add(tag, own(tag));
    add(tag, inherited(tag, broken));
    for (const [key, role] of [
      ['firingTriggerId', 'Se dispara con'],
      ['blockingTriggerId', 'Tiene como excepción'],
    ] as const) {
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

  const entities: { kind: Kind; entity: Entity }[] = [
    ...tags.map((entity) => ({ kind: 'tag' as const, entity })),
    ...triggers.map((entity) => ({ kind: 'trigger' as const, entity })),
    ...variables.map((entity) => ({ kind: 'variable' as const, entity })),
  ];
  const describe = ({ kind, entity }: { kind: Kind; entity: Entity }): Described => ({
    kind,
    name: entity.name,
    type: entity.type,
    typeLabel: typeLabel(kind, entity.type),
  });
  const problems = entities
    .filter(({ entity }) => reasons.has(entity))
    .map((item) => ({ ...describe(item), reasons: reasons.get(item.entity) ?? [] }));
  const working = entities.filter(({ entity }) => !reasons.has(entity)).map(describe);
  return { problems, warnings: warningsFor(version, site, reasons), working };
}

/**
 * Why a Custom Event trigger that waits for an event the site no longer pushes never fires, and what to
 * remove: the trigger, the tags it alone fires (`retired`: every trigger that waits for such an event),
 * and itself from the tags another trigger fires too.
 */
function retiredEventWhy(
  event: RetiredEventDeclaration,
  trigger: GtmTrigger,
  tags: readonly GtmTag[],
  retired: ReadonlySet<string | undefined>,
): string {
  const fired = tags.filter((tag) => (tag.firingTriggerId ?? []).some((id) => id === trigger.triggerId));
  const alone = (tag: GtmTag) => (tag.firingTriggerId ?? []).every((id) => retired.has(id));
  const only = fired.filter(alone).map((tag) => tag.name);
  const shared = fired.filter((tag) => !alone(tag)).map((tag) => tag.name);
  const plural = (names: readonly string[], one: string, several: string) => (names.length > 1 ? several : one);
  return (
    `El sitio ya no envía «${event.event}»: ${event.label}. Este activador no se dispara nunca: quítelo` +
    (only.length > 0
      ? `, junto con ${plural(only, 'la etiqueta', 'las etiquetas')} ${spanishList(only)}, que solo él dispara`
      : '') +
    '.' +
    (shared.length > 0
      ? ` A ${spanishList(shared)} basta con ${plural(shared, 'quitarle', 'quitarles')} este activador, que no es el único que ${plural(shared, 'la', 'las')} dispara.`
      : '')
  );
}

/** Events the site never pushes, and tags with no trigger: nothing breaks, but nothing fires. */
type Matches = (type: string, value: string) => ((event: string) => boolean) | undefined;

function warningsFor(
  version: GtmExport['containerVersion'],
  site: SiteEvents,
  reasons: Map<unknown, Reason[]>,
): Warning[] {
  const pushed = [site.chat.name, site.vitals];
  const matches: Matches = (type, value) =>
    (
      ({
        EQUALS: (event: string) => event === value,
        CONTAINS: (event: string) => event.includes(value),
        STARTS_WITH: (event: string) => event.startsWith(value),
        ENDS_WITH: (event: string) => event.endsWith(value),
        MATCH_REGEX: (event: string) => {
          try {
            return new RegExp(value).test(event);
          } catch {
            return true;
          }
        },
      }) as Record<string, (event: string) => boolean>
    )[type];
  /**
   * What a Custom Event trigger waits for that the site does not push, by filter: the event it names,
   * and the event the site no longer pushes that it matches, if any (a container exported before).
   */
  const unsent = (trigger: GtmTrigger): { event: string; retired: RetiredEventDeclaration | undefined }[] =>
    trigger.type !== 'CUSTOM_EVENT' || reasons.has(trigger)
      ? []
      : (trigger.customEventFilter ?? []).flatMap((filter) => {
          const arg = (key: string) => filter.parameter?.find((p) => p.key === key)?.value;
          const event = arg('arg1') ?? '';
          const test = matches(filter.type, event);
          if (arg('arg0') !== '{{_event}}' || arg('negate') === 'true' || test === undefined) return [];
          if (event.startsWith('gtm.') || pushed.some(test)) return [];
          return [{ event, retired: RETIRED_EVENTS.find((retired) => test(retired.event)) }];
        });
  const triggers = version.trigger ?? [];
  const retiredTriggers = new Set(
    triggers.filter((trigger) => unsent(trigger).some(({ retired }) => retired)).map((trigger) => trigger.triggerId),
  );
  const warnings: Warning[] = [];
  for (const trigger of triggers) {
    for (const { event, retired } of unsent(trigger)) {
      const described = {
        kind: 'trigger' as const,
        name: trigger.name,
        type: trigger.type,
        typeLabel: typeLabel('trigger', trigger.type),
      };
      warnings.push(
        retired
          ? {
              ...described,
              rule: 'retired-event',
              why: retiredEventWhy(retired, trigger, version.tag ?? [], retiredTriggers),
            }
          : {
              ...described,
              rule: 'unsent-event',
              why: `Espera el evento «${event}», que este sitio no envía: las etiquetas que dispara no se dispararán. El sitio envía «${site.chat.name}» en cada toque a un botón de chat (y «${site.vitals}» con la velocidad de cada página).`,
            },
      );
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
  ] as const) {
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
const quoted = (names: readonly string[]): string => names.map((name) => `«${name}»`).join(', ');
/** `«a», «b» y «c»` (or `ni` after a negative). */
const spanishList = (names: readonly string[], conjunction = 'y'): string =>
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
/**
 * The event parameter a pushed key goes under in GA4: the data layer contract's for a key of the chat
 * tap (what the shipped container sends), otherwise its own name, or `ad_` + a reserved one.
 */
const ga4ParameterFor = (key: string): string =>
  (key in CHAT_TAP.keys ? CHAT_TAP.keys[key as keyof typeof CHAT_TAP.keys].ga4 : null) ??
  (GA4_RESERVED_PARAMETERS.has(key) ? `ad_${key}` : key);

/** What a chat link's address looks like (src/chat/whatsapp.ts), to test click triggers' conditions with. */
const CHAT_LINK_SAMPLE = 'https://wa.me/573000000000?text=Hola';

/**
 * The Data Layer keys of the chat event (src/chat/chat-types.ts): the link and the button on every
 * tap, the reference code with the firm's switch on, the ad click when the visitor came from one.
 */
const chatKeys = (site: SiteEvents): string[] => [
  site.chat.urlKey,
  site.chat.typeKey,
  site.ref,
  ...site.adClick.params,
  site.adClick.landingPageKey,
  site.adClick.clickTimeKey,
];
/**
 * What the offline import (src/marketing/offline-import.ts) reads from the GA4 export, by the keys the
 * site pushes them under: the chat tap's keys the data layer contract says it reads.
 */
const IMPORT_KEYS: readonly string[] = Object.entries<KeyDeclaration>(CHAT_TAP.keys)
  .filter(([, declaration]) => declaration.readers.includes('offline-import'))
  .map(([key]) => key);

/**
 * Warnings about the data of the chat event: a GA4 event tag fired by the chat that does not send
 * what the offline import needs (`offline-import`), a GA4 event parameter GA4 reserves for the
 * site's data (`reserved-parameter`), and a Data Layer Variable read by a chat tag for a key the
 * site never pushes (`unsent-key`). Nothing here is blocked, so none of it is a problem.
 */
function chatDataWarnings(
  version: GtmExport['containerVersion'],
  site: SiteEvents,
  reasons: Map<unknown, Reason[]>,
  matches: Matches,
): Warning[] {
  const tags = version.tag ?? [];
  const variables = version.variable ?? [];
  const byName = new Map(variables.map((variable) => [variable.name, variable]));
  const arg = (filter: GtmCondition, key: string) => filter.parameter?.find((p) => p.key === key)?.value;
  const holds = (filter: GtmCondition, value: string) => {
    const test = matches(filter.type, arg(filter, 'arg1') ?? '');
    return test !== undefined && test(value) !== (arg(filter, 'negate') === 'true');
  };
  /** A Custom Event trigger for the chat event, or a click trigger whose Click URL conditions a chat link meets. */
  const firesOnChat = (trigger: GtmTrigger): boolean => {
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
  const keysRead = (text: string): (string | undefined)[] =>
    [...text.matchAll(/\{\{([^{}]+)\}\}/g)]
      .map((match) => byName.get(match[1] ?? ''))
      .filter((variable): variable is GtmVariable => variable?.type === 'v')
      .map((variable) => param(variable, 'name'));
  /** A GA4 event tag's parameters, `{ name, value }`, its own and its Event Settings variable's (older exports: eventParameters). */
  const eventParameters = (tag: GtmTag): { name: string; value: string }[] =>
    [tag, ...[...references(tag)].flatMap((name) => byName.get(name) ?? []).filter((v) => v.type === 'gtes')]
      .flatMap((entity) => entity.parameter ?? [])
      .filter((p) => p.key === 'eventSettingsTable' || p.key === 'eventParameters')
      .flatMap((p) => p.list ?? [])
      .map((row) => {
        const cell = (key: string) => row.map?.find((p) => p.key === key)?.value;
        return { name: cell('parameter') ?? cell('name') ?? '', value: cell('parameterValue') ?? cell('value') ?? '' };
      });
  const keys = chatKeys(site);
  const describe = (kind: Kind, entity: GtmTag | GtmVariable): Described => ({
    kind,
    name: entity.name,
    type: entity.type,
    typeLabel: typeLabel(kind, entity.type),
  });
  const warnings: Warning[] = [];

  for (const tag of tags.filter((t) => t.type === 'gaawe' && !reasons.has(t))) {
    const parameters = eventParameters(tag);
    if (chatTags.includes(tag)) {
      const missing = IMPORT_KEYS.filter((key) => !parameters.some((p) => keysRead(p.value).includes(key)));
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
      (p) =>
        GA4_RESERVED_PARAMETERS.has(p.name) &&
        [p.name, ...keysRead(p.value)].some((key) => key !== undefined && keys.includes(key)),
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
  const pushedByContainer = (key: string): boolean =>
    new RegExp(`(^|[^\\w$.])["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`).test(ownPushes);
  const pushed = new Set(['event', ...keys]);
  for (const variable of variables.filter((v) => v.type === 'v')) {
    const key = param(variable, 'name');
    if (typeof key !== 'string' || key === '' || key.startsWith('gtm.')) continue;
    const root = key.split('.')[0] ?? key;
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
export function exportProblem(parsed: unknown): string | undefined {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'no es una exportación de contenedor de Tag Manager (se esperaba un objeto JSON).';
  }
  const exported = parsed as Record<string, unknown>;
  if (exported.exportFormatVersion !== 2) {
    return `no es una exportación de contenedor de Tag Manager en el formato 2 (exportFormatVersion es ${JSON.stringify(exported.exportFormatVersion)}). Expórtelo desde Administrar → Exportar contenedor.`;
  }
  const version: unknown = exported.containerVersion;
  if (version === null || typeof version !== 'object') {
    return 'no tiene «containerVersion»: no es una exportación de contenedor de Tag Manager.';
  }
  for (const key of ['tag', 'trigger', 'variable']) {
    const list: unknown = (version as Record<string, unknown>)[key];
    if (
      list !== undefined &&
      (!Array.isArray(list) || list.some((e) => typeof e?.name !== 'string' || typeof e?.type !== 'string'))
    ) {
      return `su lista «containerVersion.${key}» no tiene la forma de una exportación de Tag Manager (cada elemento con name y type).`;
    }
  }
  return undefined;
}

const KIND: Record<Kind, string> = { tag: 'Etiqueta', trigger: 'Activador', variable: 'Variable' };
const PLURAL: Record<Kind, string> = { tag: 'Etiquetas', trigger: 'Activadores', variable: 'Variables' };

/** The report the command prints. */
export function formatReport({ problems, warnings, working }: CheckResult, title: string): string {
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
  for (const kind of ['tag', 'trigger', 'variable'] as const) {
    const byType = new Map<string, string[]>();
    for (const item of working.filter((w) => w.kind === kind))
      byType.set(item.typeLabel, [...(byType.get(item.typeLabel) ?? []), item.name]);
    if (byType.size === 0) continue;
    lines.push(`  ${PLURAL[kind]}:`);
    for (const [label, names] of byType) lines.push(`    ${label} (${names.length}): ${names.join(', ')}`);
  }
  return lines.join('\n');
}

/** What a report is about, for `npm run check-container` and the marketers' page alike: «name (GTM-…)», else the file's name. */
export function reportTitle(exported: GtmExport, fileName: string): string {
  const container = exported?.containerVersion?.container as { name?: string; publicId?: string } | undefined;
  return container?.publicId ? `${container.name ?? ''} (${container.publicId})`.trim() : fileName;
}
