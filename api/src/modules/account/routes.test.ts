import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash, verify } from '@node-rs/argon2';
import {
  ACCOUNT_UPDATE_MESSAGES,
  type AccountUpdateResponse,
  REFRESH_COOKIE,
  type TokenResponse,
  WEB_CLIENT_ID,
} from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import { authSessions, customers } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { TEST_PASSWORD } from '../../test/sign-in';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { DEFAULT_AUTH_THROTTLE, throttledMessage } from '../throttle';

let t: TestApp;
let passwordHash: string;
let accounts = 0;

before(async () => {
  t = await createTestApp();
  passwordHash = await hash(TEST_PASSWORD);
});
after(async () => {
  await t?.close();
});

/** A new customer with an account (password TEST_PASSWORD); its e-mail. */
async function newAccount(
  fields: Partial<typeof customers.$inferInsert> = {},
  on: TestApp = t,
): Promise<string> {
  accounts += 1;
  const email = `ucet-${accounts}@example.cz`;
  await on.database.db.insert(customers).values({
    customerKey: randomCode(),
    email,
    firstname: 'Jana',
    lastname: 'Nováková',
    phone: '+420777123456',
    passwordHash,
    ...fields,
  });
  return email;
}

/** A web sign-in (from an address of its own, away from the sign-in limits): its two tokens. */
async function signIn(email: string, password = TEST_PASSWORD, on: TestApp = t) {
  const response = await on.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress: `10.0.${accounts}.${Math.floor(Math.random() * 250) + 1}`,
    ...form({ grant_type: 'password', username: email, password, client_id: WEB_CLIENT_ID }),
  });
  assert.equal(response.statusCode, 200, response.body);
  const refresh = response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
  assert.ok(refresh, 'the refresh cookie is set');
  return { access: (response.json() as TokenResponse).access_token, refresh };
}

const update = (
  accessToken: string | undefined,
  fields: Record<string, string>,
  on: TestApp = t,
) => {
  const { payload, headers } = form(fields);
  return on.app.inject({
    method: 'POST',
    url: '/api/user-account/update',
    payload,
    headers: accessToken ? { ...headers, authorization: `Bearer ${accessToken}` } : headers,
  });
};

const detail = (accessToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-account/detail',
    headers: { authorization: `Bearer ${accessToken}` },
  });

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    cookies: { [REFRESH_COOKIE]: refreshToken },
    ...form({ grant_type: 'refresh_token', client_id: WEB_CLIENT_ID }),
  });

async function storedCustomer(email: string, on: TestApp = t) {
  const [row] = await on.database.db.select().from(customers).where(eq(customers.email, email));
  assert.ok(row);
  return row;
}

function assertRefused(
  response: Awaited<ReturnType<typeof update>>,
  message: string,
  status = 400,
) {
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { success: false, message });
}

