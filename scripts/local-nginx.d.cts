export declare function startNginx(
  root: string,
  port: number,
  options?: { tls?: boolean },
): Promise<{ url: string; stop: () => Promise<void> }>;
