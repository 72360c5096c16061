export declare function startDecapServer(
  dir: string,
  port: number,
  timeoutMs?: number,
): Promise<{ url: string; pid: number; stop: () => void }>;
