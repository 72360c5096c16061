import type { BuildArgs, GatsbyNode } from 'gatsby';
import { flattenBuiltPages, restoreBuiltPages } from './src/build/output/flat-pages';
import { writeAdmin } from './src/editor/build/admin';
import { checkData, declareContentTypes } from './src/build/node-api';
import { precompressBuild } from './src/build/output/precompress';
import { createProjectPages } from './src/build/project-pages';
import { downloadRemoteImages } from './src/build/remote-images';
import { writeRobotsTxt } from './src/build/output/robots';
import { rerunStaleQueries } from './src/build/stale-cache';

/**
 * Before anything: the data checks, then Gatsby's page files back where it left them (flat-pages),
 * then, before sourcing, the queries that read nodes an interrupted session changed without running them (stale-cache).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args) => {
  checkData(args);
  restoreBuiltPages(args);
  rerunStaleQueries(args);
};
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => downloadRemoteImages(args);
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = declareContentTypes;
export const createPages: GatsbyNode['createPages'] = (args) => createProjectPages(args);
export { configureWebpack as onCreateWebpackConfig } from './src/build/bundle/webpack';
export { configureBabel as onCreateBabelConfig } from './src/build/bundle/babel';

/**
 * After the build: robots.txt, the editor at /admin/, every page as <path>.html (so no host adds a trailing slash),
 * then, last, compressed copies of every text file (robots.txt and the moved pages included).
 */
// One argument only: Gatsby waits for a callback when a hook declares a third parameter.
export const onPostBuild = async (args: BuildArgs): Promise<void> => {
  await writeRobotsTxt(args);
  flattenBuiltPages(args);
  writeAdmin(args);
  precompressBuild(args);
};
