export function copyProject(into?: string): string;
export function buildIn(dir: string, env?: Record<string, string>): Promise<{ ok: boolean; output: string }>;
export function terminalEnv(): NodeJS.ProcessEnv;
