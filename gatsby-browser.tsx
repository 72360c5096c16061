import type { GatsbyBrowser } from 'gatsby';
import { attachNotFound } from './src/behaviours/not-found';
import { attachSections } from './src/behaviours/sections';

/**
 * Only `gatsby develop` (`npm run cms`) runs this file: a production page loads no Gatsby runtime, and its own
 * behaviours script attaches the same behaviours (src/behaviours/page.ts). Develop renders each page in the browser,
 * so the behaviours attach to it after each render, and detach from the page before.
 */
let detach: (() => void) | undefined;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  detach?.();
  const sections = attachSections(document);
  const notFound = attachNotFound(document);
  detach = () => {
    sections();
    notFound();
  };
};
