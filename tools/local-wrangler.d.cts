export declare function serveWithWrangler(
  dir: string,
  port: number,
  options?: { inspectorPort?: number; timeoutMs?: number },
): Promise<{ url: string; stop: () => Promise<void>; output: () => string }>;
