import { useEffect, type ReactNode } from 'react';
import hydratedMark from './hydrated-mark.json';

/**
 * Adds the performance mark `npm run bench` and the throttled browser tests read
 * (navigation start to hydrated) once the first render has committed: the root's
 * effect runs after every effect below it, so the whole page is hydrated by then.
 * The mark's name is in hydrated-mark.json so the bench (plain Node) reads the same one.
 */
export function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark(hydratedMark.name);
  }, []);
  return children;
}
