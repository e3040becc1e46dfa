// A short, seeded fuzz run of every route (npm run fuzz runs longer, with a random seed).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makeCapabilityFixture } from '../test/capability-fixture';
import { staffSession } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-db';
import { FUZZ_STAFF_TOKEN, fuzzRoutes } from './fuzz-routes';

const SEED = 20_261_123;
const RUNS_PER_ROUTE = 110;

let t: TestApp;
before(async () => {
  t = await createTestApp({ config: { devPages: true, staffToken: FUZZ_STAFF_TOKEN } });
});
after(async () => {
  await t?.close();
});

describe('every route under generated and hostile input', () => {
  it('never answers 5xx, and every 4xx says what is wrong', async () => {
    const secrets = {
      ...(await makeCapabilityFixture(t.app, t.database.db)),
      staffToken: FUZZ_STAFF_TOKEN,
      staffSessionToken: await staffSession(t, 'fuzz-vedouci@example.cz', 'manager'),
    };
    const report = await fuzzRoutes(t.app, { seed: SEED, runs: RUNS_PER_ROUTE, secrets });
    console.log(
      `fuzzed ${report.requests} requests over ${report.routes} routes (seed ${report.seed}):`,
      JSON.stringify(report.byStatus),
    );
    assert.ok(report.requests >= 5000, `only ${report.requests} requests`);
    assert.ok(report.routes >= 40, `only ${report.routes} routes`);
    // The generated requests must reach the handlers, not only the validator.
    assert.ok((report.byStatus['200'] ?? 0) > report.requests / 10, 'too few requests succeed');
    assert.deepEqual(report.failures.slice(0, 5), []);
  });
});
