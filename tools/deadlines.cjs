/**
 * How long the browser and build tests wait for each slow thing: one deadline a kind of wait, chosen for what it
 * waits for, never a library's default (Playwright's 30 s, Jest's 5 s). A deadline only ends a wait that would never
 * end: a test waits for the effect it checks (browser-tests/support/until.ts), so a generous deadline costs a passing
 * run nothing.
 *
 * Each figure is for this 2-core machine at its usual speed with two CPU-bound programs beside the run (issue 66:
 * Decap's first screen, 0.3 s after the load on the idle machine, took more than 30 s so). At a slow hour the
 * machine runs everything up to 1.7 times slower, so every deadline scales with the machine's speed that
 * scripts/test-all.sh measures at the run's start (tools/machine-speed.cjs, exported as MACHINE_SPEED_MS): a run whose
 * reference work took twice the idle machine's time gets twice each deadline. A test started by hand, without that
 * variable, measures the speed itself once (about a second).
 */
const { measure } = require('./machine-speed.cjs');

/** The reference work's CPU time on the idle machine, Node 24: 86 to 104 ms (docs/contributing/test-runs.md). */
const IDLE_SPEED_MS = 100;

/** The machine's speed for this run: MACHINE_SPEED_MS as test-all.sh measured it, or measured now (and kept). */
function machineSpeedMs() {
  const given = Number(process.env.MACHINE_SPEED_MS);
  if (Number.isFinite(given) && given > 0) return given;
  const { ms } = measure();
  process.env.MACHINE_SPEED_MS = String(ms);
  return ms;
}

/** How many times slower than the idle machine this run's machine is; never below 1. */
const slowness = () => Math.max(1, machineSpeedMs() / IDLE_SPEED_MS);

/**
 * `idleMs`, a deadline chosen for the usual machine with two busy programs beside the run, scaled to this run's
 * machine speed.
 * @param {number} idleMs
 */
const scaled = (idleMs) => Math.round(idleMs * slowness());

/**
 * The deadlines, in ms, for this run's machine. Each says what it waits for and its figure on the usual machine.
 * Read them at the wait (`deadlines().popup`): the speed is measured once, on first use.
 */
function deadlines() {
  return {
    /** An action on a page already shown (a click, a fill, a key): the default of every browser context. 30 s. */
    action: scaled(30_000),
    /** A page of the built site to load (a visitor page, the marketers' page): 60 s. */
    pageLoad: scaled(60_000),
    /** The built editor's /admin/ to load: Decap is megabytes of script. A busy run once took over 30 s. 120 s. */
    editorLoad: scaled(120_000),
    /**
     * Decap's first screen after its load (the login button, then the collections): Decap builds it from a large
     * bundle after the load event; 0.3 s on the idle machine, more than 30 s beside two busy programs. 120 s.
     */
    decapFirstScreen: scaled(120_000),
    /** A tab or popup a click opens (the chat, GitHub's login window) to be there. 60 s. */
    popup: scaled(60_000),
    /** The marketers' page to show what it read from a file the test chose (its heading, its tables). 60 s. */
    marketersPageAfterFile: scaled(60_000),
    /** A local server's first answer: wrangler (it bundles the functions first), nginx, serve-build. 120 s. */
    serverFirstAnswer: scaled(120_000),
    /**
     * A production `gatsby build` of a copy of the project, and Jest's deadline for a test of such builds: the
     * stopped sessions' and the variant build's run at the least CPU share (scripts/test-all.sh) and may wait out
     * the browser files. 40 min.
     */
    build: scaled(40 * 60_000),
    /** One of the project's own waits (until) that names no deadline of its own. 30 s. */
    wait: scaled(30_000),
  };
}

module.exports = { deadlines, scaled };
