#!/usr/bin/env bash
# Every check the project has, in order: lint, typecheck, unused code (knip), unit tests, production
# build, build tests, browser tests in Debian's Chromium, and the visitor tests also in Firefox and WebKit
# (browser-tests/engines/). Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
# The Node deploys use and a git checkout, or one line saying which is missing (tools/preflight.cjs).
node tools/preflight.cjs test || exit 1
results=$(mktemp -d)
# Node's module compile cache (Node 22.1+; older ones ignore it), new each run: the run starts Node many times on the
# same modules (Gatsby's builds and develops in copies, Jest's workers, the tools), and each process after the first
# reads V8's compiled code instead of compiling it again. Measured: docs/contributing/test-runs.md, "What a run costs".
export NODE_COMPILE_CACHE="$results/node-compile-cache"

# The Debian packages whose programs the tests start (tools/debian-packages.txt), the missing ones in one
# apt-get call as root; otherwise it prints that command and the run stops.
bash scripts/install-debian-packages.sh || exit 1

# Each step's heading says when it started, in seconds from the start of the run.
step() {
  echo
  echo "== $1 (at ${SECONDS} s)"
}

# The machine's speed at the start (and at the end): what the run's time is read against (tools/machine-speed.cjs).
# Every test's deadlines scale with the one at the start (MACHINE_SPEED_MS, read by tools/deadlines.cjs).
speed_line=$(node tools/machine-speed.cjs)
echo "$speed_line"
MACHINE_SPEED_MS=$(echo "$speed_line" | sed -n 's/.* took \([0-9][0-9]*\) ms .*/\1/p')
export MACHINE_SPEED_MS

# Lint, typecheck and unused code at once (each prints when all are done), then the unit tests while
# the production build runs.
step "lint, typecheck, unused files, exports and dependencies"
npx eslint --max-warnings 0 . > "$results/lint.log" 2>&1 &
lint=$!
npx tsc --noEmit > "$results/typecheck.log" 2>&1 &
typecheck=$!
npx knip --no-progress > "$results/knip.log" 2>&1 &
knip=$!
checks=0
for check in lint:$lint typecheck:$typecheck knip:$knip; do
  wait "${check#*:}" || { echo "${check%%:*} failed:"; checks=1; }
  cat "$results/${check%%:*}.log"
done
[ $checks -eq 0 ] || exit 1
echo "lint, typecheck and knip pass"

step "production build, unit tests, and the build tests that make their own builds"
# A build that hangs must fail the run, not eat CI's time: timeout stops gatsby's workers too.
timeout -k 30 1500 node_modules/.bin/gatsby build > "$results/build.log" 2>&1 &
build=$!
# These build tests read no public/: they make builds of their own in copies of the project (the shared
# variant build, the data checks' refused builds, the sessions stopped at each step). They start now and run
# beside everything after, in a session of their own (setsid, so that a failed production build can stop them
# all) whose share of the CPU is the least (its autogroup's nice 19, and nice 19 where the kernel has no
# autogroup): they take what the rest leaves. Why, and what it saved: docs/contributing/test-runs.md, "The run".
# Five workers, one a file: the data checks and both files of stopped sessions start at once, instead of after the
# two files that wait for the variant build.
own_builds='build-tests/(data-checks|remote-image|seo-site-url|interrupted-by-sigint|interrupted-by-sigkill)\.test\.ts$'
setsid nice -n 19 bash -c 'echo 19 2> /dev/null > /proc/self/autogroup; exec "$@"' own-builds \
  npx jest -c jest.build.config.js "$own_builds" --maxWorkers=5 --json --outputFile="$results/own-builds.json" > "$results/own-builds.log" 2>&1 &
own=$!
npx jest --json --outputFile="$results/unit.json"
unit=$?
wait $build || {
  kill -- -$own 2> /dev/null
  tail -n 60 "$results/build.log"
  echo "0 passed, 1 failed"
  exit 1
}
echo "built public/"
step "build-output tests"
# build-tests/build-log.test.ts reads this log: a valid data set builds without a warning.
export BUILD_LOG="$results/build.log"
npx jest -c jest.build.config.js --testPathIgnorePatterns "$own_builds" --json --outputFile="$results/build.json"
built=$?
step "browser tests, two files at a time (Chromium; the visitor tests also in Firefox and WebKit)"
# As for the build: a hung browser run fails the run instead of eating CI's time.
timeout -k 30 3000 npx jest -c jest.browser.config.js --json --outputFile="$results/browser.json"
browser=$?
wait $own
own_built=$?
step "the build tests that made their own builds (they ran alongside since the production build)"
cat "$results/own-builds.log"

step "done"
node tools/machine-speed.cjs
node scripts/summarize-tests.mjs "$results/unit.json" "$results/own-builds.json" "$results/build.json" "$results/browser.json"
summary=$?
[ $unit -eq 0 ] && [ $own_built -eq 0 ] && [ $built -eq 0 ] && [ $browser -eq 0 ] && [ $summary -eq 0 ]
