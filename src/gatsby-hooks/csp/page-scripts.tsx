import type { GatsbySSR } from 'gatsby';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  APP_SCRIPTS_ATTRIBUTE,
  FONT_PRELOADS_ATTRIBUTE,
  GATSBY_GLOBALS_ATTRIBUTE,
  GTM_ID_ATTRIBUTE,
  PRELOAD_APP_SCRIPTS_ATTRIBUTE,
  PRELOAD_SCRIPTS_ATTRIBUTE,
  inlineScripts,
} from './inline-script-registry.cjs';
import { addressList, gatsbyGlobals, scriptJson } from './gatsby-scripts-slice';
import { GTM_ID_PATTERN } from '../tag-manager';

type ScriptProps = {
  id?: string;
  type?: string;
  src?: string;
  async?: boolean;
  dangerouslySetInnerHTML?: { __html?: unknown };
};
type Element = ReactElement<ScriptProps>;

/**
 * Ids of Gatsby's inline scripts in a page's body components (gatsby/cache-dir/static-entry.js):
 * the page path; the chunk map and compilation hash too when slices are off.
 */
const GATSBY_SCRIPT_IDS = ['gatsby-script-loader', 'gatsby-chunk-mapping'];
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
    {...{ [FONT_PRELOADS_ATTRIBUTE]: addressList([...hrefs], 'The font preloads') }}
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

/**
 * The registered loader that preloads `hrefs` (the page's own chunks), then `appScripts` at
 * low priority, from where it stands in the <head>: 'strict-dynamic' lets it insert what
 * Chromium refuses from the parser.
 */
export const scriptPreloads = (hrefs: string[], appScripts: string[]): ReactElement => (
  <script
    key="script-preloads"
    {...{
      [PRELOAD_SCRIPTS_ATTRIBUTE]: addressList(hrefs, 'The page preloads'),
      [PRELOAD_APP_SCRIPTS_ATTRIBUTE]: addressList(appScripts, 'The app preloads'),
    }}
    dangerouslySetInnerHTML={{ __html: inlineScripts.scriptPreloads }}
  />
);

const isAppScript = (node: ReactNode): node is Element => isScript(node) && typeof node.props.src === 'string';

/**
 * Body components: Gatsby's inline page script (window.pagePath) becomes a JSON block in
 * its place. The registered loader that sets the globals and inserts the app scripts stands
 * in the scripts slice (see rewriteScriptsSlice), or here when Gatsby put the chunk map and
 * the app's <script src async> tags in the page (slices off).
 */
export function rewriteBody(components: ReactNode[]): ReactNode[] {
  const gatsby = components.filter(
    (node): node is Element => isScript(node) && GATSBY_SCRIPT_IDS.includes(node.props.id ?? ''),
  );
  if (gatsby.length === 0) return components;
  const globals = gatsbyGlobals(gatsby.map(htmlOf));
  const withLoader = '___chunkMapping' in globals;
  const appScripts = withLoader ? components.filter(isAppScript) : [];
  const odd = appScripts.find((node) => node.props.async !== true);
  if (odd !== undefined) throw new Error(`Gatsby wrote a script that is not async: ${String(odd.props.src)}`);
  const first = components.indexOf(gatsby[0]);
  const replacement = (
    <script
      key="gatsby-globals"
      type="application/json"
      {...{ [GATSBY_GLOBALS_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: scriptJson(globals) }}
    />
  );
  const loader = (
    <script
      key="gatsby-loader"
      {...{
        [APP_SCRIPTS_ATTRIBUTE]: addressList(
          appScripts.map((node) => String(node.props.src)),
          'The page',
        ),
      }}
      dangerouslySetInnerHTML={{ __html: inlineScripts.gatsbyLoader }}
    />
  );
  const moved: ReactNode[] = [...gatsby, ...appScripts];
  const rest = components.filter((node) => !moved.includes(node));
  return [...rest.slice(0, first), replacement, ...(withLoader ? [loader] : []), ...rest.slice(first)];
}

/**
 * Head components: Tag Manager's snippet (its id inside the body) becomes the registered
 * constant snippet that reads the id from an attribute; gatsby-plugin-image's script goes.
 */
export function rewriteHead(components: ReactNode[]): ReactNode[] {
  return components
    .filter((node) => !(isValidElement(node) && node.key === IMAGE_SCRIPT_KEY))
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

/** Gatsby's hook: every inline script left in a page has a constant, registered body. */
export const rewriteInlineScripts: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(rewriteHead(getHeadComponents()));
  replacePostBodyComponents(rewriteBody(getPostBodyComponents()));
};
