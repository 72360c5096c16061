export type Certificate = { cert: string; key: string };
export declare const NGINX_PATH: string;
export declare const BROTLI_MODULE: string;
export declare function testServerBlock(root: string, port: number, tls?: Certificate): string;
export declare function makeCertificate(dir: string): Certificate;
export declare function startNginx(
  root: string,
  port: number,
  options?: { tls?: boolean },
): Promise<{ url: string; stop: () => Promise<void> }>;
