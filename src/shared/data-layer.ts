/**
 * The data layer contract: every event the site pushes to `window.dataLayer`, every key it pushes
 * with it, what each means, the GA4 event parameter the shipped container sends it as, and who reads
 * it. Declared here once; the code that pushes and the code that checks read it:
 *
 * - the chat tap: src/chat/chat-types.ts (which re-exports its names from data-layer-chat.ts), and
 *   through first-tap-options.ts the inline first-tap script, which cannot import at run time and gets
 *   the ad's parameters as constants;
 * - the Web Vitals: src/vitals/vitals-payload.ts (its names from data-layer-vitals.ts);
 * - the marketers' container rules: src/marketing/site-facts.ts and container-rules.ts, which also warn
 *   about a trigger on an event the site no longer pushes (RETIRED_EVENTS).
 *
 * The shipped container (deploy/tag-manager-container.json) and the marketers' guide cannot import:
 * __tests__/shared/data-layer.test.ts holds them to it and names every place an entry is missing from.
 * Adding an event or a key: its name beside the others (TypeScript then asks for its declaration here),
 * its push where the site pushes it, and what that test lists.
 *
 * Constants and pure functions only, importing only its two neighbours that hold the names: the bottom
 * floor of the folder graph. Node reads it (the container rules, the tests), and the marketers' page bundles it.
 */
// The names are in data-layer-chat.ts and data-layer-vitals.ts, apart from what is said of them here:
// each of the site's bundles carries only the strings it pushes (the chat's on every page, the Web
// Vitals' in their own late chunk), and none of this module.
import { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY } from './data-layer-chat';
import { WEB_VITALS_EVENT, WEB_VITALS_KEYS } from './data-layer-vitals';

/**
 * Who reads an event or a key, besides the code that pushes it.
 * - `container`: the shipped container (deploy/tag-manager-container.json): a Custom Event trigger for
 *   an event and its GA4 event tag; a Data Layer Variable for a key, sent as a GA4 event parameter.
 * - `container-rules`: the rules that check a marketer's own container (src/marketing/container-rules.ts):
 *   an event they know the site pushes, a key a chat tag may read.
 * - `offline-import`: the offline conversion import (src/marketing/offline-import.ts), which joins
 *   each chat to its ad click by this key's GA4 dimension.
 * - `guide`: the marketers' guide names it, in the event's section.
 */
type Reader = 'container' | 'container-rules' | 'offline-import' | 'guide';

/** One key pushed with an event, by its name in the dataLayer message. */
export type KeyDeclaration = {
  /** What it holds, for developers. */
  readonly meaning: string;
  /** What it holds, in Spanish, as the marketers' guide says it (guideEventRows). */
  readonly label: string;
  /** The GA4 event parameter the shipped container sends it as; null: not sent to GA4 (the container does not read it). */
  readonly ga4: string | null;
  readonly readers: readonly Reader[];
};

/** One event the site pushes; `Key`: the names of its keys besides `event`, each of which it must declare. */
export type EventDeclaration<Key extends string = string> = {
  /** The message's `event`. */
  readonly event: string;
  /** When it is pushed and what it says, for developers. */
  readonly meaning: string;
  /** The same in Spanish, as the marketers' guide says it (guideEventRows). */
  readonly label: string;
  /** The code that pushes it (in words: a name here is no import, and no link of the folder graph). */
  readonly pushedBy: string;
  /** The GA4 event the shipped container sends for it; null: none. */
  readonly ga4: string | null;
  readonly readers: readonly Reader[];
  /** The heading (without its number) of the marketers' guide's section that explains the event and its keys. */
  readonly guideSection: string;
  readonly keys: Readonly<Record<Key, KeyDeclaration>>;
};

type ChatTapKey =
  | (typeof CHAT_EVENT)['urlKey' | 'typeKey']
  | typeof CHAT_REF_KEY
  | (typeof AD_CLICK)['params'][number]
  | (typeof AD_CLICK)['landingPageKey' | 'clickTimeKey'];
