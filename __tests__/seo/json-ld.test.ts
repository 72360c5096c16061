import site from '../../data/site.json';
import { jsonLdText, legalService, postalAddress } from '../../src/seo/json-ld';

const urls = {
  siteUrl: 'https://www.firma.example',
  logoPath: '/static/abc/logo.png',
  imagePath: '/share.jpg',
};

test('LegalService from data/site.json: name, URL, logo, phone, Bogotá address, area served', () => {
  const data = legalService(site, urls);
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': 'https://www.firma.example/#firma',
    name: site.name,
    description: site.description,
    url: 'https://www.firma.example/',
    logo: 'https://www.firma.example/static/abc/logo.png',
    image: 'https://www.firma.example/share.jpg',
    telephone: `+${site.phone.digits}`,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: 'Bogotá',
      addressRegion: 'Bogotá D.C.',
      addressCountry: 'CO',
    },
    areaServed: { '@type': 'Country', name: 'Colombia' },
  });
});

test('never rates the firm (no aggregateRating or review from its own testimonials)', () => {
  const text = jsonLdText(legalService(site, urls));
  expect(text).not.toMatch(/rating|review/i);
});

test('e-mail is left out when the firm has none', () => {
  const { email: _email, ...withoutEmail } = site;
  expect(legalService(withoutEmail, urls)).not.toHaveProperty('email');
});

test('the address: locality and region from the city line, country as its ISO code', () => {
  expect(postalAddress({ street: 'Calle 1 # 2-3', city: 'Bogotá D.C., Colombia' })).toEqual({
    '@type': 'PostalAddress',
    streetAddress: 'Calle 1 # 2-3',
    addressLocality: 'Bogotá',
    addressRegion: 'Bogotá D.C.',
    addressCountry: 'CO',
  });
  expect(postalAddress({ street: 'Calle 1', city: 'Medellín, Antioquia, Colombia' })).toMatchObject({
    addressLocality: 'Medellín',
    addressRegion: 'Antioquia',
    addressCountry: 'CO',
  });
  const cali = postalAddress({ street: 'Calle 1', city: 'Cali' });
  expect(cali).toMatchObject({ addressLocality: 'Cali', addressCountry: 'CO' });
  expect(cali).not.toHaveProperty('addressRegion');
});

test('the text is JSON that cannot close its <script> element', () => {
  const data = legalService({ ...site, name: 'Firma </script><script>alert(1)</script>' }, urls);
  const text = jsonLdText(data);
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual(data);
});
