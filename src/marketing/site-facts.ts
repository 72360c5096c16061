/**
 * What the container rules must know of the site, read in Node: the policy every host sends
 * (deploy/host-config.cjs) and the events the site pushes, as the data layer contract declares them
 * (src/shared/data-layer.ts: the chat tap's names through src/chat/chat-types.ts, the Core Web Vitals
 * event), with each project page's buttons from data/projects/. `npm run check-container`
 * and the tests call it; the marketers' page gets its result in its bundle, computed when /admin/ is
 * written (page/assemble.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as hostConfig from '../../deploy/host-config.cjs';
import { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY, HOME_CHAT_TYPES, projectChatTypes } from '../chat/chat-types';
import { WEB_VITALS } from '../shared/data-layer';
import type { Site, SiteEvents } from './container-rules';

/** Every project page's slug, from data/projects/*.json, sorted by file name. */
function projectSlugs(root: string): string[] {
  const dir = path.join(root, 'data/projects');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => String((JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { slug: unknown }).slug));
}

/**
 * What a chat tap pushes and each button's `whatsapp_type`, and the Web Vitals event. `root`: the
 * project's folder (the build steps and the tests run there).
 */
export function siteEvents(root = '.'): SiteEvents {
  return {
    chat: CHAT_EVENT,
    ref: CHAT_REF_KEY,
    adClick: AD_CLICK,
    types: [
      ...Object.values(HOME_CHAT_TYPES),
      ...projectSlugs(root).flatMap((slug) => Object.values(projectChatTypes(slug))),
    ],
    vitals: WEB_VITALS.event,
  };
}

/**
 * The site as the rules see it. host-config is required here, not on import: loading it hashes the first-tap
 * script (TypeScript and terser, about 0.3 s), and every Gatsby process loads this module through gatsby-config
 * and gatsby-node (page/assemble.ts), which call it only for `npm run cms` and the files written after a build.
 */
export function siteFacts(root = '.'): Site {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { contentSecurityPolicy } = require('../../deploy/host-config.cjs') as typeof hostConfig;
  return { policy: contentSecurityPolicy, events: siteEvents(root) };
}
