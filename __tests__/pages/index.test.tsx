import { render, screen, within } from '@testing-library/react';
import type { HeadProps, PageProps } from 'gatsby';
import HomePage, { Head } from '../../src/pages/index';
import { homeData } from '../fixtures/home';
import { PHONE } from '../fixtures/site';

const props = { data: homeData } as unknown as PageProps<Queries.HomePageQuery>;
const renderHome = () => render(<HomePage {...props} />);
const wa = (message: string) => `https://wa.me/${PHONE}?text=${encodeURIComponent(message)}`;

test('renders the sections in the spec order, from the data it is given', () => {
  const { container } = renderHome();
  const order = [
    container.querySelector('header'),
    screen.getByRole('heading', { level: 1, name: 'Titular de prueba sobre constructoras' }),
    screen.getByRole('heading', { level: 2, name: 'Servicios de prueba' }),
    screen.getByRole('heading', { level: 2, name: 'Proceso de prueba' }),
    screen.getByRole('heading', { level: 2, name: 'Testimonios de prueba' }),
    screen.getByRole('heading', { level: 2, name: 'Llamado final' }),
    screen.getByRole('contentinfo'),
    screen.getByTestId('floating-chat'),
  ];
  order.slice(1).forEach((element, index) => {
    const previous = order[index];
    expect(previous?.compareDocumentPosition(element as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

test('anchors: servicios, proceso, testimonios; Ver servicios links to #servicios', () => {
  const { container } = renderHome();
  for (const id of ['servicios', 'proceso', 'testimonios'])
    expect(container.querySelector(`section#${id}`)).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute('href', '#servicios');
});

test('hero: badge, three client photos with Spanish alt text, and the +300 claim', () => {
  renderHome();
  expect(screen.getByText('Insignia de prueba')).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: /^Cliente \d$/ })).toHaveLength(3);
  expect(screen.getByText('+300')).toBeInTheDocument();
  expect(screen.getByText('propietarios defendidos este año')).toBeInTheDocument();
});

test('services: four cards and the did-you-know figures', () => {
  renderHome();
  const services = screen.getByRole('region', { name: 'Servicios de prueba' });
  expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  const facts = within(services).getByRole('complementary', { name: '¿Sabías que…?' });
  expect(facts).toHaveTextContent('Más del 40%');
  expect(facts).toHaveTextContent('9 de cada 10');
});

test('process: three numbered steps with three bullets and an image each', () => {
  renderHome();
  const process = screen.getByRole('region', { name: 'Proceso de prueba' });
  const steps = within(process)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
  expect(steps).toHaveLength(3);
  steps.forEach((step, index) => {
    expect(step).toHaveTextContent(`Paso ${index + 1}`);
    expect(within(step).getAllByRole('listitem')).toHaveLength(3);
    expect(within(step).getByRole('img', { name: `Imagen del paso ${index + 1}` })).toBeInTheDocument();
  });
});

test('closing call to action: the button and the three stats', () => {
  renderHome();
  const cta = screen.getByRole('region', { name: 'Llamado final' });
  expect(within(cta).getByRole('link', { name: 'Solicitar una consulta gratis' })).toHaveAttribute(
    'data-chat-type',
    'cta_section',
  );
  for (const text of ['15+', 'años de experiencia', '500+', 'casos ganados', '98%', 'clientes satisfechos']) {
    expect(within(cta).getByText(text)).toBeInTheDocument();
  }
});

test('every chat call to action has its type and message', () => {
  renderHome();
  const byType = Object.fromEntries(
    Array.from(document.querySelectorAll('a[data-chat-type]')).map((a) => [a.getAttribute('data-chat-type'), a]),
  );
  expect(Object.keys(byType).sort()).toEqual(['consulta', 'cta_section', 'floating_cta', 'footer', 'navbar']);
  expect(byType.consulta).toHaveAttribute('href', wa('Hola, quiero una consulta gratis'));
  for (const type of ['navbar', 'cta_section', 'footer', 'floating_cta']) {
    expect(byType[type]).toHaveAttribute('href', wa('Hola, mensaje general'));
  }
  expect(byType.navbar).toHaveTextContent('Contáctanos');
  expect(byType.floating_cta).toHaveTextContent('¿Problemas con tu constructora?');
});

test('Head: Spanish title, description and canonical', () => {
  const headProps = { data: homeData } as unknown as HeadProps<Queries.HomePageQuery>;
  render(<Head {...headProps} />, { container: document.head });
  expect(document.title).toBe('Título de prueba | Firma de Prueba');
  expect(document.head.querySelector('meta[name=description]')).toHaveAttribute('content', 'Descripción de prueba');
  expect(document.head.querySelector('link[rel=canonical]')).toHaveAttribute('href', 'https://prueba.example/');
});

test('a file of data/ missing from the query (a stale cache) stops the page with its name and the way out', () => {
  // React logs the error it rethrows; the message is what matters here.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const stale = { data: { ...homeData, testimonialsJson: null, processJson: null } } as unknown as typeof props;
  expect(() => render(<HomePage {...stale} />)).toThrow(
    "data/process.json, data/testimonials.json are valid but were not loaded into this page: Gatsby's cache (.cache/) is out of step with data/. To fix it, run `npm run clean`, then build again.",
  );
  quiet.mockRestore();
});
