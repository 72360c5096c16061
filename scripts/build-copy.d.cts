export function copyProject(): string;
export function buildIn(dir: string, env?: Record<string, string>): { ok: boolean; output: string };
