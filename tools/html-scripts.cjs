// The <script> elements of a built page that a browser runs, read from its HTML: one reading for the
// Content-Security-Policy checks (build-tests/support/csp.ts: which inline scripts need a hash, which
// tags 'strict-dynamic' refuses) and the bench's first-load JavaScript (tools/bench-reference.cjs).
// Plain string reading of the build's output (no element nested in a script). CommonJS, so plain Node
// (the bench) and the tests can both require it.

/** Types a browser executes (HTML's JavaScript MIME types, `module`, or none). */
const EXECUTABLE =
  /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/i;

/**
 * Whether a script with these attributes runs: its `type` is absent, empty, `module` or a JavaScript
 * MIME type (not `application/json`, `application/ld+json`, …).
 * @param {string} attributes The text between `<script` and `>`.
 * @returns {boolean}
 */
const isExecutable = (attributes) => EXECUTABLE.test((/\stype="([^"]*)"/i.exec(attributes)?.[1] ?? '').trim());

/**
 * Every <script> of `html` that a browser runs, in document order, with its attributes and body (empty with a src).
 * @param {string} html
 * @returns {{ attributes: string, body: string }[]}
 */
const executableScripts = (html) =>
  Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi), (match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
  })).filter(({ attributes }) => isExecutable(attributes));

/**
 * Every inline <script> of `html` that a browser runs (no `src`), in document order, with its attributes and body.
 * @param {string} html
 * @returns {{ attributes: string, body: string }[]}
 */
const executableInlineScripts = (html) =>
  executableScripts(html).filter(({ attributes }) => !/\ssrc=/i.test(attributes));

module.exports = { executableScripts, executableInlineScripts };