describe('POST /api/user-account/update: personal data', () => {
  it('needs a signed-in customer', async () => {
    assertRefused(await update(undefined, { firstname: 'Petr' }), UNAUTHORIZED, 401);
    assertRefused(await update('x'.repeat(43), { firstname: 'Petr' }), UNAUTHORIZED, 401);
  });

  it('changes each field sent, trimmed, the phone in E.164, and answers the customer', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    const response = await update(access, {
      firstname: '  Jitka ',
      lastname: 'Dvořáková-Malá',
      phone: '603 123 456',
      address: ' Korunní 12, 120 00 Praha 2 ',
      bornDate: '1990-05-17',
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as AccountUpdateResponse;
    assert.equal(body.success, true);
    assert.deepEqual(
      { ...body.customer, customerKey: undefined },
      {
        customerKey: undefined,
        email,
        firstname: 'Jitka',
        lastname: 'Dvořáková-Malá',
        phone: '+420603123456',
        address: 'Korunní 12, 120 00 Praha 2',
        bornDate: '1990-05-17',
        emailVerified: false,
        frequentCustomer: false,
      },
    );
    // Stored, as the account's detail then shows it.
    assert.deepEqual((await detail(access)).json(), body);
    assert.ok(!response.body.includes('argon2'), 'no password hash in the answer');
  });

  it('changes only the fields sent: empty and missing ones stay as they were', async () => {
    const email = await newAccount({ address: 'Husova 5, Brno', bornDate: '1985-01-02' });
    const { access } = await signIn(email);
    const response = await update(access, {
      phone: '+421 905 123 456',
      firstname: '',
      address: ' ',
    });
    assert.equal(response.statusCode, 200, response.body);
    const row = await storedCustomer(email);
    assert.equal(row.phone, '+421905123456');
    assert.equal(row.firstname, 'Jana');
    assert.equal(row.lastname, 'Nováková');
    assert.equal(row.address, 'Husova 5, Brno');
    assert.equal(row.bornDate, '1985-01-02');
  });

  it('an empty update changes nothing and answers the customer', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    const response = await update(access, {});
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as AccountUpdateResponse).customer.email, email);
  });

  it('accepts the account’s own e-mail, in any case, and refuses another one', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    assert.equal((await update(access, { email: email.toUpperCase() })).statusCode, 200);
    assertRefused(
      await update(access, { email: 'nova-adresa@example.cz', phone: '604 111 222' }),
      ACCOUNT_UPDATE_MESSAGES.emailChange,
    );
    const row = await storedCustomer(email);
    assert.equal(row.email, email);
    assert.equal(row.phone, '+420777123456', 'a refused update changes nothing');
  });

  it('refuses bad fields with a message naming the field, and saves none of the update', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    const cases: Array<[Record<string, string>, string]> = [
      [{ phone: '12345' }, ACCOUNT_UPDATE_MESSAGES.phoneInvalid],
      [{ phone: '+420 123 456 789' }, ACCOUNT_UPDATE_MESSAGES.phoneInvalid],
      [{ firstname: 'Jan3', lastname: 'Novák' }, ACCOUNT_UPDATE_MESSAGES.firstnameInvalid],
      [{ lastname: '<script>' }, ACCOUNT_UPDATE_MESSAGES.lastnameInvalid],
      [{ bornDate: '1990-02-30' }, ACCOUNT_UPDATE_MESSAGES.bornDateInvalid],
      [{ bornDate: '2999-01-01' }, ACCOUNT_UPDATE_MESSAGES.bornDateInvalid],
    ];
    for (const [fields, message] of cases) assertRefused(await update(access, fields), message);
    const row = await storedCustomer(email);
    assert.deepEqual(
      [row.phone, row.firstname, row.lastname, row.bornDate],
      ['+420777123456', 'Jana', 'Nováková', null],
    );
  });

  it('refuses texts past their limits and wrong shapes with 400 naming the field', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    for (const [field, value] of [
      ['firstname', 'J'.repeat(101)],
      ['address', 'a'.repeat(301)],
      ['phone', '6'.repeat(31)],
      ['bornDate', '17. 5. 1990'],
      ['newPassword', 'p'.repeat(201)],
    ] as const) {
      const response = await update(access, { [field]: value });
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.match((response.json() as { message: string }).message, new RegExp(field));
    }
  });
});

describe('POST /api/user-account/update: password', () => {
  const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    oldPassword,
    newPassword,
    confirmPassword,
  });

  it('refuses an incomplete, short or unconfirmed change with the rule’s messages', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    const cases: Array<[Record<string, string>, string]> = [
      [{ newPassword: 'nove-heslo', confirmPassword: 'nove-heslo' }, 'oldPasswordRequired'],
      [{ oldPassword: TEST_PASSWORD }, 'newPasswordRequired'],
      [{ oldPassword: TEST_PASSWORD, newPassword: 'nove-heslo' }, 'confirmPasswordRequired'],
      [change(TEST_PASSWORD, 'abc'), 'passwordMin'],
      [change(TEST_PASSWORD, 'nove-heslo', 'nove-hesla'), 'passwordsMustMatch'],
    ].map(([fields, key]) => [
      fields as Record<string, string>,
      ACCOUNT_UPDATE_MESSAGES[key as keyof typeof ACCOUNT_UPDATE_MESSAGES],
    ]);
    for (const [fields, message] of cases) assertRefused(await update(access, fields), message);
    assert.ok(await verify((await storedCustomer(email)).passwordHash ?? '', TEST_PASSWORD));
  });

  it('refuses a wrong old password and keeps the password and the sessions', async () => {
    const email = await newAccount();
    const other = await signIn(email);
    const { access } = await signIn(email);
    assertRefused(
      await update(access, { ...change('spatne-heslo', 'nove-heslo'), firstname: 'Petra' }),
      ACCOUNT_UPDATE_MESSAGES.wrongOldPassword,
    );
    const row = await storedCustomer(email);
    assert.ok(await verify(row.passwordHash ?? '', TEST_PASSWORD));
    assert.equal(row.firstname, 'Jana', 'a refused update changes nothing');
    assert.equal((await detail(other.access)).statusCode, 200, 'the other session goes on');
  });

  it('refuses a change for an account without a password', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    await t.database.db
      .update(customers)
      .set({ passwordHash: null })
      .where(eq(customers.email, email));
    assertRefused(
      await update(access, change(TEST_PASSWORD, 'nove-heslo')),
      ACCOUNT_UPDATE_MESSAGES.noPassword,
    );
  });

  it('changes the password, ends every other session and keeps the current one', async () => {
    const email = await newAccount();
    const otherSession = await signIn(email);
    const phone = await signIn(email);
    // The other session has refreshed once: its older refresh token is a rotated one.
    const refreshed = await refresh(otherSession.refresh);
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    const otherRefresh = refreshed.cookies.find((c) => c.name === REFRESH_COOKIE)?.value ?? '';
    const current = await signIn(email);
    // Another customer's sessions are none of this change's business.
    const strangerEmail = await newAccount();
    const stranger = await signIn(strangerEmail);

    const response = await update(current.access, change(TEST_PASSWORD, 'nove-heslo-2026'));
    assert.equal(response.statusCode, 200, response.body);

    // The old sessions are gone: their access tokens, their refresh tokens, old and new.
    for (const session of [otherSession, phone]) {
      assert.equal((await detail(session.access)).statusCode, 401);
    }
    for (const token of [otherSession.refresh, otherRefresh, phone.refresh]) {
      assert.equal((await refresh(token)).statusCode, 400);
    }
    // The current session goes on, and refreshes.
    assert.equal((await detail(current.access)).statusCode, 200);
    assert.equal((await refresh(current.refresh)).statusCode, 200);
    assert.equal((await detail(stranger.access)).statusCode, 200);
    const [owner] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email));
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.customerId, owner?.id ?? 0));
    assert.equal(sessions.length, 1);

    // The new password signs in; the old one no longer does.
    await signIn(email, 'nove-heslo-2026');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: '10.9.9.9',
      ...form({
        grant_type: 'password',
        username: email,
        password: TEST_PASSWORD,
        client_id: WEB_CLIENT_ID,
      }),
    });
    assert.equal(old.statusCode, 400, old.body);
  });

  it('changes the password and the personal data in one update', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    const response = await update(access, {
      ...change(TEST_PASSWORD, 'nove-heslo'),
      lastname: 'Svobodová',
    });
    assert.equal(response.statusCode, 200, response.body);
    const row = await storedCustomer(email);
    assert.equal(row.lastname, 'Svobodová');
    assert.match(row.passwordHash ?? '', /^\$argon2id\$/);
    assert.ok(await verify(row.passwordHash ?? '', 'nove-heslo'));
  });
});

