import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type { RefusedField } from '@shop/shared/contract';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { accountTokens, customers, emails } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { NOT_REGISTERED } from '../auth';
import { createMailer } from '../email';
import { REGISTRATION_LIMITS } from './routes';
import { MESSAGES } from './service';

let t: TestApp;
const ACCOUNT = 'ucet@example.cz';
const ACCOUNT_PASSWORD = 'stare-heslo';

before(async () => {
  t = await createTestApp();
  await t.database.db.insert(customers).values([
    {
      customerKey: randomCode(),
      email: ACCOUNT,
      firstname: 'Jana',
      lastname: 'Nováková',
      passwordHash: await hash(ACCOUNT_PASSWORD),
      emailVerified: true,
    },
    // A guest: ordered once, never registered.
    {
      customerKey: randomCode(),
      email: 'host@example.cz',
      firstname: 'Petr',
      lastname: 'Host',
      address: 'Dělnická 12, Praha',
    },
  ]);
});
after(async () => {
  await t?.close();
});

const call = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  address = '127.0.0.1',
) => {
  const request = form(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/user-account/${path}`,
    payload: request.payload,
    headers: { ...request.headers, ...headers },
    remoteAddress: address,
  });
};

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    ...form({ grant_type: 'password', client_id: 'test-client', username: email, password }),
  });

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    ...form({ grant_type: 'refresh_token', client_id: 'test-client', refresh_token: refreshToken }),
  });

/** Every request from its own address: the per-address limits are tested on their own. */
let nextAddress = 1;
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const registration = (email: string, extra: Record<string, string> = {}) => ({
  firstname: 'Eva',
  lastname: 'Svobodová',
  email,
  password: 'kamera-2026',
  confirmPassword: 'kamera-2026',
  ...extra,
});

async function register(email: string, extra: Record<string, string> = {}, locale = 'cs') {
  return call(
    'register',
    registration(email, extra),
    { 'accept-language': locale },
    freshAddress(),
  );
}

/** The newest e-mail sent to `to`. */
async function lastEmailTo(to: string) {
  const [row] = await t.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, to))
    .orderBy(desc(emails.id))
    .limit(1);
  return row;
}

async function emailCount(to: string) {
  return (await t.database.db.select().from(emails).where(eq(emails.toAddress, to))).length;
}

/** The link's token in the newest e-mail to `to`, checking the link's page. */
async function tokenFromEmail(to: string, path: string): Promise<string> {
  const message = await lastEmailTo(to);
  assert.ok(message, `no e-mail to ${to}`);
  const match = new RegExp(`http://localhost:8080${path}\\?token=([A-Za-z0-9_-]{43})`).exec(
    message.text,
  );
  assert.ok(match?.[1], `no ${path} link in: ${message.text}`);
  assert.ok(message.html?.includes(`${path}?token=${match[1]}`), 'the HTML has the link too');
  return match[1];
}

function refused(response: LightMyRequestResponse, status: number, message: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { success: false, message });
}

/** The answer to the right password of an e-mail not confirmed yet. */
function notConfirmed(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 403, response.body);
  assert.deepEqual(response.json(), {
    success: false,
    message: 'Confirm your e-mail first: open the link we e-mailed you, or have it sent again.',
    errorKey: 'email_not_confirmed',
  });
}

async function customer(email: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
  return row;
}

describe('POST /user-account/verify-email', () => {
  it('tells an account, a guest and a new e-mail apart', async () => {
    for (const [email, result] of [
      [ACCOUNT, { hasAccount: true, isNew: false }],
      ['HOST@example.cz', { hasAccount: false, isNew: false }],
      ['nikdo@example.cz', { hasAccount: false, isNew: true }],
    ] as const) {
      const response = await call('verify-email', { email });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { success: true, result });
    }
  });

  it('answers about one e-mail 10 times in 15 minutes, from any address, also when raced', async () => {
    const { max } = REGISTRATION_LIMITS.verifyEmailPerEmail;
    const answers = await Promise.all(
      Array.from({ length: 2 * max }, (_, i) =>
        call(
          'verify-email',
          { email: i % 2 ? 'Hledany@example.cz' : 'hledany@example.cz' },
          {},
          freshAddress(),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, max);
    assert.equal(statuses.filter((status) => status === 429).length, max);
    // Another e-mail from the same addresses is answered.
    assert.equal(
      (await call('verify-email', { email: 'jiny@example.cz' }, {}, freshAddress())).statusCode,
      200,
    );
  });

  it('refuses what is not an e-mail, with a message', async () => {
    const response = await call('verify-email', { email: 'nikdo' });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /email/);
    assert.equal(
      (await call('verify-email', { email: `${'a'.repeat(250)}@x.cz` })).statusCode,
      400,
    );
  });
});

