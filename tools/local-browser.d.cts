export declare const CHROMIUM: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function serveBuild(
  port: number,
  timeoutMs?: number,
  dir?: string,
): Promise<{ url: string; pid: number; stop: () => void }>;
