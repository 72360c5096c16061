/** The editor's bundle (/admin/editor.js): what /admin/ adds to Decap CMS. */
import './pre-save';