describe('POST /api/user-account/update: wrong old passwords are throttled as sign-ins are', () => {
  const { max } = DEFAULT_AUTH_THROTTLE.passwordChange;
  const change = (oldPassword: string, newPassword = 'nove-heslo') => ({
    oldPassword,
    newPassword,
    confirmPassword: newPassword,
  });
  const wrongGuesses = async (access: string, count: number, on: TestApp = t) => {
    for (let i = 0; i < count; i += 1) {
      assertRefused(
        await update(access, change(`hadam-${i}`), on),
        ACCOUNT_UPDATE_MESSAGES.wrongOldPassword,
      );
    }
  };
  const assertThrottled = (response: Awaited<ReturnType<typeof update>>, maxSeconds: number) => {
    assert.equal(response.statusCode, 429, response.body);
    const seconds = Number(response.headers['retry-after']);
    assert.ok(seconds >= 1 && seconds <= maxSeconds, `retry-after ${seconds}`);
    assert.deepEqual(response.json(), { success: false, message: throttledMessage(seconds) });
  };

  // The same limit with a window short enough to wait for.
  const windowSeconds = 2;
  let short: TestApp;
  before(async () => {
    short = await createTestApp({
      authThrottle: { policy: { passwordChange: { max, seconds: windowSeconds } } },
    });
  });
  after(async () => {
    await short?.close();
  });

  it(`refuses the ${max + 1}th change after ${max} wrong old passwords, even with the right one`, async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    const other = await signIn(await newAccount());
    await wrongGuesses(access, max);
    assertThrottled(await update(access, change(TEST_PASSWORD)), 15 * 60);
    assert.ok(await verify((await storedCustomer(email)).passwordHash ?? '', TEST_PASSWORD));
    // Personal data without a password change go on; so does another customer's change.
    assert.equal((await update(access, { firstname: 'Petra' })).statusCode, 200);
    assert.equal((await update(other.access, change(TEST_PASSWORD))).statusCode, 200);
  });

  it('takes the right old password again once the window has passed', async () => {
    const email = await newAccount({}, short);
    const { access } = await signIn(email, TEST_PASSWORD, short);
    await wrongGuesses(access, max, short);
    const refused = await update(access, change(TEST_PASSWORD), short);
    assertThrottled(refused, windowSeconds);
    await new Promise((resolve) =>
      setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 100),
    );
    const response = await update(access, change(TEST_PASSWORD), short);
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(await verify((await storedCustomer(email, short)).passwordHash ?? '', 'nove-heslo'));
  });

  it('starts a new count after a right old password', async () => {
    const email = await newAccount();
    const { access } = await signIn(email);
    await wrongGuesses(access, max - 1);
    const changed = await update(access, change(TEST_PASSWORD, 'druhe-heslo'));
    assert.equal(changed.statusCode, 200, changed.body);
    // Without the new count the second of these would already be refused.
    await wrongGuesses(access, max);
    assertThrottled(await update(access, change('druhe-heslo')), 15 * 60);
  });
});
