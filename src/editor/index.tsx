/** The editor's bundle (/admin/editor.js): what /admin/ adds to Decap CMS. */
import { registerPreSave } from './pre-save';

registerPreSave();
