// `CMS_REVIEW=1 npm run cms`: the review before publishing (Decap's editorial workflow) on this
// computer. decap-server's MODE=git checks out each draft's branch (cms/<collection>/<slug>) and
// commits with `git add .` in the folder it serves, and publishing merges the draft into the branch
// checked out there. So it never works in the working copy: it works in a git worktree of it, in the
// OS's temporary folder, on the branch `cms-local`. The worktree shares the repository's refs, so the
// drafts are branches `git branch` lists in the working copy too.
//
// - At start, the worktree's data/ is made the working copy's data/, committed or not: uncommitted
//   changes are carried over as a commit on cms-local (refusing would make the owner commit half-done
//   work before editing; the editor must show what the running site shows).
// - While it runs, nothing in the working copy is committed or checked out; when a change is published
//   (cms-local's commit moves), the files it changed under data/ are copied into the working copy's
//   data/ (and the ones it deleted are deleted), where gatsby develop shows them and the owner commits
//   them as usual.
// - At the end, the worktree is removed but cms-local and the cms/* draft branches are kept: drafts
//   not yet published are there again at the next `CMS_REVIEW=1 npm run cms`, which reuses cms-local
//   after bringing its data/ up to the working copy's.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * The branch decap-server's git mode works on: `backend.branch` of the editor's config.yml.
 * @type {string}
 */
const REVIEW_BRANCH = 'cms-local';
const DATA_DIR = 'data';
/** Who the drafts' commits are by when git has no user.name / user.email configured. */
const LOCAL_EDITOR = { name: 'Editor (npm run cms)', email: 'cms@localhost' };

/**
 * What a publication changed under data/, from `git diff --name-status -z --no-renames old new`:
 * the files to copy into the working copy, and the files to delete from it. Paths outside data/
 * are left alone.
 * @param {string} nameStatus
 * @returns {{ copy: string[], remove: string[] }}
 */
function publishedChanges(nameStatus) {
  const fields = nameStatus.split('\0');
  /** @type {string[]} */
  const copy = [];
  /** @type {string[]} */
  const remove = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const status = /** @type {string} */ (fields[i]);
    const file = /** @type {string} */ (fields[i + 1]);
    if (!file.startsWith(`${DATA_DIR}/`) || file.split('/').includes('..')) continue;
    (status.startsWith('D') ? remove : copy).push(file);
  }
  return { copy, remove };
}

/**
 * Runs git in `cwd`; its output, or throws with git's message.
 * @param {string} cwd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
function git(cwd, args, env = process.env) {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Whether git succeeds in `cwd`.
 * @param {string} cwd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean}
 */
const succeeds = (cwd, args, env) => {
  try {
    git(cwd, args, env);
    return true;
  } catch {
    return false;
  }
};

/**
 * GIT_AUTHOR_* and GIT_COMMITTER_* for a local editor when git has no identity here, else nothing.
 * @param {string} root
 * @returns {NodeJS.ProcessEnv}
 */
function identityEnv(root) {
  if (succeeds(root, ['var', 'GIT_COMMITTER_IDENT']) && succeeds(root, ['var', 'GIT_AUTHOR_IDENT'])) return {};
  return {
    GIT_AUTHOR_NAME: LOCAL_EDITOR.name,
    GIT_AUTHOR_EMAIL: LOCAL_EDITOR.email,
    GIT_COMMITTER_NAME: LOCAL_EDITOR.name,
    GIT_COMMITTER_EMAIL: LOCAL_EDITOR.email,
  };
}

/**
 * Why the review cannot run on `root`, if it cannot: it must be the top of a git repository with a commit.
 * @param {string} root
 * @returns {string | undefined}
 */
function reviewProblem(root) {
  /** @type {string} */
  let top;
  try {
    top = git(root, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return `${root} is not a git repository: the review before publishing keeps its drafts on git branches. Run \`git init\` and commit the site first, or run npm run cms without CMS_REVIEW=1.`;
  }
  if (fs.realpathSync(top) !== fs.realpathSync(root)) {
    return `${root} is inside the git repository ${top}, not at its top: the review before publishing needs the site at the top of its repository (data/ at its root).`;
  }
  if (!succeeds(root, ['rev-parse', '--verify', '--quiet', 'HEAD'])) {
    return `${root} has no commit yet: commit the site once before CMS_REVIEW=1 npm run cms.`;
  }
  return undefined;
}

/**
 * Removes every worktree of the repository on REVIEW_BRANCH (one an interrupted run left behind).
 * @param {string} root
 */
function removeStaleWorktrees(root) {
  git(root, ['worktree', 'prune']);
  const blocks = git(root, ['worktree', 'list', '--porcelain']).split('\n\n');
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes(`branch refs/heads/${REVIEW_BRANCH}`)) continue;
    const folder = lines.find((line) => line.startsWith('worktree '))?.slice('worktree '.length);
    if (folder) git(root, ['worktree', 'remove', '--force', folder]);
  }
}

