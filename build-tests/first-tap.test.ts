import { chatScriptBody } from '../src/chat/chat-script.cjs';
import { executableInlineScripts } from './support/csp';
import { builtPages, readPublic } from './support/public';

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1] ?? '',
    body: m[2] ?? '',
  }));

describe('the first-tap script', () => {
  it.each(builtPages())('%s runs it once, inline in <head>, before any other script', (page) => {
    const html = readPublic(page);
    const body = chatScriptBody();
    expect(inlineScripts(html).filter((script) => script.body === body)).toHaveLength(1);
    expect(head(html).indexOf(`>${body}</script>`)).toBeGreaterThan(0);
    expect(executableInlineScripts(html)[0]?.body).toBe(body);
  });

  it.each(builtPages())('%s has no inline event-handler attribute and every chat link carries its type', (page) => {
    const html = readPublic(page);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    const chatLinks = [...html.matchAll(/<a [^>]*href="https:\/\/wa\.me\/[^>]*>/g)].map((m) => m[0]);
    expect(chatLinks.length).toBeGreaterThan(0);
    for (const link of chatLinks) expect(link).toMatch(/ data-chat-type="[a-z0-9_-]+"/);
  });
});
