import { removeCmsCopies } from './cms-command';

export default async function globalTeardown(): Promise<void> {
  const pid = (globalThis as { __SERVER_PID__?: number }).__SERVER_PID__;
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  removeCmsCopies();
}