type WebVitalsKey = (typeof WEB_VITALS_KEYS)[keyof typeof WEB_VITALS_KEYS];

// What is said of each name: its meaning, its GA4 parameter, who reads it.

/** Read by the shipped container (and so GA4), the container rules and the guide. */
const EVERYONE = ['container', 'container-rules', 'guide'] as const;
/** …and by the offline import. */
const IMPORTED = ['container', 'container-rules', 'guide', 'offline-import'] as const;
/** Read by the shipped container (and so GA4) and the guide; the container rules do not look at it. */
const SENT = ['container', 'guide'] as const;
/** Pushed, named in the guide and known to the container rules; not sent to GA4 (it reads the campaign from the address itself). */
const NOT_SENT = ['container-rules', 'guide'] as const;

export const CHAT_TAP: EventDeclaration<ChatTapKey> = {
  event: CHAT_EVENT.name,
  meaning: 'A tap on a chat button, pushed once per tap (a double click is one) before the chat opens.',
  label: 'Cada toque a un botón de chat, antes de abrir el chat',
  pushedBy: 'The first-tap script (src/chat/first-tap.ts), inline in every page.',
  ga4: 'whatsapp_click',
  readers: EVERYONE,
  guideSection: 'Los eventos del sitio',
  keys: {
    whatsapp_url: {
      meaning: "The chat's wa.me link, with its message (and the reference code's line when there is one).",
      label: 'El enlace del chat (`https://wa.me/…`), con el mensaje que trae escrito',
      ga4: 'whatsapp_url',
      readers: EVERYONE,
    },
    whatsapp_type: {
      meaning: 'Which button: src/chat/chat-types.ts, HOME_CHAT_TYPES and projectChatTypes.',
      label: 'Qué botón se tocó',
      ga4: 'whatsapp_type',
      readers: EVERYONE,
    },
    whatsapp_ref: {
      meaning: "The reference code the tap added to the chat's message; only with data/site.json's chatReference on.",
      label: 'El código de consulta del chat, si la firma lo activó',
      ga4: 'whatsapp_ref',
      readers: IMPORTED,
    },
    // GA4 reserves `gclid` as an event parameter's name: no custom dimension can be registered on it.
    gclid: {
      meaning: "Google Ads' click ID.",
      label: 'El clic en el anuncio de Google que trajo al visitante',
      ga4: 'ad_gclid',
      readers: IMPORTED,
    },
    gbraid: {
      meaning: "Google Ads' click ID on iOS (iPhone, iPad), from an app campaign, when Google gives no gclid.",
      label: 'Lo mismo en iPhone y iPad, cuando Google no da `gclid`',
      ga4: 'gbraid',
      readers: IMPORTED,
    },
    wbraid: {
      meaning: "Google Ads' click ID on iOS (iPhone, iPad), from the web, when Google gives no gclid.",
      label: 'Lo mismo en iPhone y iPad, cuando Google no da `gclid`',
      ga4: 'wbraid',
      readers: IMPORTED,
    },
    fbclid: {
      meaning: "Meta's click ID.",
      label: 'El clic en el anuncio de Meta que trajo al visitante',
      ga4: null,
      readers: NOT_SENT,
    },
    utm_source: {
      meaning: "The campaign's source tag.",
      label: 'La etiqueta de campaña: la fuente',
      ga4: null,
      readers: NOT_SENT,
    },
    utm_medium: {
      meaning: "The campaign's medium tag.",
      label: 'La etiqueta de campaña: el medio',
      ga4: null,
      readers: NOT_SENT,
    },
    utm_campaign: {
      meaning: "The campaign's name tag.",
      label: 'La etiqueta de campaña: la campaña',
      ga4: null,
      readers: NOT_SENT,
    },
    utm_term: {
      meaning: "The campaign's term tag.",
      label: 'La etiqueta de campaña: el término',
      ga4: null,
      readers: NOT_SENT,
    },
    utm_content: {
      meaning: "The campaign's content tag.",
      label: 'La etiqueta de campaña: el contenido',
      ga4: null,
      readers: NOT_SENT,
    },
    ad_landing_page: {
      meaning: "The path of the page the ad's click landed on.",
      label: 'La página a la que llegó desde el anuncio (por ejemplo `/frammento`)',
      ga4: null,
      readers: NOT_SENT,
    },
    ad_click_time: {
      meaning: "When the ad's click landed (ISO 8601, UTC).",
      label: 'La fecha y hora de ese clic (UTC)',
      ga4: 'ad_click_time',
      readers: IMPORTED,
    },
  },
};

