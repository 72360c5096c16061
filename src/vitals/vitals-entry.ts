/**
 * The measuring script a page loads after its first paint (load-vitals.ts): web-vitals and the site's counting,
 * bundled apart from the page's behaviours (src/behaviours/behaviours-script.cjs), so the first load does not carry it.
 */
import { reportVitals } from './report-vitals';

reportVitals();
