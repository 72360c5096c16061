import type { IAdapter } from 'gatsby';
import { markFinishedBuild } from './finished-build';

/**
 * The site publishes plain files (public/) and the same files on every host. Gatsby picks
 * an adapter from the environment when gatsby-config names none: on Netlify it downloads
 * and runs gatsby-adapter-netlify, which adds its own rules to `_headers` and `_redirects`
 * (a host joins two rules that set one header: two Cache-Control values) and needs the
 * network at build time. Naming this one keeps every host's build identical to the tested
 * one (Gatsby 5 has no `adapter: false`). Its one step, last in every build, after Gatsby saved
 * its state for the last time, marks the build finished (src/gatsby-hooks/finished-build.ts).
 */
export const staticFilesAdapter: IAdapter = {
  name: 'static-files',
  adapt: () => markFinishedBuild(process.cwd()),
};
