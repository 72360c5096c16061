import { jsonLdText, legalService } from '../seo/json-ld';
import { OG_LOCALE } from '../seo/locale';
import shareImage from '../seo/share-image.json';
import { absoluteUrl } from '../seo/site-url';
import { useSiteData } from './use-site-data';

/**
 * The head of a page (Gatsby Head API): Spanish title and description, canonical address
 * without trailing slash, the tags link previews read (Open Graph, Twitter card with the
 * share image drawn by scripts/generate/make-share-image.mjs) and, on indexable pages, the firm as
 * schema.org LegalService. Every absolute address comes from `siteMetadata.siteUrl`.
 */
export function Seo({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  /** The page's route, e.g. `/` or `/frammento`; omitted on the 404 page. */
  path?: string;
  noindex?: boolean;
}) {
  const site = useSiteData();
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  const url = path === undefined ? undefined : absoluteUrl(site.siteUrl, path);
  const image = absoluteUrl(site.siteUrl, shareImage.src);
  const logoPath = site.logo.image.publicURL;
  if (!logoPath) throw new Error('The logo of data/site.json has no public URL');
  const structured =
    url && !noindex
      ? jsonLdText(legalService(site, { siteUrl: site.siteUrl, logoPath, imagePath: shareImage.src }))
      : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={shareImage.alt} />
      {structured && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structured }} />}
    </>
  );
}
