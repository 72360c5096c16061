import { chatUrl, handleChatClick, openChat, pushChatClick } from '../../src/chat/whatsapp';

const URL = 'https://wa.me/573001112233?text=Hola';

type Click = Parameters<typeof handleChatClick>[0];
/** A click on a chat link; each call is on a new link unless `currentTarget` is given. */
const click = (overrides: Partial<Omit<Click, 'preventDefault'>> = {}) => ({
  currentTarget: {},
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  preventDefault: jest.fn(),
  ...overrides,
});

let open: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  delete window.dataLayer;
  delete window.gtag_report_conversion;
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  open.mockRestore();
  jest.useRealTimers();
});

describe('chatUrl', () => {
  test('builds a wa.me link with the digits and the encoded message', () => {
    expect(chatUrl('573001112233', 'Hola, ¿cómo están? 100% & más')).toBe(
      'https://wa.me/573001112233?text=Hola%2C%20%C2%BFc%C3%B3mo%20est%C3%A1n%3F%20100%25%20%26%20m%C3%A1s',
    );
  });

  test('writes spaces as %20, never +, and keeps digits only', () => {
    const url = chatUrl('+57 300 111 2233', 'a b');
    expect(url).toBe('https://wa.me/573001112233?text=a%20b');
    expect(url).not.toContain('+');
  });
});

describe('pushChatClick', () => {
  test('creates the data layer when it is missing', () => {
    pushChatClick(URL, 'navbar');
    expect(window.dataLayer).toEqual([{ event: 'whatsapp_click', whatsapp_url: URL, whatsapp_type: 'navbar' }]);
  });

  test('a data layer that throws never stops the caller', () => {
    window.dataLayer = {
      push: () => {
        throw new Error('broken container');
      },
    } as unknown as unknown[];
    expect(() => pushChatClick(URL, 'navbar')).not.toThrow();
  });

  test('a data layer that cannot be set never stops the caller', () => {
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => undefined,
      set: () => {
        throw new Error('read-only');
      },
    });
    expect(() => pushChatClick(URL, 'navbar')).not.toThrow();
    delete window.dataLayer;
  });

  test('appends to an existing data layer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    pushChatClick(URL, 'footer');
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[1]).toEqual({ event: 'whatsapp_click', whatsapp_url: URL, whatsapp_type: 'footer' });
  });
});

describe('handleChatClick on a plain primary click', () => {
  test('without a conversion function: prevents the default, pushes, opens one tab without opener', () => {
    const event = click();
    handleChatClick(event, URL, 'consulta');
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([{ event: 'whatsapp_click', whatsapp_url: URL, whatsapp_type: 'consulta' }]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(URL, '_blank', 'noopener,noreferrer');
  });

  test('with a conversion function: calls it with the link and opens nothing itself', () => {
    const report = jest.fn(() => false);
    window.gtag_report_conversion = report;
    const event = click();
    handleChatClick(event, URL, 'cta_section');
    expect(report).toHaveBeenCalledWith(URL);
    expect(open).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(window.dataLayer).toHaveLength(1);
  });

  test('the event is pushed before the conversion function runs', () => {
    window.gtag_report_conversion = () => {
      expect(window.dataLayer).toHaveLength(1);
    };
    handleChatClick(click(), URL, 'navbar');
    expect.assertions(1);
  });

  test('when the conversion function throws, opens the chat itself, once', () => {
    window.gtag_report_conversion = () => {
      throw new ReferenceError('gtag is not defined');
    };
    handleChatClick(click(), URL, 'footer');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(URL, '_blank', 'noopener,noreferrer');
  });

  test('a non-function conversion global is ignored', () => {
    (window as unknown as { gtag_report_conversion: string }).gtag_report_conversion = 'nope';
    handleChatClick(click(), URL, 'footer');
    expect(open).toHaveBeenCalledTimes(1);
  });

  test('opens synchronously, inside the click (no timer)', () => {
    handleChatClick(click(), URL, 'navbar');
    expect(open).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('when the data layer throws, still opens the chat, once', () => {
    window.dataLayer = {
      push: () => {
        throw new Error('broken container');
      },
    } as unknown as unknown[];
    const event = click();
    expect(() => handleChatClick(event, URL, 'navbar')).not.toThrow();
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

});

describe('handleChatClick on clicks the browser should handle', () => {
  test.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('%s click: keeps the default, still pushes the event, opens nothing', (_name, overrides) => {
    const report = jest.fn();
    window.gtag_report_conversion = report;
    const event = click(overrides);
    handleChatClick(event, URL, 'floating_cta');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([{ event: 'whatsapp_click', whatsapp_url: URL, whatsapp_type: 'floating_cta' }]);
  });

  test('a right click (context menu) is not a chat click', () => {
    const event = click({ button: 2 });
    handleChatClick(event, URL, 'navbar');
    expect(window.dataLayer).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  test('a click another handler already prevented is left alone', () => {
    const event = click({ defaultPrevented: true });
    handleChatClick(event, URL, 'navbar');
    expect(window.dataLayer).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('a double click on a chat link', () => {
  test('opens one chat and pushes one event; the second click is ignored but still prevented', () => {
    const link = {};
    const first = click({ currentTarget: link });
    const second = click({ currentTarget: link });
    handleChatClick(first, URL, 'navbar');
    jest.advanceTimersByTime(200);
    handleChatClick(second, URL, 'navbar');
    expect(open).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toHaveLength(1);
    expect(second.preventDefault).toHaveBeenCalledTimes(1);
  });

  test('with a conversion function: calls it once', () => {
    const report = jest.fn(() => false);
    window.gtag_report_conversion = report;
    const link = {};
    handleChatClick(click({ currentTarget: link }), URL, 'navbar');
    handleChatClick(click({ currentTarget: link }), URL, 'navbar');
    expect(report).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  test('a modified second click is ignored too (one chat per intent) and keeps the browser from opening it', () => {
    const link = {};
    handleChatClick(click({ currentTarget: link, ctrlKey: true }), URL, 'navbar');
    const second = click({ currentTarget: link, ctrlKey: true });
    handleChatClick(second, URL, 'navbar');
    expect(second.preventDefault).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  test('a click on the same link a second later opens the chat again', () => {
    const link = {};
    handleChatClick(click({ currentTarget: link }), URL, 'navbar');
    jest.advanceTimersByTime(1000);
    handleChatClick(click({ currentTarget: link }), URL, 'navbar');
    expect(open).toHaveBeenCalledTimes(2);
    expect(window.dataLayer).toHaveLength(2);
  });

  test('quick clicks on two different links each open their chat', () => {
    handleChatClick(click({ currentTarget: {} }), URL, 'navbar');
    handleChatClick(click({ currentTarget: {} }), URL, 'footer');
    expect(open).toHaveBeenCalledTimes(2);
    expect(window.dataLayer).toHaveLength(2);
  });

  test('an ignored right click does not start the one-second window', () => {
    const link = {};
    handleChatClick(click({ currentTarget: link, button: 2 }), URL, 'navbar');
    handleChatClick(click({ currentTarget: link }), URL, 'navbar');
    expect(open).toHaveBeenCalledTimes(1);
  });
});

test('openChat alone follows the same rule', () => {
  openChat(URL);
  expect(open).toHaveBeenCalledWith(URL, '_blank', 'noopener,noreferrer');
});
