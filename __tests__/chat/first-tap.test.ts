/**
 * The chat click rules (CONTRIBUTING.md, "The first-tap script"), exercised through the real first-tap
 * script: the exact body every page inlines, run in this jsdom document, with clicks
 * dispatched on links in the document as a visitor's would be. The chat is the link's
 * own default action (a new tab), so "one chat" means the default kept and nothing else
 * opened; only a conversion function takes a tap over. No path ever calls window.open.
 */
import { chatScriptBody } from '../../src/chat/chat-script.cjs';
import { FLOATING_THRESHOLD_PX, REPEAT_CLICK_MS, SCROLLED_ATTRIBUTE } from '../../src/chat/first-tap-options';

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
