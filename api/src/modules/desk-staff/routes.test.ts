import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STAFF_SESSION_SECONDS, TOTP_REQUIRED, TOTP_WRONG } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { staffMembers } from '../../db/schema';
import { FOREIGN_ORIGIN } from '../../lib/same-origin';
import { STAFF_ROLE_REFUSED, UNAUTHORIZED } from '../../plugins/authenticate';
import { staffCookieOf, TEST_STAFF_PASSWORD } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-db';
import { addStaffMember, signInStaff } from '../identity';
import { DEFAULT_AUTH_THROTTLE } from '../throttle';
import { STAFF_CODE_REQUIRED, STAFF_CODE_WRONG, STAFF_INVALID_CREDENTIALS } from './index';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

let count = 0;
async function member(role: 'desk' | 'manager' = 'desk', totpSecret?: string) {
  count += 1;
  const email = `pult-${count}@pujcovna.example.cz`;
  const added = await addStaffMember(t.database.db, {
    email,
    name: `Pult ${count}`,
    role,
    password: TEST_STAFF_PASSWORD,
    totpSecret,
  });
  assert.ok(added);
  return added;
}

const signIn = (
  body: Record<string, string>,
  options: { address?: string; origin?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/desk/session',
    payload: body,
    remoteAddress: options.address ?? '203.0.113.7',
    headers: options.origin ? { origin: options.origin } : {},
  });

const session = (token: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url: '/api/desk/session',
    headers: token ? { cookie: `desk_session=${token}` } : {},
  });

/** Signs a member in with the tests' password: the desk cookie's token. */
const tokenOf = async (email: string) =>
  staffCookieOf(cookieHeader(await signIn({ email, password: TEST_STAFF_PASSWORD })));

const signOut = (token: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/desk/session',
    headers: { cookie: `desk_session=${token}`, ...headers },
  });

const cookieHeader = (response: LightMyRequestResponse) => {
  const all = response.headers['set-cookie'];
  return (Array.isArray(all) ? all : [all ?? '']).find((c) => c.startsWith('desk_session='));
};

describe('signing in at the desk', () => {
  it('sets an httpOnly cookie under /api/desk for a working day, and knows who is signed in', async () => {
    const worker = await member();
    const response = await signIn({
      email: worker.email.toUpperCase(),
      password: TEST_STAFF_PASSWORD,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, staff: worker });
    assert.equal(response.headers['cache-control'], 'no-store');
    const header = cookieHeader(response) ?? '';
    for (const part of [
      'HttpOnly',
      'Path=/api/desk',
      'SameSite=Strict',
      `Max-Age=${STAFF_SESSION_SECONDS}`,
    ]) {
      assert.ok(header.includes(part), `${header} has ${part}`);
    }
    assert.ok(!response.body.includes(staffCookieOf(header) ?? 'no token'), 'no token in the body');

    const who = await session(staffCookieOf(header));
    assert.equal(who.statusCode, 200);
    assert.deepEqual(who.json(), { success: true, staff: worker });
  });

  it('refuses a wrong password and an unknown e-mail alike, and sets no cookie', async () => {
    const worker = await member();
    const wrong = await signIn({ email: worker.email, password: 'spatne-heslo' });
    const unknown = await signIn({ email: 'nikdo@pujcovna.example.cz', password: 'spatne-heslo' });
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message: STAFF_INVALID_CREDENTIALS });
      assert.equal(cookieHeader(response), undefined);
    }
  });

  it('asks for the authenticator’s code where the account has a second factor', async () => {
    const secret = generateSecret();
    const manager = await member('manager', secret);
    assert.equal(manager.secondFactor, true);
    const credentials = { email: manager.email, password: TEST_STAFF_PASSWORD };

    const noCode = await signIn(credentials);
    assert.equal(noCode.statusCode, 400);
    assert.deepEqual(noCode.json(), {
      success: false,
      message: STAFF_CODE_REQUIRED,
      errorKey: TOTP_REQUIRED,
    });
    assert.equal(cookieHeader(noCode), undefined);

    const current = await generate({ secret });
    const wrongCode = current === '000000' ? '111111' : '000000';
    const wrong = await signIn({ ...credentials, code: wrongCode });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, STAFF_CODE_WRONG);
    assert.equal(wrong.json().errorKey, TOTP_WRONG);
    assert.equal(cookieHeader(wrong), undefined);

    // A code with a wrong password tells nothing of the code.
    const badPassword = await signIn({ ...credentials, password: 'spatne-heslo', code: current });
    assert.equal(badPassword.json().message, STAFF_INVALID_CREDENTIALS);
    assert.equal(badPassword.json().errorKey, undefined);

    const right = await signIn({ ...credentials, code: await generate({ secret }) });
    assert.equal(right.statusCode, 200, right.body);
    assert.equal((await session(staffCookieOf(cookieHeader(right)))).statusCode, 200);
  });

  it('refuses a sign-in sent from another website', async () => {
    const worker = await member();
    const response = await signIn(
      { email: worker.email, password: TEST_STAFF_PASSWORD },
      { origin: 'https://evil.example' },
    );
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, FOREIGN_ORIGIN);
    assert.equal(cookieHeader(response), undefined);
  });

  it('lets no more wrong passwords through than the limit, even when they race', async () => {
    const worker = await member();
    const { max } = DEFAULT_AUTH_THROTTLE.accountAddress;
    const address = '198.51.100.44';
    const answers = await Promise.all(
      Array.from({ length: max * 3 }, (_, i) =>
        signIn({ email: worker.email, password: `hadani-${i}` }, { address }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 400).length, max, statuses.join());
    assert.equal(statuses.filter((status) => status === 429).length, max * 2, statuses.join());
    assert.ok(answers.find((response) => response.statusCode === 429)?.headers['retry-after']);
    // Not even the right password is looked at there for the rest of the window.
    const right = await signIn({ email: worker.email, password: TEST_STAFF_PASSWORD }, { address });
    assert.equal(right.statusCode, 429);
    // Another account at the same address is counted apart.
    const other = await member();
    const elsewhere = await signIn(
      { email: other.email, password: TEST_STAFF_PASSWORD },
      { address },
    );
    assert.equal(elsewhere.statusCode, 200);
  });
});

