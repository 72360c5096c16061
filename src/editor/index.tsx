/**
 * The editor's own bundle (/admin/editor.js, built by src/editor/assemble/bundle.ts), loaded after
 * Decap's. For every file and folder the editor lists it registers a preview: the site's page
 * that shows it, rendered by the site's own components. Decap renders previews with its own
 * React inside an iframe; its template draws one empty element, and our React 18 root lives
 * in it (renderToStaticMarkup would leave Emotion's styles out: it inserts them in an effect).
 */
// First: registers the JSON format, the Spanish phrases and the preview style.
import './setup';
import { createRoot, type Root } from 'react-dom/client';
import { HOME_ANCHORS } from '../pages/index';
import { SCROLLED_ATTRIBUTE } from '../chat/first-tap-options';
import { Preview, type PageKind } from './preview';
import { previewContent, type ContentSnapshot, type Json } from './preview-data';
// The build's checks, run on an entry before Decap saves it.
import './pre-save';
import './taken-copy';

/** What Decap gives a preview template (Immutable.js values). */
type TemplateProps = {
  entry: { getIn: (path: string[]) => { toJS: () => Json } | undefined };
  getAsset: (path: string) => { toString: () => string } | undefined;
  document: Document;
};
type Template = { props: TemplateProps; element?: HTMLDivElement | null; root?: Root; scrolled?: boolean };
type Decap = {
  CMS: { registerPreviewTemplate: (name: string, template: unknown) => void };
  createClass: (spec: ThisType<Template> & { [method: string]: unknown }) => unknown;
  h: (type: string, props: object) => unknown;
};

/** The page each editor file appears on, and where on it (the page's anchor), if not at the top. */
const PAGES: { [typeName: string]: { page: PageKind; anchor?: string } } = {
  ProjectJson: { page: 'project' },
  ServicesJson: { page: 'home', anchor: HOME_ANCHORS.services },
  ProcessJson: { page: 'home', anchor: HOME_ANCHORS.process },
  TestimonialsJson: { page: 'home', anchor: HOME_ANCHORS.testimonials },
};

const decap = window as unknown as Decap;
const snapshot: Promise<ContentSnapshot> = fetch('content.json').then(
  (response) => response.json() as Promise<ContentSnapshot>,
);

async function draw(template: Template, typeName: string): Promise<void> {
  const { element, props } = template;
  if (!element) return;
  const { page, anchor } = PAGES[typeName] ?? { page: 'home' };
  const assetUrl = (value: string) => props.getAsset(value)?.toString() ?? '';
  const content = previewContent(await snapshot, { typeName, data: props.entry.getIn(['data'])?.toJS() }, assetUrl);
  // The floating chat button shows as it does once a visitor has scrolled.
  props.document.documentElement.setAttribute(SCROLLED_ATTRIBUTE, '');
  template.root ??= createRoot(element);
  template.root.render(<Preview document={props.document} page={page} content={content} />);
  if (anchor && !template.scrolled) {
    template.scrolled = true;
    requestAnimationFrame(() => props.document.getElementById(anchor)?.scrollIntoView());
  }
}

void snapshot.then(({ previews }) => {
  for (const { name, typeName } of previews) {
    decap.CMS.registerPreviewTemplate(
      name,
      decap.createClass({
        componentDidMount() {
          void draw(this, typeName);
        },
        componentDidUpdate() {
          void draw(this, typeName);
        },
        componentWillUnmount() {
          const { root } = this;
          // Not during Decap's own render.
          if (root) setTimeout(() => root.unmount());
        },
        render() {
          return decap.h('div', {
            ref: (element: HTMLDivElement | null) => {
              this.element = element;
            },
          });
        },
      }),
    );
  }
});
