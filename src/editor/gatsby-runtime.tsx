/**
 * What the site's components import from `gatsby`, for the editor's preview bundle
 * (src/editor/assemble/bundle.ts aliases `gatsby` to this file). The preview has no Gatsby
 * runtime: fragments are inert, links are plain links, and the one static query (the
 * firm's details, src/components/use-site-data.ts) answers from the entries being edited.
 */
import { createContext, useContext, type AnchorHTMLAttributes } from 'react';

/** The answer to `useSiteData`'s query in the preview, from site.json as edited. */
export const StaticQueryContext = createContext<unknown>(undefined);

/** @public In place of gatsby's, through the bundle's alias. */
export const graphql = (): undefined => undefined;

/** @public In place of gatsby's, through the bundle's alias. */
export function useStaticQuery<T>(): T {
  const data = useContext(StaticQueryContext);
  if (data === undefined) throw new Error('The preview gives its site data before any section renders');
  return data as T;
}

/** @public In place of gatsby's, through the bundle's alias. */
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}
