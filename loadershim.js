// Gatsby's Jest recipe: the loader global, and the encoders react-dom/server needs under jsdom.
const { TextEncoder, TextDecoder } = require('node:util');

/** @type {Record<string, unknown>} */ (global).___loader = { enqueue: jest.fn() };
Object.assign(global, { TextEncoder, TextDecoder });
