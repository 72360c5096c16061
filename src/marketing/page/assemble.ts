/**
 * The marketers' page among the files of /admin/ (docs/marketing/conversiones.md, section 9),
 * which uploads nothing: the build writes them with the editor's (gatsby-node.ts) and `npm run cms`
 * serves them (gatsby-config.ts).
 *
 *   marketing.html         noindex, loads marketing.js; no inline script
 *   marketing.js           the page (index.tsx) with the offline import and the container rules it
 *                          imports, and the site as the rules see it (`MARKETING_SITE`: the policy and
 *                          the events, read in Node by site-facts.ts when the bundle is made)
 *   registro-de-chats.csv  the chat log's template
 */
import path from 'node:path';
import { type AdminFiles, reactBundle } from '../../shared/admin-bundle';
import { siteFacts } from '../site-facts';

// From the site's root, as the editor's files (the /admin/ writer, src/editor/assemble/admin.ts, takes these as its `more`).
const PAGE = path.resolve('src/marketing/page');

/** The page's files, by their name under /admin/; the bundle is made when read. */
export function marketingPageFiles(): AdminFiles {
  return new Map([
    ['marketing.html', { copy: path.join(PAGE, 'marketing.html') }],
    [
      'marketing.js',
      {
        get text() {
          return reactBundle(path.join(PAGE, 'index.tsx'), { constants: { MARKETING_SITE: siteFacts() } });
        },
      },
    ],
    ['registro-de-chats.csv', { copy: path.resolve(PAGE, '../registro-de-chats.csv') }],
  ]);
}