describe('a desk session', () => {
  it('ends when the member signs out: the cookie is cleared and the token opens nothing', async () => {
    const worker = await member();
    const token = await tokenOf(worker.email);
    const out = await signOut(token);
    assert.equal(out.statusCode, 200);
    assert.match(cookieHeader(out) ?? '', /^desk_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await session(token);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().message, UNAUTHORIZED);
  });

  it('refuses a sign-out with the cookie from another website', async () => {
    const worker = await member();
    const token = await tokenOf(worker.email);
    const out = await signOut(token, { origin: 'https://evil.example' });
    assert.equal(out.statusCode, 403);
    assert.equal((await session(token)).statusCode, 200);
  });

  it('lasts a working day at most', async () => {
    const worker = await member();
    const thirteenHoursAgo = new Date(Date.now() - 13 * 60 * 60 * 1000);
    const old = await signInStaff(
      t.database.db,
      { email: worker.email, password: TEST_STAFF_PASSWORD },
      thirteenHoursAgo,
    );
    assert.ok(old.ok);
    assert.equal((await session(old.token)).statusCode, 401);
  });

  it('ends when the member’s account is disabled', async () => {
    const worker = await member();
    const token = await tokenOf(worker.email);
    await t.database.db
      .update(staffMembers)
      .set({ disabledAt: new Date() })
      .where(eq(staffMembers.id, worker.id));
    assert.equal((await session(token)).statusCode, 401);
    const again = await signIn({ email: worker.email, password: TEST_STAFF_PASSWORD });
    assert.equal(again.statusCode, 400);
  });
});

describe('the staff list', () => {
  it('is for managers: a desk worker gets 403, a manager the members who may sign in', async () => {
    const worker = await member('desk');
    const manager = await member('manager');
    const list = (token: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/api/desk/staff',
        headers: { cookie: `desk_session=${token}` },
      });
    const refused = await list(await tokenOf(worker.email));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, STAFF_ROLE_REFUSED);
    const listed = await list(await tokenOf(manager.email));
    assert.equal(listed.statusCode, 200);
    const emails = (listed.json() as { staff: Array<{ email: string }> }).staff.map((s) => s.email);
    assert.ok(emails.includes(worker.email) && emails.includes(manager.email));
    assert.ok(!listed.body.includes('password') && !listed.body.includes('totp'));
  });

  it('adds no second account for an e-mail that has one', async () => {
    const worker = await member();
    const again = await addStaffMember(t.database.db, {
      email: worker.email.toUpperCase(),
      name: 'Dvojník',
      role: 'manager',
      password: TEST_STAFF_PASSWORD,
    });
    assert.equal(again, null);
  });
});
