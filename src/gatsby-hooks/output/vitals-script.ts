import fs from 'node:fs';
import path from 'node:path';
import { vitalsScript } from '../../behaviours/behaviours-script.cjs';
import { PUBLIC_DIR } from '../../shared/constants.cjs';

/**
 * Writes the Web Vitals script (src/vitals/vitals-entry.ts, bundled) at the site's root under its hashed name, the
 * address every page's behaviours script names (gatsby-ssr.tsx) and loads after the first paint.
 */
export function writeVitalsScript(): void {
  const { file, text } = vitalsScript();
  fs.writeFileSync(path.join(PUBLIC_DIR, file), text);
}
