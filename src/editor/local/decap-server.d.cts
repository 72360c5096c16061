export declare function startDecapServer(
  dir: string,
  port: number,
  timeoutMs?: number,
  options?: { gitRepo?: string; env?: NodeJS.ProcessEnv },
): Promise<{ url: string; pid: number; stop: () => void }>;
