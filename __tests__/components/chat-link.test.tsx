import { fireEvent, render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { chatScriptBody } from '../../src/chat/chat-script.cjs';
import { CHAT_REF_ALPHABET, CHAT_REF_LENGTH } from '../../src/chat/first-tap-options';
import { ChatLink } from '../../src/components/chat-link';
import { PHONE, siteData } from '../fixtures/site';

// The page's head script: the one click handler of every chat link.
new Function(chatScriptBody())();

/**
 * Clicks the link and says whether the browser would still follow it (open the chat);
 * jsdom's own following (a navigation it does not implement) is then stopped.
 */
function click(link: HTMLElement): boolean {
  let followed = false;
  const stop = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stop);
  fireEvent.click(link);
  window.removeEventListener('click', stop);
  return followed;
}

let open: jest.SpyInstance;
beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag_report_conversion;
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  const opened = [...open.mock.calls];
  open.mockRestore();
  // The link opens the chat itself; the script never calls window.open.
  expect(opened).toEqual([]);
});

const consulta = () => (
  <ChatLink type="consulta" message="Hola">
    Consulta gratis
  </ChatLink>
);

test('is a real link to the chat that opens in a new tab without opener, with its type', () => {
  render(
    <ChatLink type="navbar" message="Hola mundo">
      Contáctanos
    </ChatLink>,
  );
  const link = screen.getByRole('link', { name: 'Contáctanos' });
  expect(link).toHaveAttribute('href', `https://wa.me/${PHONE}?text=Hola%20mundo`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAttribute('data-chat-type', 'navbar');
  expect(link).not.toHaveAttribute('data-chat-ref');
});

test('React adds no click handler of its own: no on* props, no inline handler attributes', () => {
  render(consulta());
  const link = screen.getByRole('link', { name: 'Consulta gratis' });
  const props = Object.entries(link).find(([key]) => key.startsWith('__reactProps'))?.[1] as object;
  expect(Object.keys(props).filter((key) => key.startsWith('on'))).toEqual([]);
  expect(link.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
});

test('once rendered by React, a click is still reported once and the link opens the chat', () => {
  render(consulta());
  expect(click(screen.getByRole('link', { name: 'Consulta gratis' }))).toBe(true);
  expect(window.dataLayer).toEqual([
    { event: 'whatsapp_click', whatsapp_url: `https://wa.me/${PHONE}?text=Hola`, whatsapp_type: 'consulta' },
  ]);
});

test('after a client-side navigation (a new tree rendered), still one event and one chat per click', () => {
  const first = render(consulta());
  first.unmount();
  render(consulta());
  expect(click(screen.getByRole('link', { name: 'Consulta gratis' }))).toBe(true);
  expect(window.dataLayer).toHaveLength(1);
});

describe("with the firm's reference code switched on (data/site.json chatReference)", () => {
  beforeEach(() => {
    const on = { ...siteData, siteJson: siteData.siteJson && { ...siteData.siteJson, chatReference: true } };
    jest.mocked(useStaticQuery).mockReturnValue(on);
  });
  afterEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteData));

  test('the link tells the head script to add a code; the rendered address is still the plain message', () => {
    render(consulta());
    const link = screen.getByRole('link', { name: 'Consulta gratis' });
    expect(link).toHaveAttribute('data-chat-ref', '');
    expect(link).toHaveAttribute('href', `https://wa.me/${PHONE}?text=Hola`);
  });

  test('a click opens the chat with the code on its own line, and pushes the same code and address', () => {
    render(consulta());
    const link = screen.getByRole('link', { name: 'Consulta gratis' });
    expect(click(link)).toBe(true);
    const href = link.getAttribute('href') ?? '';
    const code = href.slice(-CHAT_REF_LENGTH);
    expect(code).toMatch(new RegExp(`^[${CHAT_REF_ALPHABET}]{${CHAT_REF_LENGTH}}$`));
    expect(href).toBe(`https://wa.me/${PHONE}?text=Hola%0AC%C3%B3digo%20de%20consulta%3A%20${code}`);
    expect(window.dataLayer).toEqual([
      { event: 'whatsapp_click', whatsapp_url: href, whatsapp_type: 'consulta', whatsapp_ref: code },
    ]);
  });
});
