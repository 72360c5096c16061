import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Footer, mapsSearchUrl } from '../../src/components/footer';
import { PHONE, siteData } from '../fixtures/site';

afterEach(() => jest.useRealTimers());

test('shows the description, the Bogotá address linked to a maps search, the chat and the phone', () => {
  render(<Footer />);
  const site = siteData.siteJson;
  expect(screen.getByText(site?.description ?? '')).toBeInTheDocument();
  const address = screen.getByRole('link', { name: 'Carrera 7 # 1-2, Bogotá D.C.' });
  expect(address).toHaveAttribute('href', mapsSearchUrl('Carrera 7 # 1-2, Bogotá D.C.'));
  expect(address.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Carrera%207/);
  const chat = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  expect(chat).toHaveAttribute('data-chat-type', 'footer');
  expect(chat.getAttribute('href')).toBe(`https://wa.me/${PHONE}?text=Hola%2C%20mensaje%20general`);
  expect(screen.getByRole('link', { name: '+57 300 111 2233' })).toHaveAttribute('href', `tel:+${PHONE}`);
});

test('the copyright shows the current year, even past the build year', () => {
  jest.useFakeTimers({ now: new Date('2027-01-01T00:05:00-05:00') });
  render(<Footer />);
  expect(screen.getByText(/© 2027 Firma de Prueba\./)).toBeInTheDocument();
});

test('hydrating the server HTML after New Year updates the year without a mismatch warning', async () => {
  const html = renderToString(<Footer />);
  expect(html).toContain('© <!-- -->2026');
  jest.useFakeTimers({
    now: new Date('2027-01-02T10:00:00-05:00'),
    doNotFake: ['queueMicrotask', 'setImmediate', 'setTimeout'],
  });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <Footer />);
  });
  expect(error).not.toHaveBeenCalled();
  expect(container).toHaveTextContent('© 2027 Firma de Prueba.');
  error.mockRestore();
});
