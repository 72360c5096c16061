/**
 * One preview pane: the site's own page components, rendered by our React 18 into the
 * element Decap's preview iframe gives us, with Emotion writing into that iframe's <head>.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Component, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { attachSections } from '../behaviours/sections';
import HomePage from '../pages/index';
import ProjectPage from '../templates/project';
import { projectChatTypes } from '../chat/chat-types';
import { EMOTION_KEY } from '../theme/emotion-cache';
import { StaticQueryContext } from './gatsby-runtime';
import type { JsonObject } from './preview-data';

/** Not the site's key: the iframe's styles never mix with the editor page's own. */
const PREVIEW_KEY = `${EMOTION_KEY}-vista`;
const caches = new WeakMap<Document, EmotionCache>();
const cacheFor = (document: Document): EmotionCache => {
  let cache = caches.get(document);
  if (!cache) {
    cache = createCache({ key: PREVIEW_KEY, container: document.head, stylisPlugins: [] });
    caches.set(document, cache);
  }
  return cache;
};

/** Links in the preview go nowhere: a chat button opens no chat and reports nothing. */
const inert = (event: MouseEvent) => {
  const target = event.target as Partial<Element> | null;
  if (target?.closest?.('a')) event.preventDefault();
};

/** While the form is half filled in, a section may not render: say so, and try again on the next change. */
class Fallback extends Component<{ children: ReactNode; content: unknown }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidUpdate(previous: { content: unknown }) {
    if (this.state.failed && previous.content !== this.props.content) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? (
      <p style={{ padding: '2rem', fontFamily: 'sans-serif' }}>
        La vista previa se mostrará cuando el formulario esté completo.
      </p>
    ) : (
      this.props.children
    );
  }
}

export type PageKind = 'home' | 'project';

/**
 * The whole page the edited file appears on, home or project, from every file's content, with the pages' own
 * behaviours attached to it (the tabs switch, the floating button keeps the focus clear: src/behaviours/).
 */
export function Preview({
  document,
  page,
  content,
}: {
  document: Document;
  page: PageKind;
  content: Map<string, JsonObject>;
}) {
  const site = content.get('SiteJson');
  const siteQuery = {
    site: { buildYear: String(new Date().getFullYear()), siteMetadata: { siteUrl: site?.siteUrl } },
    siteJson: site,
  };
  const project = content.get('ProjectJson');
  const slug = typeof project?.slug === 'string' ? project.slug : '';
  // The shapes are the queries' shapes (preview-data.ts builds them from content-shape.ts).
  const pageData = {
    homeJson: content.get('HomeJson'),
    siteJson: site,
    clientsJson: content.get('ClientsJson'),
    servicesJson: content.get('ServicesJson'),
    processJson: content.get('ProcessJson'),
    testimonialsJson: content.get('TestimonialsJson'),
    projectJson: project,
  } as unknown as Queries.HomePageQuery & Queries.ProjectPageQuery;
  const root = useRef<HTMLDivElement>(null);
  // Delegated listeners on the pane's root: the markup React redraws as the form changes keeps them.
  useEffect(() => (root.current ? attachSections(root.current) : undefined), []);
  return (
    <CacheProvider value={cacheFor(document)}>
      <StaticQueryContext.Provider value={siteQuery}>
        <div ref={root} onClickCapture={inert}>
          <Fallback content={content}>
            {page === 'home' ? (
              <HomePage data={pageData} />
            ) : (
              <ProjectPage data={pageData} pageContext={{ slug, chatTypes: projectChatTypes(slug) }} />
            )}
          </Fallback>
        </div>
      </StaticQueryContext.Provider>
    </CacheProvider>
  );
}