export const WEB_VITALS: EventDeclaration<WebVitalsKey> = {
  event: WEB_VITALS_EVENT,
  meaning: 'One Core Web Vital of a page view, with flat keys: every key every time, undefined when it does not apply.',
  label: 'Cada medida de velocidad de una página, en el teléfono del visitante',
  pushedBy: 'The Web Vitals code (src/vitals/report-vitals.ts; its payload: vitals-payload.ts).',
  ga4: 'web_vitals',
  readers: EVERYONE,
  guideSection: 'La velocidad real del sitio',
  keys: {
    vitals_page: {
      meaning: 'The path of the document measured.',
      label: 'La página medida: la que se abrió (`/`, `/frammento`…), o la que se ve al volver con Atrás',
      ga4: 'vitals_page',
      readers: SENT,
    },
    vitals_metric: {
      meaning: "The metric's name: LCP, INP, CLS, FCP or TTFB.",
      label: 'El indicador: `LCP`, `INP`, `CLS`, `FCP` o `TTFB`',
      ga4: 'vitals_metric',
      readers: SENT,
    },
    vitals_report: {
      meaning: 'Whether the push counts the page view (new) or undoes its earlier push (withdrawn): vitals-count.ts.',
      label: '`new` (cuenta esta visita con esta calificación) o `withdrawn` (anula la anterior de la misma)',
      ga4: 'vitals_report',
      readers: SENT,
    },
    vitals_value: {
      meaning: 'Whole milliseconds; CLS with four decimals.',
      label: 'Su valor: milisegundos enteros; CLS con cuatro decimales (`0.0123`)',
      ga4: 'vitals_value',
      readers: SENT,
    },
    vitals_rating: {
      meaning: "Google's rating: good, needs-improvement or poor.",
      label: '`good` (bueno), `needs-improvement` (por mejorar) o `poor` (malo), con los umbrales de Google',
      ga4: 'vitals_rating',
      readers: SENT,
    },
    vitals_id: {
      meaning: "The metric's ID in this page view.",
      label: 'El identificador del indicador en esa visita',
      ga4: 'vitals_id',
      readers: SENT,
    },
    vitals_navigation_type: {
      meaning: 'How the page was reached: navigate, reload, back-forward, back-forward-cache…',
      label: 'Cómo llegó: `navigate` (normal), `reload`, `back-forward`, `back-forward-cache` (Atrás, guardada)…',
      ga4: 'vitals_navigation_type',
      readers: SENT,
    },
    vitals_target: {
      meaning: "The element to blame: LCP's element, INP's target, CLS's largest shift's (a CSS selector).",
      label: 'El elemento culpable: el de LCP, el que se tocó en INP, el que más se movió en CLS',
      ga4: 'vitals_target',
      readers: SENT,
    },
    vitals_input_delay: {
      meaning: "INP only: the input's wait, in milliseconds.",
      label: 'Solo en INP: en qué se fue el tiempo (espera, código de la página, dibujo), en milisegundos',
      ga4: 'vitals_input_delay',
      readers: SENT,
    },
    vitals_processing_duration: {
      meaning: "INP only: the page's handlers' time, in milliseconds.",
      label: 'Solo en INP: en qué se fue el tiempo (espera, código de la página, dibujo), en milisegundos',
      ga4: 'vitals_processing_duration',
      readers: SENT,
    },
    vitals_presentation_delay: {
      meaning: 'INP only: the time to paint the answer, in milliseconds.',
      label: 'Solo en INP: en qué se fue el tiempo (espera, código de la página, dibujo), en milisegundos',
      ga4: 'vitals_presentation_delay',
      readers: SENT,
    },
  },
};

