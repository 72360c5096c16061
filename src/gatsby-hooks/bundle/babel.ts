import path from 'node:path';
import type { CreateBabelConfigArgs } from 'gatsby';
import { breakpoints, widths } from '../../theme/tokens';

/**
 * Gatsby's Babel gets the inline-tokens plugin (inline-tokens.cjs) for the tokens that are plain
 * constants read by property: the widths and the breakpoints. Every stage, so the server render
 * and the browser bundle make the same class names.
 */
export const configureBabel = ({ actions }: CreateBabelConfigArgs): void => {
  actions.setBabelPlugin({
    name: path.resolve('src/gatsby-hooks/bundle/inline-tokens.cjs'),
    options: { module: path.resolve('src/theme/tokens'), tokens: { widths, breakpoints } },
  });
};