describe('POST /user-account/register', () => {
  it('creates an unverified account and e-mails a Czech confirmation link', async () => {
    const response = await register('Eva.Svobodova@Example.cz', { phone: '603 123 456' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true });
    const created = await customer('eva.svobodova@example.cz');
    assert.ok(created);
    assert.ok(created.passwordHash?.startsWith('$argon2id$'));
    assert.equal(created.emailVerified, false);
    assert.equal(created.phone, '+420603123456');
    assert.equal(created.firstname, 'Eva');
    const message = await lastEmailTo('eva.svobodova@example.cz');
    assert.equal(message?.subject, 'Potvrďte svůj e-mail');
    const token = await tokenFromEmail('eva.svobodova@example.cz', '/registrace');
    // Only the token's hash is kept.
    const stored = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.customerId, created.id));
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0]?.tokenHash, token);
    assert.ok(!JSON.stringify(stored).includes(token));
    assert.equal(stored[0]?.purpose, 'confirm-email');
    const hours = ((stored[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 3600_000;
    assert.ok(hours > 47.9 && hours <= 48, `expires in ${hours} h`);
  });

  it('names the field of a refused registration, for the form to say it there', async () => {
    const cases: Array<[Record<string, string>, RefusedField]> = [
      [{ firstname: 'x'.repeat(101) }, { name: 'firstname', problem: 'tooLong', limit: 100 }],
      [{ lastname: 'No\u0007vák' }, { name: 'lastname', problem: 'invalidCharacters' }],
      [{ phone: '9'.repeat(31) }, { name: 'phone', problem: 'tooLong', limit: 30 }],
    ];
    for (const [extra, field] of cases) {
      const response = await register(`pole-${Date.now()}@example.cz`, extra);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual((response.json() as { field?: unknown }).field, field);
    }
  });

  it('writes the e-mail in English for an English request', async () => {
    assert.equal((await register('en@example.cz', {}, 'en-GB,en;q=0.9')).statusCode, 200);
    assert.equal((await lastEmailTo('en@example.cz'))?.subject, 'Confirm your e-mail');
    await tokenFromEmail('en@example.cz', '/en/registration');
  });

  it('refuses an e-mail that has an account already', async () => {
    refused(await register('UCET@example.cz'), 409, MESSAGES.emailTaken);
    assert.equal((await register('dvakrat@example.cz')).statusCode, 200);
    refused(await register('dvakrat@example.cz'), 409, MESSAGES.emailTaken);
  });

  it('refuses a weak password, a confirmation that differs, bad names and a bad phone', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ password: '12345', confirmPassword: '12345' }, MESSAGES.passwordMin],
      [{ password: '', confirmPassword: '' }, MESSAGES.passwordRequired],
      [{ confirmPassword: 'kamera-2027' }, MESSAGES.passwordsMustMatch],
      [{ confirmPassword: '' }, MESSAGES.confirmPasswordRequired],
      [{ firstname: '  ' }, MESSAGES.firstnameRequired],
      [{ firstname: 'Ev4' }, MESSAGES.firstnameInvalid],
      [{ lastname: '<script>' }, MESSAGES.lastnameInvalid],
      [{ phone: '12345' }, MESSAGES.phoneInvalid],
    ];
    for (const [extra, message] of cases) {
      refused(await register('odmitnuta@example.cz', extra), 400, message);
    }
    assert.equal(await customer('odmitnuta@example.cz'), undefined);
    assert.equal(await emailCount('odmitnuta@example.cz'), 0);
  });

  it('refuses fields over their limits with a message, never a 5xx', async () => {
    for (const extra of [
      { firstname: 'E'.repeat(101) },
      { lastname: 'S'.repeat(101) },
      { password: 'p'.repeat(201), confirmPassword: 'p'.repeat(201) },
      { phone: '6'.repeat(41) },
    ] as Array<Record<string, string>>) {
      const response = await register('dlouha@example.cz', extra);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().success, false);
    }
  });

  it('keeps a guest’s customer record, and its password waits for the confirmation', async () => {
    const guest = await customer('host@example.cz');
    assert.equal((await register('host@example.cz', { firstname: 'Jiný' })).statusCode, 200);
    const after = await customer('host@example.cz');
    assert.equal(after?.id, guest?.id, 'the same customer: its orders stay its own');
    assert.equal(after?.passwordHash, null, 'no password before the e-mail is confirmed');
    assert.equal(after?.firstname, 'Petr', 'someone typing the e-mail changes nothing');
    // The password chosen is not the account's yet: signing in with it asks for the confirmation.
    notConfirmed(await signIn('host@example.cz', 'kamera-2026'));

    const token = await tokenFromEmail('host@example.cz', '/registrace');
    const confirmed = await call('confirm-email', { token });
    assert.deepEqual(confirmed.json(), { success: true, email: 'host@example.cz' });
    const claimed = await customer('host@example.cz');
    assert.equal(claimed?.id, guest?.id);
    assert.equal(claimed?.emailVerified, true);
    assert.equal((await signIn('host@example.cz', 'kamera-2026')).statusCode, 200);
  });
});

