/** A throwaway self-signed certificate for 127.0.0.1 and localhost, written into `dir`. */
export declare function makeCertificate(dir: string): { cert: string; key: string };
export declare function startNginx(
  root: string,
  port: number,
  options?: { tls?: boolean },
): Promise<{ url: string; stop: () => Promise<void> }>;
