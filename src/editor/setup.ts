/**
 * The first thing the editor's bundle (/admin/editor.js) runs. index.html loads it with a
 * plain <script> right after decap-cms.js, which starts Decap as it loads; Decap then fetches
 * config.yml, and reads formats, the locale and the preview style only once that answers,
 * after these registrations.
 */
import { ADMIN_PATH } from '../shared/constants.cjs';
import { CMS_JSON_FORMAT, fromFile, toFile } from './json-format';
import { decapSpanishAdditions, decapSpanishCorrections } from './locale-es';
import { hideStripDuringForms } from './other-tools';
import { redrawPhotosOnceLoaded } from './photo-thumbnails';

type Phrases = { [key: string]: Phrases | string };
type Decap = {
  CMS: {
    registerCustomFormat: (
      name: string,
      extension: string,
      format: { fromFile: typeof fromFile; toFile: typeof toFile },
    ) => void;
    getLocale: (locale: string) => Phrases;
    registerLocale: (locale: string, phrases: Phrases) => void;
    registerPreviewStyle: (href: string) => void;
  };
};

const { CMS } = window as unknown as Decap;

CMS.registerCustomFormat(CMS_JSON_FORMAT, 'json', { fromFile, toFile });

/**
 * Decap's Spanish leaves some phrases in English: ours fill in where it has none, and the
 * corrections replace the few of its own that still hold an English word.
 */
function addSpanish(
  es: Phrases,
  additions: { readonly [dotted: string]: string },
  corrections: { readonly [dotted: string]: string },
): Phrases {
  for (const [dotted, phrase] of Object.entries({ ...additions, ...corrections })) {
    const keys = dotted.split('.');
    const last = keys.pop() ?? '';
    let node = es;
    for (const key of keys) {
      const next = node[key];
      node = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : (node[key] = {});
    }
    if (!(last in node) || dotted in corrections) node[last] = phrase;
  }
  return es;
}
CMS.registerLocale('es', addSpanish(CMS.getLocale('es'), decapSpanishAdditions, decapSpanishCorrections));

CMS.registerPreviewStyle(`${ADMIN_PATH}preview.css`);

redrawPhotosOnceLoaded(window as unknown as Parameters<typeof redrawPhotosOnceLoaded>[0]);

hideStripDuringForms(window);
