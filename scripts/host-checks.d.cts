export type HostCheck = { what: string; ok: boolean; detail: string };
export declare function discoverPages(base: string): Promise<string[]>;
export declare function checkHost(base: string, options?: { headers?: boolean; admin?: boolean }): Promise<HostCheck[]>;
