/**
 * The chat click rules (docs/contributing/csp.md, "The first-tap script"), exercised through the real first-tap
 * script: the exact body every page inlines, run in this jsdom document, with clicks
 * dispatched on links in the document as a visitor's would be. The chat is the link's
 * own default action (a new tab), so "one chat" means the default kept and nothing else
 * opened; only a conversion function takes a tap over. No path ever calls window.open.
 */
import { JSDOM, type DOMWindow } from 'jsdom';
import { chatScriptBody } from '../../src/chat/chat-script.cjs';
import { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY } from '../../src/chat/chat-types';
import {
  AD_CLICK_MAX_AGE_MS,
  AD_CLICK_STORAGE_KEY,
  AD_VALUE_MAX_LENGTH,
  CHAT_REF_ALPHABET,
  CHAT_REF_LABEL,
  CHAT_REF_LENGTH,
  FLOATING_THRESHOLD_PX,
  REPEAT_CLICK_MS,
  SCROLLED_ATTRIBUTE,
} from '../../src/chat/first-tap-options';
import { chatUrl } from '../../src/chat/whatsapp';

const URL = 'https://wa.me/573001112233?text=Hola';

/** Runs the inline script as the page's <head> does. */
const runScript = () => new Function(chatScriptBody())();
runScript();

/** A chat link in the document, as ChatLink renders it. */
function chatLink(type = 'navbar', url = URL): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.dataset.chatType = type;
  link.innerHTML = '<svg></svg><span>Contáctanos</span>';
  document.body.append(link);
  return link;
}

/** Whether the browser's default action survived the script; jsdom's own (navigation) is then stopped. */
let defaultKept: boolean | undefined;
const recordDefault = (event: Event) => {
  defaultKept = !event.defaultPrevented;
  event.preventDefault();
};

/** Dispatches a click (or auxclick) on `target` and says whether the browser would still follow the link. */
function click(target: Element, init: MouseEventInit = {}, type: 'click' | 'auxclick' = 'click'): boolean {
  defaultKept = undefined;
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init }));
  if (defaultKept === undefined) throw new Error('the click did not reach the window');
  return defaultKept;
}

const pushed = (type: string, url = URL) => ({ event: 'whatsapp_click', whatsapp_url: url, whatsapp_type: type });

let open: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  delete window.dataLayer;
  delete window.gtag_report_conversion;
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  window.addEventListener('click', recordDefault);
  window.addEventListener('auxclick', recordDefault);
});
afterEach(() => {
  const opened = [...open.mock.calls];
  window.removeEventListener('click', recordDefault);
  window.removeEventListener('auxclick', recordDefault);
  open.mockRestore();
  jest.useRealTimers();
  document.body.innerHTML = '';
  // In-app browsers drop window.open: the script never uses it, whatever the click.
  expect(opened).toEqual([]);
});

describe('a plain primary click on a chat link', () => {
  test('without a conversion function: one push with url and type, and the link opens the chat itself', () => {
    expect(click(chatLink('consulta'))).toBe(true);
    expect(window.dataLayer).toEqual([pushed('consulta')]);
  });

  test('on the icon or the text inside the link counts as a click on the link', () => {
    const link = chatLink('footer');
    expect(click(link.querySelector('span') as Element)).toBe(true);
    expect(click(chatLink('footer').querySelector('svg') as Element)).toBe(true);
    expect(window.dataLayer).toEqual([pushed('footer'), pushed('footer')]);
  });

  test('with a conversion function: calls it with the link, after the push, and keeps the link from opening', () => {
    const report = jest.fn(() => {
      expect(window.dataLayer).toEqual([pushed('cta_section')]);
      return false;
    });
    window.gtag_report_conversion = report;
    expect(click(chatLink('cta_section'))).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(URL);
  });

  test('when the conversion function throws (gtag missing), the link opens the chat itself, once', () => {
    const report = jest.fn(() => {
      throw new ReferenceError('gtag is not defined');
    });
    window.gtag_report_conversion = report;
    expect(click(chatLink())).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([pushed('navbar')]);
  });

  test('a conversion global that is not a function is ignored: the link opens the chat', () => {
    (window as unknown as { gtag_report_conversion: string }).gtag_report_conversion = 'nope';
    expect(click(chatLink())).toBe(true);
    expect(window.dataLayer).toEqual([pushed('navbar')]);
  });

  test('decides inside the click (no timer), with or without a conversion function', () => {
    click(chatLink());
    window.gtag_report_conversion = () => false;
    click(chatLink());
    expect(jest.getTimerCount()).toBe(0);
  });

  test('appends to an existing data layer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    click(chatLink('footer'));
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, pushed('footer')]);
  });
});

