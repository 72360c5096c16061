// `npm run check-host -- https://www.example.com`: runs the host checks (the ones the
// host tests run on wrangler, nginx, the Netlify model and `npm start`: deploy/host-checks.cjs)
// against a deployed site. Prints each failed check and a summary; exits 1 when any fails.
// `--no-headers` checks the routes only (as for `npm start`); `--no-login` leaves out the editor's login
// (/auth, for a site that logs in through CMS_AUTH_URL or not at all).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { checkHost } = require('../deploy/host-checks.cjs');

const base = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: npm run check-host -- https://www.example.com [--no-headers] [--no-login]');
  process.exit(2);
}
const results = await checkHost(base, {
  headers: !process.argv.includes('--no-headers'),
  login: !process.argv.includes('--no-login'),
});
const failed = results.filter((result) => !result.ok);
for (const result of failed) console.log(`✗ ${result.what}: ${result.detail}`);
console.log(`${base}: ${results.length - failed.length} of ${results.length} checks passed`);
process.exitCode = failed.length > 0 ? 1 : 0;
