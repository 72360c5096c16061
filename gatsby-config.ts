import type { GatsbyConfig } from 'gatsby';
import { serveAdmin } from './src/editor/assemble/admin';
import { marketingPageFiles } from './src/marketing/page/assemble';
import { jsonTypeName } from './src/content/json-types';
import { staticFilesAdapter } from './src/gatsby-hooks/static-adapter';
import { tagManagerPlugins } from './src/gatsby-hooks/tag-manager';
import { LANG } from './src/seo/locale';
import { siteUrlFrom } from './src/seo/site-url';
import { color } from './src/theme/tokens';
import site from './data/site.json';

const config: GatsbyConfig = {
  // `gatsby develop` (npm run cms) serves the editor and the marketers' page at /admin/ before Gatsby's own files.
  developMiddleware: (app) => serveAdmin(app, marketingPageFiles),
  /** The one site address (SITE_URL, else data/site.json): the head, sitemap and robots.txt read it. */
  siteMetadata: { siteUrl: siteUrlFrom(process.env.SITE_URL, site.siteUrl) },
  trailingSlash: 'never',
  adapter: staticFilesAdapter,
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts' },
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  plugins: [
    'gatsby-plugin-emotion',
    // Photos: gatsby-plugin-sharp and gatsby-transformer-sharp make the AVIF, WebP and
    // fallback files (gatsby-plugin-image's data); src/components/ui/picture.tsx draws them
    // without gatsby-plugin-image's browser runtime (which bundles react-dom/server).
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'avif', 'webp'], placeholder: 'dominantColor', quality: 70 } },
    },
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-source-filesystem', options: { name: 'data', path: `${__dirname}/data` } },
    { resolve: 'gatsby-transformer-json', options: { typeName: jsonTypeName } },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: site.name,
        short_name: site.name.split(' ')[0],
        description: site.description,
        lang: LANG,
        start_url: '/',
        background_color: color.sand,
        theme_color: color.navy,
        display: 'minimal-ui',
        icon: 'data/images/icon.png',
      },
    },
    // sitemap-index.xml and sitemap-0.xml; the plugin leaves out the 404 pages itself.
    // Only the addresses: search engines ignore changefreq and priority.
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { createLinkInHead: false, serialize: ({ path }: { path: string }) => ({ url: path }) },
    },
    ...tagManagerPlugins(process.env.GTM_ID),
  ],
};

export default config;
