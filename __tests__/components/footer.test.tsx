import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { attachYear } from '../../src/behaviours/year';
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

test('the page built last year shows the current year after New Year, from its own markup', () => {
  const html = renderToString(<Footer />);
  const container = document.createElement('div');
  container.innerHTML = html;
  expect(container).toHaveTextContent('© 2026 Firma de Prueba.');
  attachYear(container, () => new Date('2027-01-01T00:05:00-05:00'));
  expect(container).toHaveTextContent('© 2027 Firma de Prueba.');
  attachYear(container, () => new Date('2027-06-01T00:00:00-05:00'));
  expect(container).toHaveTextContent('© 2027 Firma de Prueba.');
});
