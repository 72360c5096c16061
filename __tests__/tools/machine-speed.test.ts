/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { measure, referenceWork } from '../../tools/machine-speed.cjs';

describe('the machine-speed figure a test run prints', () => {
  it('measures the same work every time: the figures in test-runs.md stay comparable', () => {
    // A changed piece of work would make every figure written down before it another measure.
    expect(referenceWork()).toBe(19960);
    expect(measure(2).checksum).toBe(19960);
  });

  it('prints one line with the CPU time and the Node it ran on', () => {
    const printed = execFileSync(process.execPath, [path.join(__dirname, '../../tools/machine-speed.cjs')], {
      encoding: 'utf8',
    });
    expect(printed).toMatch(
      new RegExp(`^machine speed: the reference work took [1-9]\\d* ms of CPU on Node ${process.version}\\n$`),
    );
  });
});
