import type { GatsbyConfig } from 'gatsby';
import { jsonTypeName } from './src/gatsby/json-types';
import { tagManagerPlugins } from './src/gatsby/tag-manager';
import { color } from './src/theme/tokens';
import site from './data/site.json';

const config: GatsbyConfig = {
  trailingSlash: 'never',
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
        lang: 'es-CO',
        start_url: '/',
        background_color: color.sand,
        theme_color: color.navy,
        display: 'minimal-ui',
        icon: 'data/images/icon.png',
      },
    },
    ...tagManagerPlugins(process.env.GTM_ID),
  ],
};

export default config;
