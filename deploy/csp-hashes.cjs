// The Content-Security-Policy source expressions that allow the site's inline scripts:
// one 'sha256-…' per body of the registry src/gatsby-hooks/csp/inline-script-registry.cjs, one for the
// chat links' first-tap script (src/chat/chat-script.cjs) and one for the page's behaviours
// (src/behaviours/behaviours-script.cjs): those two are built from TypeScript in Node, so the registry, which the
// server render bundles, cannot hold them. The bodies are constants, so the hashes are the same for every page and
// every build.
const crypto = require('node:crypto');
const { chatScriptBody } = require('../src/chat/chat-script.cjs');
const { inlineScripts } = require('../src/gatsby-hooks/csp/inline-script-registry.cjs');
const { behavioursScriptBody } = require('../src/behaviours/behaviours-script.cjs');

/**
 * The CSP source expression that allows an inline script or style with exactly this text.
 * @param {string} text
 * @returns {string}
 */
const cspHash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * One hash per allowed inline script: the registry's, in its order, then the first-tap script, then the behaviours.
 * @type {readonly string[]}
 */
const inlineScriptHashes = [...Object.values(inlineScripts), chatScriptBody(), behavioursScriptBody()].map(cspHash);

module.exports = { cspHash, inlineScriptHashes };
