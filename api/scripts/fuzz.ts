// The long fuzz run: every route of the API under generated and hostile requests, on a fresh
// database (PGlite in memory, or a throw-away one on DATABASE_URL's server).
//   npm run fuzz                       random seed, 1,000 requests per route
//   npm run fuzz -- --seed 42 --runs 5000
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { FUZZ_STAFF_TOKEN, fuzzRoutes } from '../src/fuzz/fuzz-routes';
import { makeCapabilityFixture } from '../src/test/capability-fixture';
import { staffSession } from '../src/test/staff-session';
import { createTestApp } from '../src/test/test-db';

const { values } = parseArgs({
  options: { seed: { type: 'string' }, runs: { type: 'string', default: '1000' } },
});
const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed);
const runs = Number(values.runs);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1) {
  console.error('usage: npm run fuzz -- [--seed N] [--runs N]');
  process.exit(2);
}
console.log(`fuzzing with seed ${seed}, ${runs} requests per route`);
const started = performance.now();
const t = await createTestApp({ config: { devPages: true, staffToken: FUZZ_STAFF_TOKEN } });
try {
  const secrets = {
    ...(await makeCapabilityFixture(t.app, t.database.db)),
    staffToken: FUZZ_STAFF_TOKEN,
    staffSessionToken: await staffSession(t, 'fuzz-vedouci@example.cz', 'manager'),
  };
  const report = await fuzzRoutes(t.app, { seed, runs, secrets });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${report.requests} requests over ${report.routes} routes in ${seconds} s; by status:`,
    JSON.stringify(report.byStatus),
  );
  for (const failure of report.failures) {
    console.log(`\n${failure.problem}: ${failure.route} → ${failure.status} ${failure.body}`);
    console.log(JSON.stringify(failure.request));
  }
  console.log(
    report.failures.length === 0
      ? `no 5xx, every 4xx with a message (seed ${seed})`
      : `${report.failures.length} failures (seed ${seed}: npm run fuzz -- --seed ${seed})`,
  );
  process.exitCode = report.failures.length === 0 ? 0 : 1;
} finally {
  await t.close();
}
