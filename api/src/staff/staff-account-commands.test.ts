import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { staffMembers } from '../db/schema';
import { signInStaff } from '../modules/identity';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { runStaffCommand } from './staff-commands';
import { StaffError } from './staff-error';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database?.close();
});

const PASSWORD = 'dlouhe-heslo-pultu';
const run = (argv: string[], demo = false) =>
  runStaffCommand(database.db, argv, new Date(), { demo });

async function refused(argv: string[], message: RegExp, demo = false) {
  await assert.rejects(run(argv, demo), (error) => {
    assert.ok(error instanceof StaffError);
    assert.match(error.message, message);
    return true;
  });
}

describe('npm run staff -- add-staff', () => {
  it('adds a desk worker who then signs in with the password, the e-mail in lower case', async () => {
    const output = await run([
      'add-staff',
      'Jana.Pult@Example.cz',
      'desk',
      '--name',
      'Jana Pultová',
      '--password',
      PASSWORD,
    ]);
    assert.match(output, /^added desk Jana Pultová <jana\.pult@example\.cz>/);
    assert.ok(!output.includes(PASSWORD));
    const signedIn = await signInStaff(database.db, {
      email: 'jana.pult@example.cz',
      password: PASSWORD,
    });
    assert.ok(signedIn.ok);
    assert.equal(signedIn.staff.role, 'desk');
    assert.equal(signedIn.staff.secondFactor, false);
  });

  it('gives a manager a second factor whose key it prints once, and the sign-in asks for its code', async () => {
    const output = await run([
      'add-staff',
      'sprava-pujcovny@example.cz',
      'manager',
      '--name',
      'Vedoucí',
      '--password',
      PASSWORD,
      '--totp',
    ]);
    const secret = /^ {2}([A-Z2-7]{16,})$/m.exec(output)?.[1];
    assert.ok(secret, output);
    assert.match(output, /otpauth:\/\/totp\//);
    const [row] = await database.db
      .select({ totpSecret: staffMembers.totpSecret })
      .from(staffMembers)
      .where(eq(staffMembers.email, 'sprava-pujcovny@example.cz'));
    assert.equal(row?.totpSecret, secret);
    const credentials = { email: 'sprava-pujcovny@example.cz', password: PASSWORD };
    assert.deepEqual(await signInStaff(database.db, credentials), {
      ok: false,
      refusal: 'code-required',
    });
    const signedIn = await signInStaff(database.db, {
      ...credentials,
      code: await generate({ secret }),
    });
    assert.ok(signedIn.ok);
  });

  it('refuses a manager without a second factor, except in a demo', async () => {
    const argv = [
      'add-staff',
      'bez-kodu@example.cz',
      'manager',
      '--name',
      'Bez kódu',
      '--password',
      PASSWORD,
    ];
    await refused(argv, /a manager needs the second factor: add --totp/);
    assert.match(await run(argv, true), /^added manager/);
  });

  it('refuses wrong input with what is wrong, and a second account for one e-mail', async () => {
    const base = ['--name', 'Někdo', '--password', PASSWORD];
    await refused(['add-staff', 'neni-adresa', 'desk', ...base], /is not an e-mail address/);
    await refused(
      ['add-staff', 'role@example.cz', 'boss', ...base],
      /the role is one of desk, manager/,
    );
    await refused(
      ['add-staff', 'jmeno@example.cz', 'desk', '--password', PASSWORD],
      /--name is required/,
    );
    await refused(
      ['add-staff', 'kratke@example.cz', 'desk', '--name', 'K', '--password', 'kratke'],
      /at least 12 characters/,
    );
    await refused(
      ['add-staff', 'JANA.PULT@example.cz', 'desk', ...base],
      /already has a staff account/,
    );
    await refused(
      ['add-staff', 'x@example.cz', 'desk', '--status', 'PAID', ...base],
      /--status belongs to the orders command/,
    );
  });

  it('adds one account when two add the same e-mail at once', async () => {
    const argv = [
      'add-staff',
      'soubeh@example.cz',
      'desk',
      '--name',
      'Souběh',
      '--password',
      PASSWORD,
    ];
    const results = await Promise.allSettled([run(argv), run(argv), run(argv)]);
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
    const rows = await database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'soubeh@example.cz'));
    assert.equal(rows.length, 1);
  });
});
