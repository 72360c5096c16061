/** Types of deploy/host-config.cjs, the one source of the host configuration. */
export type CacheRule = {
  what: string;
  headersPaths: string[];
  nginx: { location: string; tryFiles: string };
  cacheControl: string;
};
export declare const tagManagerPreview: { styles: string[]; fonts: string[] };
export declare const contentSecurityPolicy: Record<string, string[]>;
export declare const adminContentSecurityPolicy: Record<string, string[]>;
export declare function adminContentSecurityPolicyFor(decapPort: number): string;
export declare function serializePolicy(policy: Record<string, string[]>): string;
export declare const securityHeaders: Record<string, string>;
export declare const admin: {
  path: string;
  headersPath: string;
  nginx: { location: string; tryFiles: string };
  securityHeaders: Record<string, string>;
};
export declare const htmlRedirects: { status: number; nginx: { location: string; target: string }[] };
export declare const cacheRules: CacheRule[];
export declare const hashedAssetPattern: string;
export declare const trailingSlashRedirect: { status: number; nginx: { location: string; target: string } };
export declare const notFoundPage: string;
export declare const nginxServer: { listen: string; root: string; serverName: string };
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
