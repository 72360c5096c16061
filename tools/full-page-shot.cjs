// What a full-page screenshot adds to the page while it captures it, in every engine's tool.
//
// The bands below a page's first screen are `content-visibility: auto`
// (src/components/ui/surfaces.ts): a browser draws them only near the viewport, so a capture of
// the whole page would show them empty. Drawn here as a visitor who scrolls sees them.

/**
 * A style sheet that makes the browser draw every part of the page.
 * @type {string}
 */
const FULL_PAGE_STYLE = '*, *::before, *::after { content-visibility: visible !important; }';

module.exports = { FULL_PAGE_STYLE };
