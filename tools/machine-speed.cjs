/**
 * How fast this machine's cores are at this moment: the CPU time one fixed piece of work takes (one thread), in ms.
 * scripts/test-all.sh prints it when the run starts and when it ends. The run is bound by the CPU, and this machine
 * runs everything up to 1.7 times slower at some hours: a run's time is read against this figure, not alone
 * (docs/contributing/test-runs.md, "What a run costs"). CPU time, not wall time: a busy machine makes the work wait
 * but hardly changes its CPU time, so the figure tells slower cores apart from a machine with other work.
 */

/** The work: JSON, sorting and a regular expression over 5,000 records, 40 times; returns a checksum. */
function referenceWork() {
  let checksum = 0;
  for (let round = 0; round < 40; round += 1) {
    const records = Array.from({ length: 5000 }, (_, i) => ({
      id: (i * 7919 + round) % 5003,
      name: `item ${i}`,
      tags: [i % 3, i % 5],
    }));
    const text = JSON.stringify(records);
    /** @type {{ id: number }[]} */
    const parsed = JSON.parse(text);
    parsed.sort((a, b) => a.id - b.id);
    checksum += (text.match(/item \d+7"/g) ?? []).length + (parsed[0]?.id ?? 0);
  }
  return checksum;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The least CPU time of `times` runs of the work (the first pays for compiling it), and the work's checksum. */
function measure(times = 7) {
  let least = Infinity;
  let checksum = 0;
  for (let run = 0; run < times; run += 1) {
    const start = cpuMs();
    checksum = referenceWork();
    least = Math.min(least, cpuMs() - start);
  }
  return { ms: Math.round(least), checksum };
}

module.exports = { measure, referenceWork };

if (require.main === module) {
  const { ms } = measure();
  console.log(`machine speed: the reference work took ${ms} ms of CPU on Node ${process.version}`);
}
