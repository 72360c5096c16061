import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { absoluteUrl } from '../../seo/site-url';
import { ADMIN_PATH, PUBLIC_DIR } from '../../shared/constants.cjs';

/** Where gatsby-plugin-sitemap writes its index (it writes sitemap-0.xml beside it). */
export const SITEMAP_PATH = '/sitemap-index.xml';

/**
 * robots.txt: every crawler may read every page (the 404 page keeps itself out of the
 * index with its own `noindex`, which crawlers can only see if they may fetch it), except
 * the editor at /admin/ (which also says `noindex` itself).
 */
export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\nDisallow: ${ADMIN_PATH}\n\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}\n`;

type SiteUrlResult = { site: { siteMetadata: { siteUrl: string | null } | null } | null };

/** Writes public/robots.txt after the build, from the one site address in `siteMetadata`. */
export const writeRobotsTxt = async ({ graphql, reporter }: BuildArgs): Promise<void> => {
  const result = await graphql<SiteUrlResult>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild('Cannot write robots.txt: siteMetadata.siteUrl is not set in gatsby-config');
    return;
  }
  fs.writeFileSync(path.resolve(PUBLIC_DIR, 'robots.txt'), robotsTxt(siteUrl));
};
