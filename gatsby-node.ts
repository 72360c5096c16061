import type { GatsbyNode } from 'gatsby';
import { checkData, declareContentTypes } from './src/gatsby/node-api';
import { createProjectPages } from './src/gatsby/project-pages';
import { writeRobotsTxt } from './src/gatsby/robots';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = checkData;
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = declareContentTypes;
export const createPages: GatsbyNode['createPages'] = (args) => createProjectPages(args);
export const onPostBuild: GatsbyNode['onPostBuild'] = writeRobotsTxt;
