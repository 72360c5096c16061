import { useSiteData } from './use-site-data';

/**
 * The head of a page (Gatsby Head API): Spanish title and description,
 * canonical address without trailing slash, and the tags link previews read.
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
  const url = path === undefined ? undefined : `${site.siteUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_CO" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
    </>
  );
}
