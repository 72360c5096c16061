import type { GatsbySSR } from 'gatsby';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { FONT_PRELOADS_ATTRIBUTE, GTM_ID_ATTRIBUTE, inlineScripts } from './inline-script-registry.cjs';
import { GTM_ID_PATTERN } from '../tag-manager';

type ScriptProps = {
  id?: string;
  type?: string;
  src?: string;
  as?: string;
  rel?: string;
  sliceId?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
};
type Element = ReactElement<ScriptProps>;

/**
 * What Gatsby 5 adds to every page's body for its runtime (gatsby/cache-dir/static-entry.js): its page script, which
 * sets `window.pagePath`, and the scripts slice, which Gatsby later fills with the chunk map, the compilation hash
 * and the app's `<script src async>` tags (webpack runtime, framework, app). No option leaves them out. The site
 * removes them here, by these exact shapes, and a unit test reads them in the installed Gatsby
 * (__tests__/gatsby-hooks/csp/page-scripts.test.tsx): an upgrade that changes them stops the build instead of
 * shipping the runtime.
 */
export const GATSBY_RUNTIME = { pageScriptId: 'gatsby-script-loader', scriptsSliceId: '_gatsby-scripts' } as const;
/** Keys of plugins' inline head scripts: Tag Manager's snippet, and gatsby-plugin-image's loader. */
const TAG_MANAGER_KEY = 'plugin-google-tagmanager';
/**
 * gatsby-plugin-image's inline module script fades in images rendered by its GatsbyImage;
 * the site draws its own <picture> (src/components/ui/picture.tsx), so the script never
 * finds an image and is dropped rather than hashed.
 */
const IMAGE_SCRIPT_KEY = 'gatsby-image-style-script';

const htmlOf = (element: Element): string => {
  const html = element.props.dangerouslySetInnerHTML?.__html;
  if (typeof html !== 'string') throw new Error(`Inline script ${String(element.key)} has no text`);
  return html;
};

const isScript = (node: ReactNode): node is Element => isValidElement<ScriptProps>(node) && node.type === 'script';

/** A list of addresses as an attribute value: space-separated, nothing to escape. */
function addressList(addresses: readonly string[], what: string): string {
  const odd = addresses.find((address) => !/^[^\s"'<>&]+$/.test(address));
  if (odd !== undefined) throw new Error(`${what}: the address ${JSON.stringify(odd)} cannot be listed`);
  return addresses.join(' ');
}

/**
 * The registered loader that fetches the font files `hrefs` from where it stands: the page
 * carries it in its <head> (`where`: 'head'), after the <style> with the @font-face rules,
 * where it preloads them while they can make the first paint (else it removes those rules),
 * and again at the start of its <body> ('body'), which prefetches for the next page those the
 * <head> did not preload (src/gatsby-hooks/csp/inline-script-registry.cjs).
 */
export const fontPreloads = (hrefs: readonly string[], where: 'head' | 'body'): ReactElement => (
  <script
    key={`font-preloads-${where}`}
    {...{ [FONT_PRELOADS_ATTRIBUTE]: addressList(hrefs, 'The font preloads') }}
    dangerouslySetInnerHTML={{ __html: inlineScripts.fontPreloads }}
  />
);

/**
 * The same preloads for a visitor without scripts, who gets no loader: a <noscript> in the
 * <head>, right after the loader, whose links the parser inserts only when scripting is off
 * (with scripting on it reads them as text), so that visitor's first paint waits for the fonts
 * as a fast connection's does.
 */
export const fontPreloadsWithoutScripts = (hrefs: readonly string[]): ReactElement => (
  <noscript key="font-preloads-noscript">
    {hrefs.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    ))}
  </noscript>
);

const isPageScript = (node: ReactNode): boolean => isScript(node) && node.props.id === GATSBY_RUNTIME.pageScriptId;
const isScriptsSlice = (node: ReactNode): boolean =>
  isValidElement<ScriptProps>(node) && node.props.sliceId === GATSBY_RUNTIME.scriptsSliceId;

/**
 * Body components without Gatsby's runtime: its page script and its scripts slice go (GATSBY_RUNTIME), each found
 * exactly once, or the build stops; and no script file is left for the parser to load.
 */
export function dropRuntimeFromBody(components: readonly ReactNode[]): ReactNode[] {
  const found = {
    pageScript: components.filter(isPageScript).length,
    scriptsSlice: components.filter(isScriptsSlice).length,
  };
  if (found.pageScript !== 1 || found.scriptsSlice !== 1) {
    throw new Error(
      `Gatsby's output is not what src/gatsby-hooks/csp/page-scripts.tsx removes: its page script ` +
        `(id ${GATSBY_RUNTIME.pageScriptId}) ${found.pageScript} times and its scripts slice ` +
        `(${GATSBY_RUNTIME.scriptsSliceId}) ${found.scriptsSlice} times in a page's body, instead of once each`,
    );
  }
  const rest = components.filter((node) => !isPageScript(node) && !isScriptsSlice(node));
  const file = rest.find((node) => isScript(node) && node.props.src !== undefined);
  if (file !== undefined) throw new Error(`A page's body loads a script file: ${String((file as Element).props.src)}`);
  return rest;
}

/**
 * Head components: Tag Manager's snippet (its id inside the body) becomes the registered constant snippet that reads
 * the id from an attribute; gatsby-plugin-image's script goes; and with `dropRuntime`, the script preloads Gatsby adds
 * for chunks named in magic comments (none today) go too.
 */
export function rewriteHead(components: readonly ReactNode[], { dropRuntime = false } = {}): ReactNode[] {
  return components
    .filter((node) => !(isValidElement(node) && node.key === IMAGE_SCRIPT_KEY))
    .filter(
      (node) =>
        !(dropRuntime && isValidElement<ScriptProps>(node) && node.type === 'link' && node.props.as === 'script'),
    )
    .map((node) => {
      if (!(isScript(node) && node.key === TAG_MANAGER_KEY)) return node;
      const ids = htmlOf(node).match(/'GTM-[A-Z0-9]+'/g) ?? [];
      const id = ids.length === 1 ? ids[0].slice(1, -1) : '';
      if (!GTM_ID_PATTERN.test(id)) {
        throw new Error(`The Tag Manager snippet should name one container id, found ${ids.length}`);
      }
      return (
        <script
          key={TAG_MANAGER_KEY}
          {...{ [GTM_ID_ATTRIBUTE]: id }}
          dangerouslySetInnerHTML={{ __html: inlineScripts.tagManager }}
        />
      );
    });
}

type PreRenderArgs = Parameters<NonNullable<GatsbySSR['onPreRenderHTML']>>[0];

/**
 * Gatsby's onPreRenderHTML: every inline script left in a page has a constant, registered body; with `dropRuntime`
 * (production builds), Gatsby's runtime is left out of the page. `gatsby develop` adds its own scripts after this
 * hook and needs them, so it keeps them.
 */
export function rewritePageScripts(
  { getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }: PreRenderArgs,
  { dropRuntime }: { dropRuntime: boolean },
): void {
  replaceHeadComponents(rewriteHead(getHeadComponents(), { dropRuntime }));
  if (dropRuntime) replacePostBodyComponents(dropRuntimeFromBody(getPostBodyComponents()));
}