/**
 * Makes the worktree's data/ the working copy's, as a commit on REVIEW_BRANCH if anything differs.
 * @param {string} root
 * @param {string} worktree
 * @param {NodeJS.ProcessEnv} env
 */
function bringDataUp(root, worktree, env) {
  fs.rmSync(path.join(worktree, DATA_DIR), { recursive: true, force: true });
  fs.cpSync(path.join(root, DATA_DIR), path.join(worktree, DATA_DIR), { recursive: true });
  git(worktree, ['add', '--all', '--', DATA_DIR], env);
  if (succeeds(worktree, ['diff', '--cached', '--quiet'], env)) return;
  git(
    worktree,
    [
      'commit',
      '--quiet',
      '--no-verify',
      '--no-gpg-sign',
      '-m',
      'data/ as in the working copy when npm run cms started',
    ],
    env,
  );
}

/**
 * Creates (or reuses) REVIEW_BRANCH in a new worktree of `root` with root's data/, for decap-server's
 * MODE=git. Throws with a message for the owner when `root` cannot have one (reviewProblem).
 * `env` is what decap-server needs besides its own (a git identity when none is configured);
 * `startCopying` copies each publication into root's data/ until `close`, which also removes the worktree.
 * @param {string} root
 * @param {{ log?: (message: string) => void, intervalMs?: number }} [options]
 * @returns {{ dir: string, branch: string, env: NodeJS.ProcessEnv, startCopying: () => void, close: () => void }}
 */
function openReviewWorktree(root, { log = console.log, intervalMs = 1000 } = {}) {
  const problem = reviewProblem(root);
  if (problem) throw new Error(problem);
  const identity = identityEnv(root);
  const env = { ...process.env, ...identity };
  removeStaleWorktrees(root);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-review-'));
  const exists = succeeds(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${REVIEW_BRANCH}`]);
  git(root, ['worktree', 'add', '--quiet', ...(exists ? [dir, REVIEW_BRANCH] : ['-b', REVIEW_BRANCH, dir, 'HEAD'])]);
  bringDataUp(root, dir, env);

  const tip = () => git(root, ['rev-parse', `refs/heads/${REVIEW_BRANCH}`]).trim();
  let last = tip();
  /** Copies what REVIEW_BRANCH's commits since the last look changed under data/ into root's data/. */
  const copyPublished = () => {
    const now = tip();
    if (now === last) return;
    const diff = git(root, ['diff', '--name-status', '-z', '--no-renames', last, now, '--', `${DATA_DIR}/`]);
    const { copy, remove } = publishedChanges(diff);
    for (const file of copy) {
      const content = execFileSync('git', ['cat-file', 'blob', `${now}:${file}`], { cwd: root, maxBuffer: 1 << 30 });
      const target = path.join(root, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
    for (const file of remove) fs.rmSync(path.join(root, file), { force: true });
    for (const file of [...copy, ...remove]) log(`Published: ${file} (commit it as usual)`);
    last = now;
  };
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  const look = () => {
    try {
      copyPublished();
    } catch (error) {
      log(`Could not copy the published change into ${DATA_DIR}/: ${/** @type {Error} */ (error).message}`);
    }
  };
  return {
    dir,
    branch: REVIEW_BRANCH,
    env: identity,
    startCopying() {
      timer = setInterval(look, intervalMs);
    },
    close() {
      clearInterval(timer);
      look();
      try {
        git(root, ['worktree', 'remove', '--force', dir]);
      } catch {
        fs.rmSync(dir, { recursive: true, force: true });
        succeeds(root, ['worktree', 'prune']);
      }
    },
  };
}

module.exports = { REVIEW_BRANCH, publishedChanges, openReviewWorktree };
