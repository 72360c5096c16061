// What `npm test`, `npm run check` and `npm run bench` need before they start, checked at once so that a run on the
// wrong machine stops with one line instead of failing somewhere inside:
// - the Node that deploys use (.node-version's major) or newer: the tests' and the bench's tools (Lighthouse,
//   wrangler, jsdom) need it, while `npm ci && npm start` still run on Node 20 (README, "Run it");
// - for the tests, a git checkout: the editor's tests serve the repository's content through git (the GitHub
//   stand-in, the drafts' branches of `npm run cms` with review), which a downloaded archive does not have.
// Usage: node tools/preflight.cjs <test|check|bench|ci>. Plain CommonJS with nothing newer than Node 12 needs, so that
// it runs, and says its line, on any Node a newcomer may have.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');

/** The Node major deploys use, from .node-version. */
const deployNodeMajor = () => Number(fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim());

/**
 * Whether `dir` is inside a git checkout with at least one commit (what the stand-in and the drafts read): 'yes',
 * 'no', or 'no git' when the machine has no git program.
 * @param {string} dir
 */
function gitCheckout(dir) {
  try {
    execFileSync('git', ['-C', dir, 'rev-parse', '--verify', '--quiet', 'HEAD'], { stdio: 'ignore' });
    return 'yes';
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' ? 'no git' : 'no';
  }
}

/** What each command needs, and how a reader types it. `.ci/run` brings the Node itself: it checks the checkout first. */
const NEEDS = {
  test: { typed: 'npm test', node: true, git: true },
  check: { typed: 'npm run check', node: true, git: true },
  bench: { typed: 'npm run bench', node: true, git: false },
  ci: { typed: '.ci/run', node: false, git: true },
};

/**
 * The one line saying what `command` lacks here, or null when it has all it needs.
 * @param {keyof typeof NEEDS} command
 * @param {{ nodeVersion?: string, dir?: string }} [here]
 */
function whatIsMissing(command, here) {
  const needs = NEEDS[command];
  if (!needs) throw new Error(`tools/preflight.cjs: no command "${command}" (${Object.keys(NEEDS).join(', ')})`);
  const nodeVersion = (here && here.nodeVersion) || process.versions.node;
  const dir = (here && here.dir) || root;
  const major = deployNodeMajor();
  const typed = needs.typed;
  if (needs.node && Number(nodeVersion.split('.')[0]) < major) {
    return (
      `${typed} needs Node ${major} or newer, the Node deploys use (.node-version); this is Node ${nodeVersion}. ` +
      '`. scripts/deploy-node.sh` puts it first in PATH (README, "Test it").'
    );
  }
  const checkout = needs.git ? gitCheckout(dir) : 'yes';
  if (checkout === 'no git') {
    return `${typed} needs git (apt-get install git): the editor's tests serve and publish the content through git.`;
  }
  if (checkout === 'no') {
    return (
      `${typed} needs a git checkout of the repository (git clone, not a downloaded archive): ` +
      "the editor's tests serve and publish its content through git."
    );
  }
  return null;
}

if (require.main === module) {
  const missing = whatIsMissing(/** @type {keyof typeof NEEDS} */ (process.argv[2]));
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}

module.exports = { whatIsMissing, NEEDS };
