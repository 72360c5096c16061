/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const deadlinesFile = path.join(__dirname, '../../tools/deadlines.cjs');

/** The deadlines a process gets with MACHINE_SPEED_MS set to `speed` (or unset), read in a process of its own. */
function deadlinesAt(speed: string | undefined): Record<string, number> {
  const env = { ...process.env };
  delete env.MACHINE_SPEED_MS;
  if (speed !== undefined) env.MACHINE_SPEED_MS = speed;
  const printed = execFileSync(
    process.execPath,
    ['-e', `process.stdout.write(JSON.stringify(require(${JSON.stringify(deadlinesFile)}).deadlines()))`],
    { encoding: 'utf8', env },
  );
  return JSON.parse(printed) as Record<string, number>;
}

describe('the browser and build tests’ deadlines', () => {
  it('name one deadline for each slow thing the tests wait for', () => {
    expect(Object.keys(deadlinesAt('100')).sort()).toEqual(
      [
        'action',
        'build',
        'decapFirstScreen',
        'editorLoad',
        'marketersPageAfterFile',
        'pageLoad',
        'popup',
        'serverFirstAnswer',
        'wait',
      ].sort(),
    );
  });

  it('are the chosen figures on the usual machine, and never shorter on a faster one', () => {
    const usual = deadlinesAt('100');
    expect(usual.decapFirstScreen).toBe(120_000);
    expect(usual.popup).toBe(60_000);
    expect(usual.action).toBe(30_000);
    expect(deadlinesAt('60')).toEqual(usual);
  });

  it('scale with the machine speed the run measured at its start', () => {
    const usual = deadlinesAt('100');
    const slow = deadlinesAt('213');
    for (const [name, ms] of Object.entries(usual)) expect(slow[name]).toBe(Math.round(ms * 2.13));
  });

  it('measure the speed themselves when a test is started by hand, without the run’s figure', () => {
    const measured = deadlinesAt(undefined);
    expect(measured.decapFirstScreen).toBeGreaterThanOrEqual(120_000);
  });
});
