// Adds up Jest JSON results and prints the closing line: "N passed, N failed".
// A results file that is missing (its run crashed) counts as one failure.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    /** @type {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number }} */
    const result = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  } catch {
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
