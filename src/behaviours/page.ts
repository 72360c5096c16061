/**
 * The page's one script of its own: it stands at the end of every visitor page's <body>, inline and hashed in the
 * policy (src/behaviours/behaviours-script.cjs bundles it), and attaches the page's behaviours to the markup React
 * rendered at build, from the first paint. Then, after the page has loaded, it loads the Web Vitals script named in
 * its own attribute. The chat taps have a script of their own in the <head> (src/chat/first-tap.ts).
 */
import { loadVitals } from '../vitals/load-vitals';
import { MARKERS } from './markers';
import { attachNotFound } from './not-found';
import { attachSections } from './sections';

const vitals = document.currentScript?.getAttribute(MARKERS.vitals);
attachSections(document);
attachNotFound(document);
if (vitals) loadVitals(vitals);
