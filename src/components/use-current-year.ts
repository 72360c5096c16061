import { useEffect, useState } from 'react';

/**
 * The current year. The server renders the build year, and so does the first
 * render in the browser (no hydration mismatch); after mount it becomes the
 * visitor's year, so the copyright is right after New Year without a rebuild.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
