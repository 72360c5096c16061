import type { GatsbyNode } from 'gatsby';
import { checkData, declareContentTypes } from './src/gatsby/node-api';
import { createProjectPages } from './src/gatsby/project-pages';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = checkData;
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = declareContentTypes;
export const createPages: GatsbyNode['createPages'] = (args) => createProjectPages(args);
export { tuneChunks as onCreateWebpackConfig } from './src/gatsby/webpack';
export { precompressBuild as onPostBuild } from './src/gatsby/precompress';
