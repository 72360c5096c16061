export declare const NGINX_PATH: string;
export declare const BROTLI_MODULE: string;
export declare function testServerBlock(root: string, port: number): string;
export declare function startNginx(root: string, port: number): Promise<{ url: string; stop: () => Promise<void> }>;
