import { fireEvent, render, screen } from '@testing-library/react';
import { chatScriptBody } from '../../src/chat/chat-script.cjs';
import { ChatLink } from '../../src/components/chat-link';
import { PHONE } from '../fixtures/site';

// The page's head script: the one click handler of every chat link.
new Function(chatScriptBody())();

let open: jest.SpyInstance;
beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag_report_conversion;
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

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
});

test('React adds no click handler of its own: no on* props, no inline handler attributes', () => {
  render(consulta());
  const link = screen.getByRole('link', { name: 'Consulta gratis' });
  const props = Object.entries(link).find(([key]) => key.startsWith('__reactProps'))?.[1] as object;
  expect(Object.keys(props).filter((key) => key.startsWith('on'))).toEqual([]);
  expect(link.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
});

test('once rendered by React, a click is still reported once and opens the chat once', () => {
  render(consulta());
  const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Consulta gratis' }));
  expect(notPrevented).toBe(false);
  expect(window.dataLayer).toEqual([
    { event: 'whatsapp_click', whatsapp_url: `https://wa.me/${PHONE}?text=Hola`, whatsapp_type: 'consulta' },
  ]);
  expect(open).toHaveBeenCalledTimes(1);
});

test('after a client-side navigation (a new tree rendered), still one event and one chat per click', () => {
  const first = render(consulta());
  first.unmount();
  render(consulta());
  fireEvent.click(screen.getByRole('link', { name: 'Consulta gratis' }));
  expect(window.dataLayer).toHaveLength(1);
  expect(open).toHaveBeenCalledTimes(1);
});