describe('registering while the mail server does not answer', () => {
  it('answers 503 with Retry-After and keeps no account, so the same registration works later', async () => {
    // The real SMTP transport, pointed at a port where nothing listens, on the suite's database.
    const unreachable = buildApp({
      db: t.database.db,
      mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1' }, t.database.db),
    });
    await unreachable.ready();
    try {
      const email = 'bez-posty@example.cz';
      const request = form(registration(email));
      const response = await unreachable.inject({
        method: 'POST',
        url: '/api/user-account/register',
        payload: request.payload,
        headers: request.headers,
        remoteAddress: freshAddress(),
      });
      refused(response, 503, MESSAGES.mailFailed);
      assert.ok(Number(response.headers['retry-after']) > 0, 'Retry-After');
      assert.equal(await customer(email), undefined, 'no account without its confirmation');
      assert.equal((await signIn(email, 'kamera-2026')).statusCode, 400);
      // The mail server is back: the same registration goes through, not "already registered".
      assert.equal((await register(email)).statusCode, 200);
      await tokenFromEmail(email, '/registrace');
    } finally {
      await unreachable.close();
    }
  });
});

describe('POST /user-account/confirm-email', () => {
  it('verifies the e-mail once; the link then no longer works', async () => {
    await register('potvrzeni@example.cz');
    const token = await tokenFromEmail('potvrzeni@example.cz', '/registrace');
    const response = await call('confirm-email', { token });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, email: 'potvrzeni@example.cz' });
    assert.equal((await customer('potvrzeni@example.cz'))?.emailVerified, true);
    refused(await call('confirm-email', { token }), 400, MESSAGES.linkInvalid);
  });

  it('refuses an expired link, an unknown one and a malformed one alike', async () => {
    await register('expirace@example.cz');
    const token = await tokenFromEmail('expirace@example.cz', '/registrace');
    const owner = await customer('expirace@example.cz');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.customerId, owner?.id ?? 0));
    refused(await call('confirm-email', { token }), 400, MESSAGES.linkInvalid);
    assert.equal((await customer('expirace@example.cz'))?.emailVerified, false);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    refused(await call('confirm-email', { token: flipped }), 400, MESSAGES.linkInvalid);
    refused(await call('confirm-email', { token: 'short' }), 400, MESSAGES.linkInvalid);
    refused(await call('confirm-email', { token: '' }), 400, MESSAGES.linkInvalid);
  });

  it('does not take a password-reset link', async () => {
    await call('forgot-password', { email: ACCOUNT }, {}, freshAddress());
    const token = await tokenFromEmail(ACCOUNT, '/zapomenute-heslo');
    refused(await call('confirm-email', { token }), 400, MESSAGES.linkInvalid);
  });
});