describe('a broken data layer never stops the chat', () => {
  test('one whose push throws', () => {
    window.dataLayer = {
      push: () => {
        throw new Error('broken container');
      },
    } as unknown as unknown[];
    expect(click(chatLink())).toBe(true);
  });

  test('one whose push throws, with a conversion function: it is still called', () => {
    window.dataLayer = {
      push: () => {
        throw new Error('broken container');
      },
    } as unknown as unknown[];
    const report = jest.fn(() => false);
    window.gtag_report_conversion = report;
    expect(click(chatLink())).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
  });

  test('one that cannot be set', () => {
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => undefined,
      set: () => {
        throw new Error('read-only');
      },
    });
    expect(click(chatLink())).toBe(true);
    delete window.dataLayer;
  });
});

describe('clicks the browser should handle keep its behaviour and still push', () => {
  test.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
  ])('%s click', (_name, init) => {
    const report = jest.fn();
    window.gtag_report_conversion = report;
    expect(click(chatLink('floating_cta'), init)).toBe(true);
    expect(window.dataLayer).toEqual([pushed('floating_cta')]);
    expect(report).not.toHaveBeenCalled();
  });

  test('middle click (auxclick, button 1), even with a conversion function', () => {
    const report = jest.fn();
    window.gtag_report_conversion = report;
    expect(click(chatLink('footer'), { button: 1 }, 'auxclick')).toBe(true);
    expect(window.dataLayer).toEqual([pushed('footer')]);
    expect(report).not.toHaveBeenCalled();
  });

  test('a right click (context menu) is not a chat click', () => {
    expect(click(chatLink(), { button: 2 }, 'auxclick')).toBe(true);
    expect(window.dataLayer).toBeUndefined();
  });

  test('a click another handler already prevented is left alone', () => {
    const link = chatLink();
    link.addEventListener('click', (event) => event.preventDefault());
    expect(click(link)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  test('a click outside chat links is left alone', () => {
    const other = document.createElement('a');
    other.href = '/frammento';
    document.body.append(other);
    expect(click(other)).toBe(true);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('a double click', () => {
  test('gives one chat and one event: the first click opens the link, the second is kept from opening it', () => {
    const link = chatLink();
    expect(click(link)).toBe(true);
    jest.advanceTimersByTime(200);
    expect(click(link)).toBe(false);
    expect(window.dataLayer).toEqual([pushed('navbar')]);
  });

  test.each([
    ['returns false: it is called once, and neither click opens the link', () => false, true],
    [
      'throws: it is called once, the first click opens the link and the second does not',
      () => {
        throw new ReferenceError('gtag is not defined');
      },
      false,
    ],
  ])('with a conversion function that %s', (_name, conversion, takesOver) => {
    const report = jest.fn(conversion);
    window.gtag_report_conversion = report;
    const link = chatLink();
    expect(click(link)).toBe(!takesOver);
    expect(click(link)).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  test('a modified second click is ignored too and keeps the browser from opening it', () => {
    const link = chatLink();
    expect(click(link, { ctrlKey: true })).toBe(true);
    expect(click(link, { ctrlKey: true })).toBe(false);
    expect(window.dataLayer).toHaveLength(1);
  });

  test('the second click of a double click does nothing however late the page receives it (a busy phone)', () => {
    const link = chatLink();
    expect(click(link, { detail: 1 })).toBe(true);
    jest.advanceTimersByTime(REPEAT_CLICK_MS * 3);
    expect(click(link, { detail: 2 })).toBe(false);
    expect(click(link, { detail: 3 })).toBe(false);
    expect(window.dataLayer).toEqual([pushed('navbar')]);
  });

  test(`a click on the same link ${REPEAT_CLICK_MS} ms later opens the chat again`, () => {
    const link = chatLink();
    expect(click(link)).toBe(true);
    jest.advanceTimersByTime(REPEAT_CLICK_MS);
    expect(click(link)).toBe(true);
    expect(window.dataLayer).toHaveLength(2);
  });

  test('quick clicks on two different links each open their chat', () => {
    expect(click(chatLink('navbar'))).toBe(true);
    expect(click(chatLink('footer'))).toBe(true);
    expect(window.dataLayer).toEqual([pushed('navbar'), pushed('footer')]);
  });

  test('an ignored right click does not start the one-second window', () => {
    const link = chatLink();
    click(link, { button: 2 }, 'auxclick');
    expect(click(link)).toBe(true);
    expect(window.dataLayer).toHaveLength(1);
  });
});

test('running the script again adds no second listener: one push, one chat', () => {
  runScript();
  runScript();
  expect(click(chatLink())).toBe(true);
  expect(window.dataLayer).toHaveLength(1);
});

describe('the scroll mark the floating button reads', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  afterEach(() => scrollTo(0));

  test(`absent at the top and at exactly ${FLOATING_THRESHOLD_PX} px, set past it, removed when back`, () => {
    const root = document.documentElement;
    expect(root.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false);
    scrollTo(FLOATING_THRESHOLD_PX);
    expect(root.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false);
    scrollTo(FLOATING_THRESHOLD_PX + 1);
    expect(root.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(true);
    scrollTo(120);
    expect(root.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false);
  });
});

describe("the ad's click IDs go with every tap", () => {
  const SITE = 'https://www.resguardoabogados.com.co';
  const DAY = 24 * 60 * 60 * 1000;
  const LANDED = Date.parse('2026-03-02T14:30:00.000Z');
  const MESSAGE_URL = chatUrl('573105550123', 'Hola, quiero una consulta gratis.');
  const today = (type = 'consulta') => ({
    event: CHAT_EVENT.name,
    [CHAT_EVENT.urlKey]: MESSAGE_URL,
    [CHAT_EVENT.typeKey]: type,
  });

  /**
   * A visitor's browser across page loads: its clock, and what its localStorage keeps from one
   * page to the next. Each `open` is a new document that runs the head script, as a page load does.
   */
  class Visitor {
    now = LANDED;
    page: DOMWindow | undefined;
    private kept = new Map<string, string>();

    /** Loads `address`; `prepare` runs on the new window before the script (to break its storage). */
    open(address: string, prepare?: (window: DOMWindow) => void): DOMWindow {
      this.leave();
      const { window } = new JSDOM('<!doctype html><html lang="es"><head></head><body></body></html>', {
        url: SITE + address,
        runScripts: 'outside-only',
      });
      for (const [key, value] of this.kept) window.localStorage.setItem(key, value);
      window.Date.now = () => this.now;
      prepare?.(window);
      window.eval(chatScriptBody());
      this.page = window;
      return window;
    }

    /** What the browser keeps of the page being left (nothing from a storage a test broke). */
    leave(): void {
      if (!this.page) return;
      this.kept = new Map();
      try {
        const storage = this.page.localStorage;
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index);
          if (key !== null) this.kept.set(key, storage.getItem(key) ?? '');
        }
      } catch {
        this.kept.clear();
      }
      this.page.close();
      this.page = undefined;
    }

    /** The record the browser keeps now, parsed. */
    record(): unknown {
      const value = this.page?.localStorage.getItem(AD_CLICK_STORAGE_KEY);
      return value === null || value === undefined ? null : JSON.parse(value);
    }

    /** Taps a new chat link on the page; returns what was pushed and whether the link opens the chat. */
    tap(type = 'consulta'): { pushed: unknown; opened: boolean } {
      const window = this.page;
      if (!window) throw new Error('no page open');
      const link = window.document.createElement('a');
      link.href = MESSAGE_URL;
      link.target = '_blank';
      link.dataset.chatType = type;
      link.textContent = 'Consulta gratis';
      window.document.body.append(link);
      const before = window.dataLayer?.length ?? 0;
      let opened = false;
      const record = (event: Event) => {
        opened = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', record);
      link.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      window.removeEventListener('click', record);
      expect(window.dataLayer?.length).toBe(before + 1);
      expect(link.getAttribute('href')).toBe(MESSAGE_URL);
      return { pushed: window.dataLayer?.at(-1), opened };
    }
  }

  let visitor: Visitor;
  beforeEach(() => {
    visitor = new Visitor();
  });
  afterEach(() => visitor.leave());

  test('landing with ?gclid=…&utm_source=… then a tap pushes them, with the landing path and the time (UTC)', () => {
    visitor.open(
      '/frammento?gclid=EAIaIQobChMI&utm_source=google&utm_medium=cpc&utm_campaign=frammento&ref=x#contacto',
    );
    expect(visitor.tap()).toEqual({
      opened: true,
      pushed: {
        ...today(),
        gclid: 'EAIaIQobChMI',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'frammento',
        [AD_CLICK.landingPageKey]: '/frammento',
        [AD_CLICK.clickTimeKey]: '2026-03-02T14:30:00.000Z',
      },
    });
  });

  test('every parameter the script keeps is read from the address', () => {
    const address = AD_CLICK.params.map((name, index) => `${name}=v${index}`).join('&');
    visitor.open(`/?${address}`);
    const { pushed } = visitor.tap();
    expect(pushed).toEqual({
      ...today(),
      ...Object.fromEntries(AD_CLICK.params.map((name, index) => [name, `v${index}`])),
      ad_landing_page: '/',
      ad_click_time: '2026-03-02T14:30:00.000Z',
    });
  });

  test('kept in localStorage, not in a cookie, and read again on a later page load without parameters', () => {
    visitor.open('/frammento?gbraid=0AAAAAo&utm_source=google');
    expect(visitor.page?.document.cookie).toBe('');
    visitor.now += 3 * DAY;
    visitor.open('/');
    expect(visitor.tap('navbar').pushed).toEqual({
      ...today('navbar'),
      gbraid: '0AAAAAo',
      utm_source: 'google',
      ad_landing_page: '/frammento',
      ad_click_time: '2026-03-02T14:30:00.000Z',
    });
  });

  test('without an ad click in the address or in storage, the push is exactly what it was', () => {
    visitor.open('/frammento?utm_unknown=1&gclid=');
    expect(visitor.tap()).toEqual({ pushed: today(), opened: true });
    expect(visitor.record()).toBeNull();
  });

  test(`counts for ${AD_CLICK_MAX_AGE_MS / DAY} days; then it is ignored and removed`, () => {
    visitor.open('/?wbraid=ABC');
    visitor.now = LANDED + AD_CLICK_MAX_AGE_MS - 1;
    visitor.open('/');
    expect(visitor.tap().pushed).toMatchObject({ wbraid: 'ABC' });
    visitor.now = LANDED + AD_CLICK_MAX_AGE_MS;
    visitor.open('/');
    expect(visitor.tap().pushed).toEqual(today());
    expect(visitor.record()).toBeNull();
  });

  test('a newer ad click replaces the older record whole (last click)', () => {
    visitor.open('/?gclid=OLD&utm_source=google&utm_campaign=marzo&utm_term=constructora');
    visitor.now += 10 * DAY;
    visitor.open('/frammento?fbclid=NEW&utm_source=facebook');
    const newer = {
      fbclid: 'NEW',
      utm_source: 'facebook',
      ad_landing_page: '/frammento',
      ad_click_time: '2026-03-12T14:30:00.000Z',
    };
    expect(visitor.tap().pushed).toEqual({ ...today(), ...newer });
    expect(visitor.record()).toEqual(newer);
    visitor.now += DAY;
    visitor.open('/');
    expect(visitor.tap().pushed).toEqual({ ...today(), ...newer });
  });

  describe('the address is visitor input', () => {
    test('a 10,000-character value, markup, control characters and a long path are kept as cut plain text, never in the DOM', () => {
      const long = 'x'.repeat(10_000);
      const markup = '<script>document.body.dataset.owned="1"</script><img src=x onerror=alert(1)>';
      const path = `/${'p'.repeat(300)}`;
      const window = visitor.open(
        `${path}?gclid=${long}&utm_source=${encodeURIComponent(markup)}` +
          `&utm_medium=c%00p%0Ac%1F%7F%C2%85%E2%80%A8ok&utm_campaign=a+b%20c`,
      );
      const expected = {
        gclid: 'x'.repeat(AD_VALUE_MAX_LENGTH),
        utm_source: markup.slice(0, AD_VALUE_MAX_LENGTH),
        utm_medium: 'cpc\u2028ok',
        utm_campaign: 'a b c',
        ad_landing_page: path.slice(0, AD_VALUE_MAX_LENGTH),
        ad_click_time: '2026-03-02T14:30:00.000Z',
      };
      expect(visitor.record()).toEqual(expected);
      expect(window.document.documentElement.outerHTML).toBe('<html lang="es"><head></head><body></body></html>');
      const { pushed } = visitor.tap();
      expect(pushed).toEqual({ ...today(), ...expected });
      // The page holds only the link the test added: nothing of the address reached the DOM.
      const link = window.document.querySelector('a');
      expect(window.document.body.innerHTML).toBe(link?.outerHTML);
      expect(window.document.head.innerHTML).toBe('');
      expect(window.document.documentElement.outerHTML).not.toMatch(/onerror|owned|xxxx/);
    });

    test('a repeated parameter takes its first value', () => {
      visitor.open('/?gclid=first&gclid=second&utm_source=uno&utm_source=dos');
      expect(visitor.tap().pushed).toMatchObject({ gclid: 'first', utm_source: 'uno' });
    });

    test('a broken percent escape is read as the browser reads it, and stops nothing', () => {
      visitor.open('/?gclid=%E0%A4%A&utm_source=100%');
      expect(visitor.tap()).toMatchObject({ opened: true, pushed: { gclid: '\uFFFD%A', utm_source: '100%' } });
    });

    test.each([
      ['not JSON', '{gclid:'],
      ['null', 'null'],
      ['a list', '["gclid"]'],
      ['a time that is not one', JSON.stringify({ gclid: 'X', ad_click_time: 'ayer' })],
      ['a time in the future', JSON.stringify({ gclid: 'X', ad_click_time: '2026-03-03T14:30:00.000Z' })],
      ['no time', JSON.stringify({ gclid: 'X' })],
      [
        'values that are not text',
        JSON.stringify({ gclid: { a: 1 }, utm_source: 7, ad_click_time: '2026-03-01T00:00:00.000Z' }),
      ],
    ])('a malformed stored record (%s) is ignored and removed; the chat opens', (_name, stored) => {
      visitor.open('/', (window) => window.localStorage.setItem(AD_CLICK_STORAGE_KEY, stored));
      expect(visitor.tap()).toEqual({ pushed: today(), opened: true });
      expect(visitor.record()).toBeNull();
    });

    test('a stored record edited by hand is read as plain text, cut, with only the known fields', () => {
      const stored = {
        gclid: `a\u0000b${'c'.repeat(200)}`,
        evil: 'x',
        ad_landing_page: '/frammento',
        ad_click_time: '2026-03-01T09:00:00Z',
      };
      visitor.open('/', (window) => window.localStorage.setItem(AD_CLICK_STORAGE_KEY, JSON.stringify(stored)));
      expect(visitor.tap().pushed).toEqual({
        ...today(),
        gclid: `ab${'c'.repeat(AD_VALUE_MAX_LENGTH - 2)}`,
        ad_landing_page: '/frammento',
        ad_click_time: '2026-03-01T09:00:00.000Z',
      });
    });
  });

  describe('storage that is missing or throws never stops the chat; the landing address still counts', () => {
    const denied = () => new DOMException('The operation is insecure.', 'SecurityError');
    test.each([
      [
        'localStorage itself throws on access (cookies blocked)',
        (window: DOMWindow) =>
          Object.defineProperty(window, 'localStorage', {
            configurable: true,
            get: () => {
              throw denied();
            },
          }),
      ],
      [
        'getItem and setItem throw',
        (window: DOMWindow) => {
          for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
            window.Storage.prototype[method] = () => {
              throw denied();
            };
          }
        },
      ],
      [
        'setItem throws (quota)',
        (window: DOMWindow) => {
          window.Storage.prototype.setItem = () => {
            throw new DOMException('full', 'QuotaExceededError');
          };
        },
      ],
      [
        'there is no localStorage',
        (window: DOMWindow) => Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined }),
      ],
    ])('%s', (_name, breakStorage) => {
      visitor.open('/frammento?gclid=HERE&utm_source=google', breakStorage);
      const landed = {
        ...today(),
        gclid: 'HERE',
        utm_source: 'google',
        ad_landing_page: '/frammento',
        ad_click_time: '2026-03-02T14:30:00.000Z',
      };
      expect(visitor.tap()).toEqual({ pushed: landed, opened: true });
      expect(visitor.tap()).toEqual({ pushed: landed, opened: true });
      const other = new Visitor();
      other.open('/', breakStorage);
      expect(other.tap()).toEqual({ pushed: today(), opened: true });
      other.leave();
    });

    test('a full storage drops the older record rather than keep a click that is not the last', () => {
      visitor.open('/?gclid=OLD');
      visitor.now += DAY;
      visitor.open('/?gclid=NEW', (window) => {
        window.Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
      });
      expect(visitor.tap().pushed).toMatchObject({ gclid: 'NEW' });
      expect(visitor.record()).toBeNull();
    });
  });
});

describe('the reference code, on links the page marks with data-chat-ref', () => {
  const MESSAGE = 'Hola, quiero una consulta gratis: tengo un problema con la constructora.';
  const ORIGINAL = chatUrl('573105550123', MESSAGE);
  const refLink = () => {
    const link = chatLink('consulta', ORIGINAL);
    link.setAttribute('data-chat-ref', '');
    return link;
  };
  const CODE = new RegExp(`^[${CHAT_REF_ALPHABET}]{${CHAT_REF_LENGTH}}$`);
  /** The code at the end of a URL's message, checking that the rest is the original byte for byte. */
  const codeOf = (url: string | null | undefined): string => {
    expect(url?.startsWith(ORIGINAL)).toBe(true);
    const code = url?.slice(-CHAT_REF_LENGTH) ?? '';
    expect(url).toBe(ORIGINAL + encodeURIComponent(`\n${CHAT_REF_LABEL}${code}`));
    return code;
  };
  /** The message the chat opens with. */
  const text = (url: string) => decodeURIComponent(url.split('?text=')[1] ?? '');

  test('each tap adds its own line to the message, and the same code is pushed, opened and reported', () => {
    const link = refLink();
    expect(click(link)).toBe(true);
    const href = link.getAttribute('href') ?? '';
    const code = codeOf(href);
    expect(code).toMatch(CODE);
    expect(text(href)).toBe(`${MESSAGE}\nCódigo de consulta: ${code}`);
    expect(window.dataLayer).toEqual([{ ...pushed('consulta', href), [CHAT_REF_KEY]: code }]);
  });

  test('the URL given to gtag_report_conversion carries the same code', () => {
    const report = jest.fn(() => false);
    window.gtag_report_conversion = report;
    const link = refLink();
    expect(click(link)).toBe(false);
    const href = link.getAttribute('href') ?? '';
    const code = codeOf(href);
    expect(report).toHaveBeenCalledWith(href);
    expect(window.dataLayer).toEqual([{ ...pushed('consulta', href), whatsapp_ref: code }]);
  });

  test('a modified click opens the browser its own way, with the code in the link', () => {
    const link = refLink();
    expect(click(link, { ctrlKey: true })).toBe(true);
    expect(codeOf(link.getAttribute('href'))).toBe((window.dataLayer?.[0] as { whatsapp_ref: string }).whatsapp_ref);
  });

  test('over many taps: six symbols of Crockford base32, all of them used, a fresh code and one line each time', () => {
    const link = refLink();
    const codes: string[] = [];
    for (let tap = 0; tap < 300; tap += 1) {
      expect(click(link)).toBe(true);
      jest.advanceTimersByTime(REPEAT_CLICK_MS);
      const href = link.getAttribute('href') ?? '';
      codes.push(codeOf(href));
      expect(href.split(encodeURIComponent(CHAT_REF_LABEL))).toHaveLength(2);
    }
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes.join('')).size).toBe(CHAT_REF_ALPHABET.length);
    expect(new Set(codes).size).toBeGreaterThan(295);
    expect(window.dataLayer?.map((event) => (event as { whatsapp_ref: string }).whatsapp_ref)).toEqual(codes);
  });

  test('a repeated click within the double-click window does nothing at all: no new code, no push', () => {
    const link = refLink();
    click(link);
    const first = link.getAttribute('href');
    expect(click(link)).toBe(false);
    expect(link.getAttribute('href')).toBe(first);
    expect(window.dataLayer).toHaveLength(1);
  });

  test('a link the page gives a new address keeps that address as its message', () => {
    const link = refLink();
    click(link);
    jest.advanceTimersByTime(REPEAT_CLICK_MS);
    const changed = chatUrl('573105550123', 'Otro mensaje');
    link.setAttribute('href', changed);
    click(link);
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(changed + encodeURIComponent(`\n${CHAT_REF_LABEL}${href.slice(-CHAT_REF_LENGTH)}`));
  });

  test('without crypto.getRandomValues the link opens its message unchanged, with no code', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation(() => {
      throw new Error('no randomness');
    });
    const link = refLink();
    expect(click(link)).toBe(true);
    spy.mockRestore();
    expect(link.getAttribute('href')).toBe(ORIGINAL);
    expect(window.dataLayer).toEqual([pushed('consulta', ORIGINAL)]);
  });

  test('without the mark, the link, its message and the push are exactly what they were', () => {
    const link = chatLink('consulta', ORIGINAL);
    expect(click(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(ORIGINAL);
    expect(window.dataLayer).toEqual([pushed('consulta', ORIGINAL)]);
    expect(Object.keys(window.dataLayer?.[0] as object)).toEqual(['event', 'whatsapp_url', 'whatsapp_type']);
  });
});