/** Every event the site pushes. */
export const DATA_LAYER_EVENTS: readonly EventDeclaration[] = [CHAT_TAP, WEB_VITALS];

/**
 * An event the site pushed once and pushes no more. A container a marketer exported before may still
 * wait for it: it imports and works, and that trigger never fires. The container rules warn about such a
 * trigger (rule `retired-event`, with `label`), and the guide's section says what to remove.
 */
export type RetiredEventDeclaration = {
  /** The message's `event`, as the site pushed it. */
  readonly event: string;
  /** Why it went, for developers. */
  readonly meaning: string;
  /** Why it went, in Spanish, as the container rules' warning says it after «El sitio ya no envía «event»:». */
  readonly label: string;
  /** The heading (without its number) of the marketers' guide's section that says what to remove. */
  readonly guideSection: string;
};

/** gatsby-plugin-google-tagmanager's push on each change of page without a page load (its default name). */
const RETIRED_ROUTE_CHANGE: RetiredEventDeclaration = {
  event: 'gatsby-route-change',
  meaning:
    "Pushed by gatsby-plugin-google-tagmanager's browser code on each client-side route change. Visitor pages carry no " +
    "Gatsby runtime (issue 64): every page is a page load, which Tag Manager's page view already counts.",
  label: 'cada página se abre con una carga completa, que la Vista de página de Tag Manager ya cuenta',
  guideSection: 'Los eventos del sitio',
};

/** Every event the site no longer pushes, that a container exported before may still wait for. */
export const RETIRED_EVENTS: readonly RetiredEventDeclaration[] = [RETIRED_ROUTE_CHANGE];

/** The names the shipped container gives its pieces, from an event's or a key's dataLayer name. */
export const CONTAINER_NAMES = {
  trigger: (event: string): string => `Evento - ${event}`,
  ga4Tag: (event: string): string => `GA4 - Evento - ${event}`,
  variable: (key: string): string => `DLV - ${key}`,
} as const;

/** Who reads an entry, as the guide's table says it (the guide itself goes without saying). */
const READER_LABELS: Record<Reader, string> = {
  container: 'el contenedor listo, que lo envía a GA4',
  'container-rules': 'la revisión de contenedores',
  'offline-import': 'la importación sin conexión',
  guide: '',
};
const NOT_IN_GA4 = 'No se envía a GA4';
const usedBy = (readers: readonly Reader[]): string =>
  readers
    .map((reader) => READER_LABELS[reader])
    .filter((label) => label !== '')
    .join('; ') || '—';

/** The columns of the guide's table of every event and key (its rows: guideEventRows). */
export const GUIDE_TABLE_HEADER = ['Evento', 'Dato', 'Parámetro en GA4', 'Qué trae', 'Lo usa'] as const;

/**
 * The marketers' guide's table of every event and key the site pushes, generated from the contract:
 * a row for each event, then one for each of its keys, cells as Markdown (names in backticks).
 */
export function guideEventRows(events: readonly EventDeclaration[] = DATA_LAYER_EVENTS): string[][] {
  return events.flatMap((event) => [
    [`\`${event.event}\``, '—', event.ga4 ? `evento \`${event.ga4}\`` : NOT_IN_GA4, event.label, usedBy(event.readers)],
    ...Object.entries<KeyDeclaration>(event.keys).map(([key, declaration]) => [
      `\`${event.event}\``,
      `\`${key}\``,
      declaration.ga4 ? `\`${declaration.ga4}\`` : NOT_IN_GA4,
      declaration.label,
      usedBy(declaration.readers),
    ]),
  ]);
}