describe('POST /user-account/forgot-password and /reset-password', () => {
  it('answers the same for an account, a guest and an unknown e-mail; mails only the account', async () => {
    const before = await emailCount('host2@example.cz');
    const answers = [];
    for (const email of [ACCOUNT, 'nikdo-jiny@example.cz']) {
      const response = await call('forgot-password', { email }, {}, freshAddress());
      answers.push([response.statusCode, response.body]);
    }
    await t.database.db
      .insert(customers)
      .values({ customerKey: randomCode(), email: 'host2@example.cz', firstname: 'H' });
    const guest = await call('forgot-password', { email: 'host2@example.cz' }, {}, freshAddress());
    answers.push([guest.statusCode, guest.body]);
    assert.deepEqual(answers, [
      [200, '{"success":true}'],
      [200, '{"success":true}'],
      [200, '{"success":true}'],
    ]);
    assert.equal(await emailCount('nikdo-jiny@example.cz'), 0);
    assert.equal(await emailCount('host2@example.cz'), before);
    assert.equal((await lastEmailTo(ACCOUNT))?.subject, 'Obnovení hesla');
  });

  it('sets the new password once and ends every session signed in before', async () => {
    await register('reset@example.cz');
    const signedIn = await signIn('reset@example.cz', 'kamera-2026');
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const { access_token: accessToken, refresh_token: refreshToken } = signedIn.json();

    await call('forgot-password', { email: 'reset@example.cz' }, { 'accept-language': 'en' });
    assert.equal((await lastEmailTo('reset@example.cz'))?.subject, 'Password reset');
    const token = await tokenFromEmail('reset@example.cz', '/en/reset-password');
    const owner = await customer('reset@example.cz');
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    assert.ok(minutes > 59 && minutes <= 60, `expires in ${minutes} min`);

    refused(
      await call('reset-password', {
        token,
        password: 'nove-heslo',
        confirmPassword: 'nove-hesl0',
      }),
      400,
      MESSAGES.passwordsMustMatch,
    );
    refused(
      await call('reset-password', { token, password: 'kratk', confirmPassword: 'kratk' }),
      400,
      MESSAGES.passwordMin,
    );
    const reset = await call('reset-password', {
      token,
      password: 'nove-heslo',
      confirmPassword: 'nove-heslo',
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.deepEqual(reset.json(), { success: true, email: 'reset@example.cz' });

    // The sessions signed in with the old password are gone: refresh and access tokens alike.
    assert.equal((await refresh(refreshToken)).statusCode, 400);
    const detail = await t.app.inject({
      method: 'POST',
      url: '/api/user-account/detail',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    assert.equal(detail.statusCode, 401);
    // The old password no longer works, the new one does; the link proved the e-mail.
    assert.equal((await signIn('reset@example.cz', 'kamera-2026')).statusCode, 400);
    assert.equal((await signIn('reset@example.cz', 'nove-heslo')).statusCode, 200);
    assert.equal((await customer('reset@example.cz'))?.emailVerified, true);
    assert.equal((await customer('reset@example.cz'))?.id, owner?.id);

    refused(
      await call('reset-password', {
        token,
        password: 'treti-heslo',
        confirmPassword: 'treti-heslo',
      }),
      400,
      MESSAGES.linkInvalid,
    );
  });

  it('refuses an expired reset link and an older one once a newer was sent', async () => {
    const email = 'dva-odkazy@example.cz';
    await register(email);
    await call('forgot-password', { email }, {}, freshAddress());
    const older = await tokenFromEmail(email, '/zapomenute-heslo');
    await call('forgot-password', { email }, {}, freshAddress());
    const newer = await tokenFromEmail(email, '/zapomenute-heslo');
    assert.notEqual(newer, older);
    const body = (token: string) => ({
      token,
      password: 'nove-heslo',
      confirmPassword: 'nove-heslo',
    });
    refused(await call('reset-password', body(older)), 400, MESSAGES.linkInvalid);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'reset-password'));
    refused(await call('reset-password', body(newer)), 400, MESSAGES.linkInvalid);
    assert.equal((await signIn(email, 'kamera-2026')).statusCode, 200);
  });
});

describe('signing in before the e-mail is confirmed', () => {
  const resend = (email: string, password: string, headers: Record<string, string> = {}) =>
    call('resend-confirmation', { email, password }, headers, freshAddress());

  /** A guest (an order, no account) who registered and has not confirmed the e-mail yet. */
  async function waitingGuest(email: string) {
    await t.database.db
      .insert(customers)
      .values({ customerKey: randomCode(), email, firstname: 'Host', lastname: 'Čekající' });
    assert.equal((await register(email)).statusCode, 200);
    return tokenFromEmail(email, '/registrace');
  }

  it('says to confirm the e-mail only to the right password; anything else as for no account', async () => {
    const email = 'ceka-na-potvrzeni@example.cz';
    await waitingGuest(email);
    notConfirmed(await signIn(email, 'kamera-2026'));
    notConfirmed(await signIn('Ceka-Na-Potvrzeni@Example.cz', 'kamera-2026'));
    // A wrong password answers exactly as an e-mail the shop does not know, or a guest's.
    await t.database.db
      .insert(customers)
      .values({ customerKey: randomCode(), email: 'host-bez-registrace@example.cz' });
    const wrong = await signIn(email, 'hadam-heslo');
    const unknown = await signIn('nikdo-takovy@example.cz', 'hadam-heslo');
    const guest = await signIn('host-bez-registrace@example.cz', 'kamera-2026');
    for (const answer of [wrong, unknown, guest]) refused(answer, 400, NOT_REGISTERED);
  });

  it('sends the link again for the right password: the new link confirms and the password works', async () => {
    const email = 'znovu-odkaz@example.cz';
    const first = await waitingGuest(email);
    const sent = await emailCount(email);
    const answer = await resend(email, 'kamera-2026', { 'accept-language': 'en' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json(), { success: true });
    assert.equal(await emailCount(email), sent + 1);
    assert.equal((await lastEmailTo(email))?.subject, 'Confirm your e-mail');
    const second = await tokenFromEmail(email, '/en/registration');
    assert.notEqual(second, first);
    // Only the newest link works; it still carries the password chosen at registration.
    refused(await call('confirm-email', { token: first }), 400, MESSAGES.linkInvalid);
    notConfirmed(await signIn(email, 'kamera-2026'));
    assert.equal((await call('confirm-email', { token: second })).statusCode, 200);
    assert.equal((await signIn(email, 'kamera-2026')).statusCode, 200);
    // Confirmed: nothing more to send.
    assert.deepEqual((await resend(email, 'kamera-2026')).json(), { success: true });
    assert.equal(await emailCount(email), sent + 1);
  });

  it('answers the same and sends nothing for a wrong password, an unknown e-mail or a confirmed account', async () => {
    const email = 'spatne-heslo@example.cz';
    await waitingGuest(email);
    // A guest who never registered.
    await t.database.db
      .insert(customers)
      .values({ customerKey: randomCode(), email: 'jen-host@example.cz', firstname: 'Jen' });
    const tries = [
      [email, 'hadam-heslo'],
      ['nikdo-jiny@example.cz', 'kamera-2026'],
      [ACCOUNT, ACCOUNT_PASSWORD],
      ['jen-host@example.cz', 'kamera-2026'],
    ] as const;
    const counts = () => Promise.all(tries.map(([to]) => emailCount(to)));
    const before = await counts();
    for (const [to, password] of tries) {
      const answer = await resend(to, password);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(answer.json(), { success: true });
    }
    assert.deepEqual(await counts(), before);
  });

  it('sends a new account its confirmation again too (it may sign in meanwhile)', async () => {
    const email = 'novy-ucet-znovu@example.cz';
    assert.equal((await register(email)).statusCode, 200);
    assert.equal((await signIn(email, 'kamera-2026')).statusCode, 200);
    const sent = await emailCount(email);
    assert.equal((await resend(email, 'kamera-2026')).statusCode, 200);
    assert.equal(await emailCount(email), sent + 1);
    const token = await tokenFromEmail(email, '/registrace');
    assert.equal((await call('confirm-email', { token })).statusCode, 200);
    assert.equal((await customer(email))?.emailVerified, true);
  });

  it('limits the links sent again per recipient and per address, answering 429', async () => {
    const email = 'mnoho-odkazu@example.cz';
    await waitingGuest(email);
    const { max } = REGISTRATION_LIMITS.recipient;
    for (let i = 0; i < max; i++) {
      assert.equal((await resend(email, 'kamera-2026')).statusCode, 200);
    }
    const over = await resend(email, 'kamera-2026');
    assert.equal(over.statusCode, 429);
    assert.ok(Number(over.headers['retry-after']) > 0);
    // The registration's own link does not count against it, nor the other way round.
    assert.equal(await emailCount(email), 1 + max);

    const address = '192.0.2.55';
    const perAddress = REGISTRATION_LIMITS.resendConfirmation.max;
    for (let i = 0; i < perAddress; i++) {
      const answer = await call(
        'resend-confirmation',
        { email: `adresa-${i}@example.cz`, password: 'kamera-2026' },
        {},
        address,
      );
      assert.equal(answer.statusCode, 200);
    }
    const fromAddress = await call(
      'resend-confirmation',
      { email: 'adresa-dalsi@example.cz', password: 'kamera-2026' },
      {},
      address,
    );
    assert.equal(fromAddress.statusCode, 429);
  });
});

describe('limits', () => {
  it('sends one address at most 3 e-mails an hour, answering 429 with Retry-After', async () => {
    const email = 'zaplaveni@example.cz';
    await t.database.db.insert(customers).values({
      customerKey: randomCode(),
      email,
      passwordHash: await hash('kamera-2026'),
    });
    const { max } = REGISTRATION_LIMITS.recipient;
    for (let i = 0; i < max; i++) {
      assert.equal((await call('forgot-password', { email }, {}, freshAddress())).statusCode, 200);
    }
    const over = await call('forgot-password', { email }, {}, freshAddress());
    assert.equal(over.statusCode, 429);
    assert.ok(Number(over.headers['retry-after']) > 0);
    assert.match(over.json().message, /Too many attempts/);
    assert.equal(await emailCount(email), max);
  });

  it('sends exactly 3 of 20 reset links asked for one address at once', async () => {
    const email = 'zavod-hesel@example.cz';
    await t.database.db.insert(customers).values({
      customerKey: randomCode(),
      email,
      firstname: 'Jan',
      lastname: 'Závodný',
      passwordHash: await hash(ACCOUNT_PASSWORD),
      emailVerified: true,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('forgot-password', { email }, {}, freshAddress())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(
      statuses.filter((status) => status === 200).length,
      REGISTRATION_LIMITS.recipient.max,
    );
    assert.equal(
      statuses.filter((status) => status === 429).length,
      20 - REGISTRATION_LIMITS.recipient.max,
    );
    assert.equal(await emailCount(email), REGISTRATION_LIMITS.recipient.max);
  });

  it('does not count a registration refused for a typo against the e-mail', async () => {
    const email = 'preklepy@example.cz';
    for (let i = 0; i < REGISTRATION_LIMITS.recipient.max + 2; i++) {
      refused(
        await register(email, { confirmPassword: 'jine-heslo' }),
        400,
        MESSAGES.passwordsMustMatch,
      );
    }
    assert.equal((await register(email)).statusCode, 200);
  });

  it('limits registrations per address, as configured', async () => {
    const limited = await createTestApp({ config: { accountRequestsPerHour: 2 } });
    try {
      const attempt = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user-account/register',
          ...form(registration(`limit-${i}@example.cz`)),
          remoteAddress: '192.0.2.90',
        });
      assert.equal((await attempt(1)).statusCode, 200);
      assert.equal((await attempt(2)).statusCode, 200);
      assert.equal((await attempt(3)).statusCode, 429);
    } finally {
      await limited.close();
    }
  });

  it('limits the link calls per address', async () => {
    const address = '192.0.2.77';
    const { max } = REGISTRATION_LIMITS.linkToken;
    for (let i = 0; i < max; i++) {
      await call('confirm-email', { token: 'A'.repeat(43) }, {}, address);
    }
    const over = await call('confirm-email', { token: 'A'.repeat(43) }, {}, address);
    assert.equal(over.statusCode, 429);
    const elsewhere = await call('confirm-email', { token: 'A'.repeat(43) }, {}, freshAddress());
    assert.equal(elsewhere.statusCode, 400);
  });
});
