import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { Seo } from '../../src/components/seo';
import shareImage from '../../src/seo/share-image.json';
import { siteData } from '../fixtures/site';

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const jsonLd = () => document.head.querySelectorAll('script[type="application/ld+json"]');

afterEach(() => {
  document.head.innerHTML = '';
});

test('a page: title with the firm name, description, canonical without trailing slash', () => {
  render(<Seo title="Torre Norte" description="Descripción de la página." path="/torre-norte" />, {
    container: document.head,
  });
  expect(document.title).toBe('Torre Norte | Firma de Prueba');
  expect(meta('description')).toBe('Descripción de la página.');
  expect(document.head.querySelector('link[rel=canonical]')).toHaveAttribute(
    'href',
    'https://prueba.example/torre-norte',
  );
  expect(document.head.querySelector('meta[name=robots]')).toBeNull();
});

test('a title that already names the firm is not suffixed twice', () => {
  render(<Seo title="Firma de Prueba: inicio" description="d" path="/" />, { container: document.head });
  expect(document.title).toBe('Firma de Prueba: inicio');
});

test('home: canonical and og:url are the origin itself', () => {
  render(<Seo title="Inicio" description="d" path="/" />, { container: document.head });
  expect(document.head.querySelector('link[rel=canonical]')).toHaveAttribute('href', 'https://prueba.example/');
  expect(meta('og:url')).toBe('https://prueba.example/');
});

test('Open Graph and Twitter card: the same title, description and the 1200×630 share image', () => {
  render(<Seo title="Torre Norte" description="Descripción." path="/torre-norte" />, { container: document.head });
  const image = 'https://prueba.example/share.jpg';
  expect({
    type: meta('og:type'),
    locale: meta('og:locale'),
    siteName: meta('og:site_name'),
    title: meta('og:title'),
    description: meta('og:description'),
    url: meta('og:url'),
    image: meta('og:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    imageType: meta('og:image:type'),
    alt: meta('og:image:alt'),
  }).toEqual({
    type: 'website',
    locale: 'es_CO',
    siteName: 'Firma de Prueba',
    title: 'Torre Norte | Firma de Prueba',
    description: 'Descripción.',
    url: 'https://prueba.example/torre-norte',
    image,
    width: '1200',
    height: '630',
    imageType: 'image/jpeg',
    alt: shareImage.alt,
  });
  expect({
    card: meta('twitter:card'),
    title: meta('twitter:title'),
    description: meta('twitter:description'),
    image: meta('twitter:image'),
    alt: meta('twitter:image:alt'),
  }).toEqual({
    card: 'summary_large_image',
    title: 'Torre Norte | Firma de Prueba',
    description: 'Descripción.',
    image,
    alt: shareImage.alt,
  });
});

test('every absolute address follows the site address of siteMetadata (SITE_URL)', () => {
  jest.mocked(useStaticQuery).mockReturnValueOnce({
    ...siteData,
    site: { buildYear: '2026', siteMetadata: { siteUrl: 'https://otra.example' } },
  });
  render(<Seo title="Torre Norte" description="d" path="/torre-norte" />, { container: document.head });
  const addresses = [
    document.head.querySelector('link[rel=canonical]')?.getAttribute('href'),
    meta('og:url'),
    meta('og:image'),
    meta('twitter:image'),
  ];
  const data = JSON.parse(jsonLd()[0]?.textContent ?? '') as { url: string; logo: string; image: string };
  addresses.push(data.url, data.logo, data.image);
  expect(addresses.every((url) => url?.startsWith('https://otra.example/'))).toBe(true);
  expect(document.head.innerHTML).not.toContain('https://prueba.example');
});

test('an indexable page carries the firm as LegalService JSON-LD', () => {
  render(<Seo title="Inicio" description="d" path="/" />, { container: document.head });
  expect(jsonLd()).toHaveLength(1);
  const data = JSON.parse(jsonLd()[0]?.textContent ?? '') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'Firma de Prueba',
    url: 'https://prueba.example/',
    logo: 'https://prueba.example/static/prueba/logo.png',
    telephone: '+573001112233',
    email: 'hola@prueba.example',
    address: { '@type': 'PostalAddress', streetAddress: 'Carrera 7 # 1-2', addressLocality: 'Bogotá' },
  });
  expect(data).not.toHaveProperty('aggregateRating');
  expect(data).not.toHaveProperty('review');
});

test('a noindex page (404): robots noindex, no canonical, no JSON-LD', () => {
  render(<Seo title="No encontrada" description="d" noindex />, { container: document.head });
  expect(document.head.querySelector('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow');
  expect(document.head.querySelector('link[rel=canonical]')).toBeNull();
  expect(meta('og:url')).toBeUndefined();
  expect(jsonLd()).toHaveLength(0);
});
