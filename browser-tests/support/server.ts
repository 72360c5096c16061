/** Where the production build is served for browser tests. */
export const PORT = Number(process.env.BROWSER_TEST_PORT ?? 9321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
