import path from 'node:path';
import type { GatsbyNode, ParentSpanPluginArgs } from 'gatsby';
import { checkDataDir, formatProblem } from '../content/content-check';
import { contentTypeDefs } from '../content/content-shape';
import { declareImageFileExtension } from './remote-images';
import { siteUrlProblem } from '../seo/site-url';
import { gtmIdProblem } from './tag-manager';
import { cmsBackendProblem } from '../editor/assemble/config';

export const dataDir = path.resolve(__dirname, '../../data');

/**
 * Stops the build before sourcing when the Tag Manager id is not a container id,
 * when SITE_URL is not a site address, when the editor's CMS_REPO / CMS_AUTH_URL are not a
 * repository and an https origin, or when a file in `data/` is malformed or incomplete.
 */
export const checkData = ({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>): void => {
  const gtm = gtmIdProblem(process.env.GTM_ID);
  if (gtm) reporter.panic(gtm);
  const siteUrl = siteUrlProblem(process.env.SITE_URL);
  if (siteUrl) reporter.panic(siteUrl);
  const cms = cmsBackendProblem();
  if (cms) reporter.panic(cms);
  const problems = checkDataDir(dataDir);
  if (problems.length > 0) {
    reporter.panic(
      `The content in data/ has ${problems.length} problem(s); fix them and build again:\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
  }
};

/**
 * The Site node's `adapter`, which Gatsby fills only in a build (gatsby-config names an adapter):
 * declared, so the schema, and the types `gatsby develop` writes to src/gatsby-types.d.ts, are the
 * same whether or not develop starts from a build's saved state (else `npm run cms` after a build
 * rewrote that committed file).
 */
export const SITE_ADAPTER_TYPES =
  'type SiteAdapter { name: String } type Site implements Node { adapter: SiteAdapter }';

/** Declares every content type explicitly, so a missing field is an error, not a silent gap. */
export const declareContentTypes: NonNullable<GatsbyNode['createSchemaCustomization']> = (args) => {
  declareImageFileExtension(args);
  args.actions.createTypes(contentTypeDefs());
  args.actions.createTypes(SITE_ADAPTER_TYPES);
};
