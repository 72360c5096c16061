import { cspHash } from '../../deploy/csp-hashes.cjs';

/** Types a browser executes (HTML's JavaScript MIME types, `module`, or none). */
const EXECUTABLE =
  /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/i;

/** Every inline <script> of `html` that a browser runs, with its attributes and body. */
export function executableInlineScripts(html: string): { attributes: string; body: string }[] {
  return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi), (match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
  })).filter(({ attributes }) => {
    if (/\ssrc=/i.test(attributes)) return false;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    return EXECUTABLE.test(type.trim());
  });
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
