import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MarkHydrated } from './src/components/mark-hydrated';
import { createEmotionCache } from './src/theme/emotion-cache';
import { loadVitals } from './src/vitals/load-vitals';

/** Created once: it adopts the critical CSS the server render put in <head>. */
const cache = createEmotionCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={cache}>
    <MarkHydrated>{element}</MarkHydrated>
  </CacheProvider>
);

/**
 * Hydrates as a transition: React works in slices of a few milliseconds and yields
 * to the browser between them, instead of one long task that freezes a cheap phone
 * (Total Blocking Time). The page is already visible and its links already work
 * (they are plain links to the chat), and a click on a part not yet hydrated makes
 * React hydrate that part first.
 */
type Renderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

function hydrateAsTransition(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby types the renderer as react-dom's legacy `render`; it calls it as (element, container)
// (held by __tests__/runtime-internals.test.ts).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as Renderer;

/**
 * Core Web Vitals from visitors' phones to the dataLayer (src/vitals/): the measuring code loads in
 * a chunk of its own once React's first render has committed and the browser is idle, so the first
 * paint and the first-load JS do not carry it (docs/performance.md, "Field data").
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  loadVitals();
};
