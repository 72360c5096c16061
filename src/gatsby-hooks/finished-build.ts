/**
 * A Gatsby run reuses .cache/ only when the last run that used it was a build that finished.
 *
 * Gatsby keeps the site's nodes in .cache/ (written the moment a node is created or deleted) apart
 * from its record of which page results are up to date (saved later: by `gatsby develop` once its
 * queries ran, by `gatsby build` at its end). A run stopped in between (Ctrl-C, a kill, a crash, at any
 * of the steps from a saved file to its saved query state) leaves the two out of step, and the next
 * run either publishes old text or finds a page's data missing. Which steps exist, and what each
 * leaves, is Gatsby's private business; this rule does not depend on it:
 *
 * - `markFinishedBuild` writes FINISHED_BUILD_MARK. It runs as the site's adapter's `adapt` step,
 *   which Gatsby calls at the very end of `gatsby build`, after it saved its state for the last
 *   time (gatsby/src/commands/build.ts). Nothing else writes the mark: develop never does.
 * - `startFromFinishedBuild` runs first in every `gatsby build` and `gatsby develop` (onPreInit, before
 *   anything is read from data/ or written to .cache/). With the mark there, .cache/ is what a finished
 *   build left: the run reuses it (an ordinary rebuild stays warm), and removes the mark, since this run
 *   changes .cache/ until it finishes in turn. Without the mark, and with Gatsby's state in .cache/, the
 *   run starts from an empty cache, as after `gatsby clean`, and says FROM_SCRATCH_LINE.
 *
 * How it empties the cache: Gatsby read its state from .cache/ when it started, so deleting files
 * would leave that state in memory. It removes public/ instead. Gatsby's own check, right after
 * onPreInit (gatsby/src/services/initialize.ts: ".cache exists but the public directory does not"),
 * then deletes .cache/ and empties its state in memory and its node store, as it does when a plugin
 * changes. That check looks for .cache/caches-lmdb; it is made if missing. Both the check and the
 * adapter's place at the end of a build are asserted against the installed Gatsby by a unit test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR } from '../shared/constants.cjs';

/** Written only when a build has finished; present, it proves .cache/ is that build's. */
export const FINISHED_BUILD_MARK = '.cache/finished-build';

/** Gatsby's state in .cache/ (read when it starts); without it Gatsby starts empty on its own. */
const GATSBY_STATE = '.cache/redux';

/** What Gatsby's incomplete-cache check looks for (initialize.ts, `lmdbCacheDirectory`). */
const GATSBY_CACHE_CHECKED = '.cache/caches-lmdb';

/** The one line a run says when it does not reuse .cache/ (short: Gatsby's reporter wraps at 80 columns). */
export const FROM_SCRATCH_LINE = '.cache was not left by a finished build: building from scratch';

/**
 * Before a develop or build reads anything: reuses .cache/ when a finished build left it (and
 * removes the mark), otherwise removes public/ so that Gatsby starts from an empty cache, and says so.
 * Returns whether the run starts from scratch.
 */
export function startFromFinishedBuild(siteDir: string, say: (line: string) => void): boolean {
  const mark = path.join(siteDir, FINISHED_BUILD_MARK);
  if (fs.existsSync(mark)) {
    fs.rmSync(mark);
    return false;
  }
  if (!fs.existsSync(path.join(siteDir, GATSBY_STATE))) return false;
  fs.rmSync(path.join(siteDir, PUBLIC_DIR), { recursive: true, force: true });
  fs.mkdirSync(path.join(siteDir, GATSBY_CACHE_CHECKED), { recursive: true });
  say(FROM_SCRATCH_LINE);
  return true;
}

/** At the very end of a build that finished: the next run may reuse .cache/. */
export function markFinishedBuild(siteDir: string): void {
  fs.writeFileSync(
    path.join(siteDir, FINISHED_BUILD_MARK),
    `gatsby build finished at ${new Date().toISOString()}: the next run may reuse .cache/ (src/gatsby-hooks/finished-build.ts)\n`,
  );
}
