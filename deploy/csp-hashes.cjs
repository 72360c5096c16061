// The Content-Security-Policy source expressions that allow the site's inline scripts:
// one 'sha256-…' per body of the registry src/gatsby/inline-scripts.cjs. The bodies are
// constants, so the hashes are the same for every page and every build.
const crypto = require('node:crypto');
const { inlineScripts } = require('../src/gatsby/inline-scripts.cjs');

/** The CSP source expression that allows an inline script or style with exactly this text. */
const cspHash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** One hash per registered inline script, in the registry's order. */
const inlineScriptHashes = Object.values(inlineScripts).map(cspHash);

module.exports = { cspHash, inlineScriptHashes };
