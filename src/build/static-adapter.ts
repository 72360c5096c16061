import type { IAdapter } from 'gatsby';

/**
 * The site publishes plain files (public/) and the same files on every host. Gatsby picks
 * an adapter from the environment when gatsby-config names none: on Netlify it downloads
 * and runs gatsby-adapter-netlify, which adds its own rules to `_headers` and `_redirects`
 * (a host joins two rules that set one header: two Cache-Control values) and needs the
 * network at build time. Naming this one, which changes nothing, keeps every host's build
 * identical to the tested one. Gatsby 5 has no `adapter: false`.
 */
export const staticFilesAdapter: IAdapter = {
  name: 'static-files',
  adapt: () => undefined,
};
