import type { BuildArgs } from 'gatsby';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PUBLIC_DIR } from '../../shared/constants.cjs';

/** Text files a visitor downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its response headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip, best) next to every
 * text file in the build, so a server can send them as they are (nginx
 * `brotli_static` / `gzip_static`) instead of compressing each response on the fly,
 * faster and at a level no server uses on the fly. Returns how many files it did.
 */
export function precompress(dir: string): number {
  let count = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name)) {
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        count += 1;
      }
    }
  };
  walk(dir);
  return count;
}

/** After the build (Gatsby runs the site's own hooks after every plugin's). */
export const precompressBuild = ({ store, reporter }: BuildArgs): void => {
  const { program } = store.getState() as { program: { directory: string } };
  const count = precompress(path.join(program.directory, PUBLIC_DIR));
  reporter.info(`precompress: wrote Brotli and gzip copies of ${count} files in public/`);
};
