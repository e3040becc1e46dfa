// The fault probes, short (npm run probe:faults runs them long): a lost database connection,
// a voucher's last uses raced, registrations without a mail server.
import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import { type CartTestKit, startKit } from './cart-test-kit';
import {
  checkoutsThroughConnectionLoss,
  describeFigures,
  handoversThroughConnectionLoss,
  lastUnitRace,
  type ProbeFigures,
  registrationsWithoutMail,
  voucherRace,
} from './fault-probes';

let kit: CartTestKit;
before(async () => {
  kit = await startKit();
});
after(async () => {
  await kit?.close();
});

function assertHeld(figures: ProbeFigures, requests: number, t: TestContext) {
  const described = describeFigures(figures);
  t.diagnostic(described);
  assert.equal(figures.requests, requests, described);
  assert.deepEqual(
    [figures.serverErrors, figures.lost, figures.doubled, figures.overLimit],
    [0, 0, 0, 0],
    described,
  );
}

describe('fault probes', () => {
  it('40 checkouts while PostgreSQL ends every connection: the process lives, each answered 2xx or 503, nothing lost or doubled', async (t) => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl || kit.t.database.driver !== 'postgres') {
      t.skip('PostgreSQL only (DATABASE_URL)');
      return;
    }
    const figures = await checkoutsThroughConnectionLoss(kit, serverUrl, 40);
    assertHeld(figures, 80, t);
  });

  it('20 handovers while PostgreSQL ends every connection: each happens wholly or not at all, and once', async (t) => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl || kit.t.database.driver !== 'postgres') {
      t.skip('PostgreSQL only (DATABASE_URL)');
      return;
    }
    assertHeld(await handoversThroughConnectionLoss(kit, serverUrl, 20), 40, t);
  });

  it('a voucher with 3 uses left, raced by 20 checkouts, is used exactly 3 times', async (t) => {
    assertHeld(await voucherRace(kit, 20, 3), 20, t);
  });

  it('the last piece of a product, raced by 20 checkouts, is ordered once', async (t) => {
    assertHeld(await lastUnitRace(kit, 20), 20, t);
  });

  it('registrations while the mail server does not answer keep no account and work later', async (t) => {
    const figures = await registrationsWithoutMail(kit, 3);
    assertHeld(figures, 6, t);
    assert.equal(figures.unavailable, 3);
  });
});
