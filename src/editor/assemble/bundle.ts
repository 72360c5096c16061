/**
 * The editor's own script of /admin/, built when public/admin/ is written and for `npm run cms`;
 * the public pages never load it.
 *
 *   editor.js            the editor's previews (src/editor/index.tsx) with the React 18, react-dom,
 *                        Emotion and site components they render
 *
 * The bundler is the one the marketers' page uses too (src/shared/admin-bundle.ts).
 */
import path from 'node:path';
import { reactBundle } from '../../shared/admin-bundle';

const EDITOR_ENTRY = path.resolve('src/editor/index.tsx');

/** The bundle's text, minified. The site's components import Gatsby, which has no runtime here (src/editor/gatsby-runtime.tsx). */
export const editorBundle = (): string =>
  reactBundle(EDITOR_ENTRY, { alias: { gatsby: path.resolve('src/editor/gatsby-runtime.tsx') } });
