import { cspHash } from '../../deploy/csp-hashes.cjs';
import { executableInlineScripts, executableScripts } from '../../tools/html-scripts.cjs';

/** Every inline <script> of `html` that a browser runs (tools/html-scripts.cjs: the bench counts the same ones). */
export { executableInlineScripts };

/**
 * The tags of `html` that load a script from the parser, which 'strict-dynamic' refuses:
 * a <script src> (a `nomodule` one too: a browser without modules would run it), and a
 * <link> that preloads, prefetches or module-preloads a script (Chromium refuses those).
 */
export function parserInsertedScripts(html: string): string[] {
  const scripts = executableScripts(html)
    .filter(({ attributes }) => /\ssrc=/i.test(attributes))
    .map(({ attributes }) => `<script${attributes}>`);
  const links = Array.from(html.matchAll(/<link\b[^>]*>/gi), (match) => match[0]).filter(
    (link) => /\srel="[^"]*\bmodulepreload\b/i.test(link) || /\sas="script"/i.test(link),
  );
  return [...scripts, ...links];
}

/** Inline event handler attributes (onclick=…) and javascript: URLs, which no hash allows. */
export const inlineHandlers = (html: string): string[] =>
  Array.from(html.matchAll(/<[a-z][^>]*\s(on[a-z]+=|href="javascript:)[^>]*>/gi), (m) => m[0]);

/** The sources of one directive of a serialized policy. */
export function directive(policy: string, name: string): string[] {
  for (const part of policy.split(';')) {
    const [key, ...sources] = part.trim().split(/\s+/);
    if (key === name) return sources;
  }
  return [];
}

/** The scripts of a page that the policy would block: their hash is not in script-src. */
export function blockedInlineScripts(html: string, policy: string): string[] {
  const allowed = new Set(directive(policy, 'script-src'));
  return executableInlineScripts(html)
    .filter(({ body }) => !allowed.has(cspHash(body)))
    .map(({ body }) => `${cspHash(body)} ${body.slice(0, 120)}`);
}

/** The address nginx serves an HTML file at: `frammento/index.html` → `/frammento`. */
export const routeOf = (file: string): string =>
  `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
