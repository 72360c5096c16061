import type { BuildArgs, GatsbyNode } from 'gatsby';
import { flattenBuiltPages, restoreBuiltPages } from './src/gatsby-hooks/output/flat-pages';
import { writeAdmin } from './src/editor/assemble/admin';
import { marketingPageFiles } from './src/marketing/page/assemble';
import { checkData, declareContentTypes } from './src/gatsby-hooks/node-api';
import { precompressBuild } from './src/gatsby-hooks/output/precompress';
import { createProjectPages } from './src/gatsby-hooks/project-pages';
import { downloadRemoteImages } from './src/gatsby-hooks/remote-images';
import { writeRobotsTxt } from './src/gatsby-hooks/output/robots';
import { writeVitalsScript } from './src/gatsby-hooks/output/vitals-script';
import { startFromFinishedBuild } from './src/gatsby-hooks/finished-build';

/**
 * First of all, in every build and develop: reuse .cache/ only if a finished build left it, else start
 * from an empty cache (finished-build). The directory is the command's, as for the adapter that marks it.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  startFromFinishedBuild(process.cwd(), (line) => reporter.info(line));
};
/** Before sourcing: the data checks, then Gatsby's page files back where it left them (flat-pages). */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args) => {
  checkData(args);
  restoreBuiltPages();
};
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => downloadRemoteImages(args);
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = declareContentTypes;
export const createPages: GatsbyNode['createPages'] = (args) => createProjectPages(args);
export { configureWebpack as onCreateWebpackConfig } from './src/gatsby-hooks/bundle/webpack';
export { configureBabel as onCreateBabelConfig } from './src/gatsby-hooks/bundle/babel';

/**
 * After the build: robots.txt, the Web Vitals script the pages load, the editor and the marketers' page at /admin/,
 * every page as <path>.html (so no host adds a trailing slash), then, last, compressed copies of every text file
 * (robots.txt and the moved pages included).
 */
// One argument only: Gatsby waits for a callback when a hook declares a third parameter.
export const onPostBuild = async (args: BuildArgs): Promise<void> => {
  await writeRobotsTxt(args);
  writeVitalsScript();
  flattenBuiltPages(args);
  writeAdmin(args, marketingPageFiles());
  precompressBuild(args);
};
