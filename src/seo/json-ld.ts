import { COUNTRY } from './locale';
import { absoluteUrl } from './site-url';

/** The firm's details the structured data needs: the fields of data/site.json. */
export type Firm = {
  name: string;
  description: string;
  email?: string | null;
  phone: { digits: string };
  address: { street: string; city: string };
};

/** Where the firm lives on the web: the site address and the paths of its logo and share image. */
export type FirmUrls = { siteUrl: string; logoPath: string; imagePath: string };

const DISTRICT = /,?\s*D\.\s?C\.?$/i;

/**
 * A schema.org PostalAddress from the two address lines of data/site.json. The city line
 * reads "<locality>[, <region>][, Colombia]"; Bogotá's "Bogotá D.C." is both the city and
 * its region (the Capital District).
 */
export function postalAddress({ street, city }: Firm['address']) {
  const parts = city
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== COUNTRY.name);
  const [first = city.trim(), second] = parts;
  const region = second ?? (DISTRICT.test(first) ? first : undefined);
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: first.replace(DISTRICT, ''),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: COUNTRY.code,
  };
}

/**
 * The firm as a schema.org LegalService. It carries no aggregateRating or review: the
 * site's testimonials are the firm's own and may not rate it.
 */
export function legalService(firm: Firm, { siteUrl, logoPath, imagePath }: FirmUrls) {
  const url = absoluteUrl(siteUrl, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${url}#firma`,
    name: firm.name,
    description: firm.description,
    url,
    logo: absoluteUrl(siteUrl, logoPath),
    image: absoluteUrl(siteUrl, imagePath),
    telephone: `+${firm.phone.digits}`,
    ...(firm.email ? { email: firm.email } : {}),
    address: postalAddress(firm.address),
    areaServed: { '@type': 'Country', name: COUNTRY.name },
  };
}

/** JSON for a `<script type="application/ld+json">`; `<` is escaped so no value can close the element. */
export const jsonLdText = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c');
