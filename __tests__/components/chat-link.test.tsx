import { fireEvent, render, screen } from '@testing-library/react';
import { ChatLink } from '../../src/components/chat-link';
import { PHONE } from '../fixtures/site';

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag_report_conversion;
});

test('is a real link to the chat that opens in a new tab without opener', () => {
  render(
    <ChatLink type="navbar" message="Hola mundo">
      Contáctanos
    </ChatLink>,
  );
  const link = screen.getByRole('link', { name: 'Contáctanos' });
  expect(link).toHaveAttribute('href', `https://wa.me/${PHONE}?text=Hola%20mundo`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a click reports the event with its type and opens the chat once', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <ChatLink type="consulta" message="Hola">
      Consulta gratis
    </ChatLink>,
  );
  const link = screen.getByRole('link', { name: 'Consulta gratis' });
  const notPrevented = fireEvent.click(link);
  expect(notPrevented).toBe(false);
  expect(window.dataLayer).toEqual([
    { event: 'whatsapp_click', whatsapp_url: `https://wa.me/${PHONE}?text=Hola`, whatsapp_type: 'consulta' },
  ]);
  expect(open).toHaveBeenCalledTimes(1);
  open.mockRestore();
});

test('a middle click (auxclick) reports the event and keeps the browser default', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <ChatLink type="footer" message="Hola">
      Escríbenos
    </ChatLink>,
  );
  const notPrevented = fireEvent(
    screen.getByRole('link', { name: 'Escríbenos' }),
    new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
  );
  expect(notPrevented).toBe(true);
  expect(window.dataLayer).toHaveLength(1);
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
});
