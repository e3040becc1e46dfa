/**
 * A password sign-in takes as long for an e-mail the shop does not know as for an account with a
 * wrong password: both verify one argon2 hash, so the answer's time tells nobody which e-mails
 * have accounts. Measured side by side, interleaved, in this process (a comparison, not a speed
 * target: a slower machine slows both).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import { customers } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { signInWithPassword } from './service';

let database: TestDatabase;
const ACCOUNT = 'casovani@example.cz';

before(async () => {
  database = await createTestDatabase({ seed: false });
  await database.db.insert(customers).values([
    {
      customerKey: randomCode(),
      email: ACCOUNT,
      firstname: 'Jana',
      lastname: 'Časová',
      passwordHash: await hash('spravne-heslo'),
      emailVerified: true,
    },
    // A guest: ordered once, never registered (no password to check).
    { customerKey: randomCode(), email: 'host-casovani@example.cz', firstname: 'P', lastname: 'H' },
  ]);
});
after(async () => {
  await database?.close();
});

/** Milliseconds a refused sign-in took. */
async function refusedIn(email: string): Promise<number> {
  const started = performance.now();
  await assert.rejects(signInWithPassword(database.db, email, 'spatne-heslo'));
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('password sign-in timing', () => {
  it('refuses an unknown e-mail and a guest about as slowly as a wrong password', async (t) => {
    await refusedIn('zahrati@example.cz');
    const account: number[] = [];
    const unknown: number[] = [];
    const guest: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      account.push(await refusedIn(ACCOUNT));
      unknown.push(await refusedIn(`nikdo-${i}@example.cz`));
      guest.push(await refusedIn('host-casovani@example.cz'));
    }
    const [a, u, g] = [median(account), median(unknown), median(guest)];
    t.diagnostic(
      `medians: account ${a.toFixed(1)} ms, unknown ${u.toFixed(1)} ms, guest ${g.toFixed(1)} ms`,
    );
    // Without a decoy, an unknown e-mail is answered after one look-up, in a fraction of the time.
    assert.ok(u >= 0.7 * a, `unknown ${u.toFixed(1)} ms against ${a.toFixed(1)} ms`);
    assert.ok(g >= 0.7 * a, `guest ${g.toFixed(1)} ms against ${a.toFixed(1)} ms`);
  });
});
