// The long fault probe: checkouts while PostgreSQL ends every connection, vouchers' last uses
// raced by checkouts, registrations while the mail server does not answer; on a fresh database
// (PGlite in memory, or a throw-away one on DATABASE_URL's server; the connection probe needs it).
//   npm run probe:faults                 50 checkouts a round, 3 rounds
//   npm run probe:faults -- --checkouts 20 --rounds 1
import { parseArgs } from 'node:util';
import { startKit } from '../src/test/cart-test-kit';
import {
  checkoutsThroughConnectionLoss,
  describeFigures,
  lastUnitRace,
  type ProbeFigures,
  registrationsWithoutMail,
  voucherRace,
} from '../src/test/fault-probes';

const { values } = parseArgs({
  options: {
    checkouts: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
});
const checkouts = Number(values.checkouts);
const rounds = Number(values.rounds);
if (!Number.isSafeInteger(checkouts) || checkouts < 1 || !Number.isSafeInteger(rounds)) {
  console.error('usage: npm run probe:faults -- [--checkouts N] [--rounds N]');
  process.exit(2);
}

const kit = await startKit();
let failed = false;
const report = (what: string, figures: ProbeFigures) => {
  const held = figures.serverErrors + figures.lost + figures.doubled + figures.overLimit === 0;
  if (!held) failed = true;
  console.log(`${held ? 'held' : 'FAILED'}  ${what}: ${describeFigures(figures)}`);
};
try {
  const serverUrl = process.env.DATABASE_URL;
  for (let round = 1; round <= rounds; round += 1) {
    if (serverUrl && kit.t.database.driver === 'postgres') {
      report(
        `round ${round}, ${checkouts} checkouts while every connection is ended`,
        await checkoutsThroughConnectionLoss(kit, serverUrl, checkouts),
      );
    } else if (round === 1) {
      console.log('skipped  the connection probe: PostgreSQL only (set DATABASE_URL)');
    }
    report(
      `round ${round}, ${checkouts} checkouts racing for a voucher of 3 uses`,
      await voucherRace(kit, checkouts, 3),
    );
    report(
      `round ${round}, ${checkouts} checkouts racing for the last piece of a product`,
      await lastUnitRace(kit, checkouts),
    );
  }
  report('10 registrations without a mail server', await registrationsWithoutMail(kit, 10));
} finally {
  await kit.close();
}
process.exitCode = failed ? 1 : 0;
