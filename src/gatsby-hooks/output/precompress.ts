import type { BuildArgs } from 'gatsby';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PUBLIC_DIR } from '../../shared/constants.cjs';

/** Text files a visitor downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its response headers cost. */
const MIN_BYTES = 1024;
/** A kept Brotli copy that no build has used for this long is removed. */
const KEEP_DAYS = 14;

const brotli = (content: Buffer) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

/**
 * The Brotli copy of `content`: with `cacheDir`, the one kept there under the SHA-256 of its input, or a new
 * one kept there (why: docs/performance.md, "Compressed once").
 */
function brotliCached(content: Buffer, cacheDir: string | undefined): Buffer {
  if (!cacheDir) return brotli(content);
  const kept = path.join(cacheDir, `${crypto.createHash('sha256').update(content).digest('hex')}.br`);
  try {
    const compressed = fs.readFileSync(kept);
    const now = new Date();
    fs.utimesSync(kept, now, now);
    return compressed;
  } catch {
    const compressed = brotli(content);
    fs.mkdirSync(cacheDir, { recursive: true });
    // Written aside, then renamed: a build running at the same time never reads half a file.
    const partial = `${kept}.${process.pid}.tmp`;
    fs.writeFileSync(partial, compressed);
    fs.renameSync(partial, kept);
    return compressed;
  }
}

/** Removes the kept copies no build has used for KEEP_DAYS. */
function pruneCache(cacheDir: string): void {
  const oldest = Date.now() - KEEP_DAYS * 24 * 3600_000;
  for (const name of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
    const file = path.join(cacheDir, name);
    if ((fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < oldest) fs.rmSync(file, { force: true });
  }
}

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip, best) next to every
 * text file in the build, so a server can send them as they are (nginx
 * `brotli_static` / `gzip_static`) instead of compressing each response on the fly,
 * faster and at a level no server uses on the fly. Returns how many files it did.
 * With `cacheDir`, Brotli copies are kept and reused across builds (brotliCached).
 */
export function precompress(dir: string, cacheDir?: string): number {
  let count = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name)) {
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.br`, brotliCached(content, cacheDir));
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        count += 1;
      }
    }
  };
  walk(dir);
  if (cacheDir) pruneCache(cacheDir);
  return count;
}

/** Where builds keep their Brotli copies: beside the other tools' caches, shared by copies whose node_modules is a link. */
const PRECOMPRESS_CACHE = 'node_modules/.cache/precompress';

/** After the build (Gatsby runs the site's own hooks after every plugin's), in the command's folder. */
export const precompressBuild = ({ reporter }: Pick<BuildArgs, 'reporter'>, directory = process.cwd()): void => {
  const count = precompress(path.join(directory, PUBLIC_DIR), path.join(directory, PRECOMPRESS_CACHE));
  reporter.info(`precompress: wrote Brotli and gzip copies of ${count} files in public/`);
};
