export type HostCheck = { what: string; ok: boolean; detail: string };
export declare function discoverPages(base: string): Promise<string[]>;
export declare function checkHost(base: string, options?: { headers?: boolean; admin?: boolean }): Promise<HostCheck[]>;
/** The hashed scripts and stylesheets a page's HTML names (src=, href= and the script loaders' lists). */
export declare function hashedAssetsOf(html: string): string[];
