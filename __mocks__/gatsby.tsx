/**
 * The gatsby module as tests see it (Gatsby's Jest recipe). `useStaticQuery`
 * answers with the site fixture; `__tests__/gatsby-mock.test.tsx` proves this
 * file is live.
 */
import type { ComponentProps } from 'react';
import { siteData } from '../__tests__/fixtures/site';

const gatsby = jest.requireActual<typeof import('gatsby')>('gatsby');

export const isMockedGatsby = true;
export const graphql = jest.fn();
export const useStaticQuery = jest.fn(() => siteData);
export const Link = jest.fn(
  ({
    to,
    children,
    activeClassName: _a,
    activeStyle: _s,
    getProps: _g,
    partiallyActive: _p,
    replace: _r,
    ...rest
  }: ComponentProps<typeof gatsby.Link>) => (
    <a {...rest} href={to}>
      {children}
    </a>
  ),
);
export const navigate = jest.fn();
export const Script = gatsby.Script;
export const withPrefix = gatsby.withPrefix;
