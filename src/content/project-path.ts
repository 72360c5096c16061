/**
 * The route of a project landing page; the site never uses trailing slashes.
 * Kept apart from `project-pages.ts` (which needs `node:path`) so that pages can import it too.
 */
export const projectPath = (slug: string): string => `/${slug}`;
