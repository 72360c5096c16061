import type { BuildArgs, GatsbyNode } from 'gatsby';
import { serveAdmin, writeAdmin } from './src/gatsby/cms-admin';
import { checkData, declareContentTypes } from './src/gatsby/node-api';
import { precompressBuild } from './src/gatsby/precompress';
import { createProjectPages } from './src/gatsby/project-pages';
import { downloadRemoteImages } from './src/gatsby/remote-images';
import { writeRobotsTxt } from './src/gatsby/robots';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = checkData;
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => downloadRemoteImages(args);
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = declareContentTypes;
export const createPages: GatsbyNode['createPages'] = (args) => createProjectPages(args);
export { tuneChunks as onCreateWebpackConfig } from './src/gatsby/webpack';
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => serveAdmin(app);

/** After the build: robots.txt and the editor at /admin/, then compressed copies of every text file. */
// One argument only: Gatsby waits for a callback when a hook declares a third parameter.
export const onPostBuild = async (args: BuildArgs): Promise<void> => {
  await writeRobotsTxt(args);
  writeAdmin();
  precompressBuild(args);
};
