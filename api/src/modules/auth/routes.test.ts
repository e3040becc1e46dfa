import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import {
  type AccountDetailResponse,
  REFRESH_COOKIE,
  SESSION_MAX_SECONDS,
  type TokenResponse,
  WEB_CLIENT_ID,
} from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authRotatedRefreshTokens, authSessions, customers } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { FOREIGN_ORIGIN } from '../../lib/same-origin';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { customerOfAccessToken } from '../identity';
import { DEFAULT_AUTH_THROTTLE, DEVICE_COOKIE } from '../throttle';
import { GOOGLE_NOT_CONFIGURED } from './grants';
import { HOST_REFRESH_COOKIE } from './refresh-cookie';
import {
  INVALID_CREDENTIALS,
  INVALID_REFRESH_TOKEN,
  NOT_REGISTERED,
  REFRESH_REUSE_GRACE_SECONDS,
  refreshSession,
} from './service';

const PASSWORD = 'kamera-2026';
let t: TestApp;
let passwordHash: string;

/** Customers with an account and the password PASSWORD. */
async function addAccounts(...emails: string[]) {
  await t.database.db.insert(customers).values(
    emails.map((email) => ({
      customerKey: randomCode(),
      email,
      firstname: 'Test',
      lastname: 'Zákazník',
      passwordHash,
    })),
  );
}

before(async () => {
  t = await createTestApp();
  passwordHash = await hash(PASSWORD);
  await t.database.db.insert(customers).values([
    {
      customerKey: randomCode(),
      email: 'jana.novakova@example.cz',
      firstname: 'Jana',
      lastname: 'Nováková',
      phone: '+420 777 123 456',
      passwordHash,
    },
    // A guest: ordered once, never registered.
    { customerKey: randomCode(), email: 'host@example.cz', firstname: 'Petr', lastname: 'Host' },
  ]);
});
after(async () => {
  await t?.close();
});

interface From {
  /** The refresh cookie. */
  cookie?: string;
  /** The device cookie of an earlier sign-in. */
  device?: string;
  /** The client's address (default 127.0.0.1). */
  address?: string;
  headers?: Record<string, string>;
}

const token = (fields: Record<string, string>, from: From | string = {}) => {
  const { cookie, device, address, headers } = typeof from === 'string' ? { cookie: from } : from;
  const cookies = {
    ...(cookie ? { [REFRESH_COOKIE]: cookie } : {}),
    ...(device ? { [DEVICE_COOKIE]: device } : {}),
  };
  const request = form({ client_id: WEB_CLIENT_ID, ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: request.payload,
    headers: { ...request.headers, ...headers },
    cookies,
    ...(address ? { remoteAddress: address } : {}),
  });
};
const signIn = (
  username = 'jana.novakova@example.cz',
  password = PASSWORD,
  from: Omit<From, 'cookie'> = {},
) => token({ grant_type: 'password', username, password }, from);
const refresh = (refreshToken: string, from: Omit<From, 'cookie'> = {}) =>
  token({ grant_type: 'refresh_token' }, { ...from, cookie: refreshToken });
const refreshCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === REFRESH_COOKIE);
const deviceCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
/** The access token of a sign-in or refresh and the refresh token from its cookie. */
function tokensOf(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json() as TokenResponse;
  return { access: body.access_token, refresh: refreshCookie(response)?.value ?? '' };
}
/** A web sign-in's access token and the refresh token from its cookie. */
async function session(username?: string) {
  return tokensOf(await signIn(username));
}
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The stored session of an access token. */
async function sessionRow(accessToken: string) {
  const [row] = await t.database.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.accessTokenHash, sha256(accessToken)));
  assert.ok(row, 'the session is stored');
  return row;
}
function assertThrottled(response: LightMyRequestResponse, maxSeconds: number) {
  assert.equal(response.statusCode, 429, response.body);
  const { success, message } = response.json() as { success: boolean; message: string };
  assert.equal(success, false);
  const seconds = Number(response.headers['retry-after']);
  assert.ok(seconds >= 1 && seconds <= maxSeconds, `Retry-After ${seconds}`);
  assert.equal(message, `Too many attempts. Try again in ${seconds} s.`);
}
const detail = (accessToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-account/detail',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

describe('POST /api/auth/token', () => {
  it('signs a customer in with e-mail and password, the refresh token in an httpOnly cookie', async () => {
    const response = await signIn('Jana.Novakova@Example.cz');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json() as TokenResponse;
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 900);
    assert.match(body.access_token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(body.refresh_token, undefined, 'the web pages never see the refresh token');
    const cookie = refreshCookie(response);
    assert.match(cookie?.value ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(cookie?.value, body.access_token);
    assert.equal(cookie?.httpOnly, true);
    assert.equal(cookie?.path, '/api/auth');
    assert.equal(cookie?.sameSite, 'Strict');
    assert.equal(cookie?.maxAge, 172_800);
    // The device cookie: this browser is now known to the account (see ./throttle).
    const device = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    assert.match(device?.value ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.equal(device?.httpOnly, true);
    assert.equal(device?.path, '/api/auth');
    assert.equal(device?.sameSite, 'Strict');

    const account = await detail(body.access_token);
    assert.equal(account.statusCode, 200);
    const { customer } = account.json() as AccountDetailResponse;
    assert.equal(customer.email, 'jana.novakova@example.cz');
    assert.equal(customer.firstname, 'Jana');
    assert.equal(customer.phone, '+420 777 123 456');
  });

  it('refuses a wrong password, an unknown e-mail and a guest without an account', async () => {
    const cases: Array<[string, string, string]> = [
      ['jana.novakova@example.cz', 'kamera-2025', INVALID_CREDENTIALS],
      ['nikdo@example.cz', PASSWORD, NOT_REGISTERED],
      ['host@example.cz', PASSWORD, NOT_REGISTERED],
    ];
    for (const [username, password, message] of cases) {
      const response = await signIn(username, password);
      assert.equal(response.statusCode, 400, username);
      assert.deepEqual(response.json(), { success: false, message });
      assert.equal(refreshCookie(response), undefined);
    }
  });

  it('names what is missing or wrong in the form', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ grant_type: 'password', password: PASSWORD }, 'username is required'],
      [
        { grant_type: 'password', username: 'jana\u0000@example.cz', password: PASSWORD },
        'username',
      ],
      [{ grant_type: 'password', username: 'jana.novakova@example.cz' }, 'password is required'],
      [{ grant_type: 'client_credentials' }, 'grant_type'],
      [{ grant_type: 'google', id_token: 'x' }, GOOGLE_NOT_CONFIGURED],
    ];
    for (const [fields, message] of cases) {
      const response = await token(fields);
      assert.equal(response.statusCode, 400, JSON.stringify(fields));
      assert.match((response.json() as { message: string }).message, new RegExp(message));
    }
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      ...form({ grant_type: 'password' }),
    });
    assert.equal(noClient.statusCode, 400);
    assert.match((noClient.json() as { message: string }).message, /client_id/);
  });

  it('refreshes from the cookie once: the old tokens stop working', async () => {
    const first = await session();
    const refreshed = await token({ grant_type: 'refresh_token' }, first.refresh);
    assert.equal(refreshed.statusCode, 200);
    const second = {
      access: (refreshed.json() as TokenResponse).access_token,
      refresh: refreshCookie(refreshed)?.value ?? '',
    };
    assert.notEqual(second.access, first.access);
    assert.notEqual(second.refresh, first.refresh);
    assert.equal((await detail(second.access)).statusCode, 200);
    assert.equal((await detail(first.access)).statusCode, 401);

    const replay = await token({ grant_type: 'refresh_token' }, first.refresh);
    assert.equal(replay.statusCode, 400);
    assert.deepEqual(replay.json(), { success: false, message: INVALID_REFRESH_TOKEN });
    // Another tab may just have rotated the cookie: a refused refresh does not touch it.
    assert.equal(refreshCookie(replay), undefined);
    // Moments after the rotation that tab is not taken for a thief: the session goes on.
    assert.equal((await detail(second.access)).statusCode, 200);
    assert.equal((await refresh(second.refresh)).statusCode, 200);
  });

  it('lets only one of two concurrent refreshes with the same token through', async () => {
    const first = await session();
    const answers = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    const won = answers.find((answer) => answer.statusCode === 200);
    assert.ok(won);
    const winner = tokensOf(won);
    // The loser was another tab, not a thief: the session goes on.
    assert.equal((await detail(winner.access)).statusCode, 200);
    tokensOf(await refresh(winner.refresh));
  });

  it('rotates a token once when two refreshes have both found it current', async () => {
    const first = await session();
    // Both refreshes wait for each other after the look-up, before rotating.
    let arrived = 0;
    let release = () => {};
    const bothArrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const beforeRotation = async () => {
      arrived += 1;
      if (arrived === 2) release();
      await bothArrived;
    };
    const results = await Promise.allSettled([
      refreshSession(t.database.db, first.refresh, { beforeRotation }),
      refreshSession(t.database.db, first.refresh, { beforeRotation }),
    ]);
    assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected']);
    for (const result of results) {
      if (result.status === 'rejected') {
        assert.equal((result.reason as { statusCode?: number }).statusCode, 400);
      } else {
        assert.equal((await detail(result.value.tokens.access_token)).statusCode, 200);
      }
    }
  });

  it('ends the whole session when a rotated refresh token comes back later', async () => {
    const first = await session();
    const second = tokensOf(await refresh(first.refresh));
    const newest = tokensOf(await refresh(second.refresh));
    assert.equal((await detail(newest.access)).statusCode, 200);
    // The rotations are older than the grace for a concurrent tab.
    const { id } = await sessionRow(newest.access);
    await t.database.db
      .update(authRotatedRefreshTokens)
      .set({ rotatedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(authRotatedRefreshTokens.sessionId, id));

    const reuse = await refresh(first.refresh);
    assert.equal(reuse.statusCode, 400);
    assert.deepEqual(reuse.json(), { success: false, message: INVALID_REFRESH_TOKEN });
    // Thief or customer: whoever holds the newest tokens is signed out as well.
    assert.equal((await detail(newest.access)).statusCode, 401);
    assert.equal((await refresh(newest.refresh)).statusCode, 400);
    assert.equal((await refresh(second.refresh)).statusCode, 400);
    const left = await t.database.db
      .select()
      .from(authRotatedRefreshTokens)
      .where(eq(authRotatedRefreshTokens.sessionId, id));
    assert.deepEqual(left, []);
  });

  it('ends a session 30 days after its sign-in however often it was refreshed', async () => {
    const young = await session();
    // One minute before the end: a refresh still works, its tokens no longer than that minute.
    const signedIn = new Date(Date.now() - (SESSION_MAX_SECONDS - 60) * 1000);
    await t.database.db
      .update(authSessions)
      .set({ createdAt: signedIn })
      .where(eq(authSessions.id, (await sessionRow(young.access)).id));
    const lastRefresh = await refresh(young.refresh);
    const last = tokensOf(lastRefresh);
    assert.ok((lastRefresh.json() as TokenResponse).expires_in <= 60);
    assert.ok((refreshCookie(lastRefresh)?.maxAge ?? Infinity) <= 60);

    // Past the end: refused, and the session is gone.
    const old = await sessionRow(last.access);
    await t.database.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - (SESSION_MAX_SECONDS + 1) * 1000) })
      .where(eq(authSessions.id, old.id));
    const refused = await refresh(last.refresh);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { success: false, message: INVALID_REFRESH_TOKEN });
    assert.equal((await detail(last.access)).statusCode, 401);
  });

  it('gives other clients the refresh token in the answer, and takes it from the form', async () => {
    const other = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        ...form({ client_id: 'shop-mobile', ...fields }),
      });
    const signedIn = await other({
      grant_type: 'password',
      username: 'jana.novakova@example.cz',
      password: PASSWORD,
    });
    const { refresh_token } = signedIn.json() as TokenResponse;
    assert.match(refresh_token ?? '', /^[A-Za-z0-9_-]{43}$/);
    const refreshed = await other({
      grant_type: 'refresh_token',
      refresh_token: refresh_token ?? '',
    });
    assert.equal(refreshed.statusCode, 200);
    assert.notEqual((refreshed.json() as TokenResponse).refresh_token, refresh_token);
  });

  it('refuses a refresh without a token', async () => {
    const response = await token({ grant_type: 'refresh_token' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { success: false, message: INVALID_REFRESH_TOKEN });
  });

  it('lets an access token expire', async () => {
    const { access } = await session();
    const db = t.database.db;
    assert.notEqual(await customerOfAccessToken(db, access), null);
    const later = new Date(Date.now() + 16 * 60 * 1000);
    assert.equal(await customerOfAccessToken(db, access, later), null);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: neither token works afterwards', async () => {
    const tokens = await session();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${tokens.access}` },
      cookies: { [REFRESH_COOKIE]: tokens.refresh },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    assert.equal(refreshCookie(response)?.value, '');
    assert.equal((await detail(tokens.access)).statusCode, 401);
    const refresh = await token({ grant_type: 'refresh_token' }, tokens.refresh);
    assert.equal(refresh.statusCode, 400);
  });

  it('ends the session from a refresh token another tab has already rotated', async () => {
    const first = await session();
    const newest = tokensOf(await refresh(first.refresh));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: first.refresh },
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await detail(newest.access)).statusCode, 401);
    assert.equal((await refresh(newest.refresh)).statusCode, 400);
  });

  it('answers a sign-out without a session too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    assert.equal(response.statusCode, 200);
  });
});

describe('POST /api/user-account/detail', () => {
  it('needs a live access token', async () => {
    for (const accessToken of [undefined, 'not-a-token', 'a'.repeat(43)]) {
      const response = await detail(accessToken);
      assert.equal(response.statusCode, 401, String(accessToken));
      assert.deepEqual(response.json(), { success: false, message: UNAUTHORIZED });
    }
  });
});

describe('sign-in throttling', () => {
  const policy = DEFAULT_AUTH_THROTTLE;

  it('locks one account at one address after 5 failures, not other accounts there', async () => {
    await addAccounts('pair.victim@example.cz', 'pair.colleague@example.cz');
    const office = '198.51.100.10';
    for (let i = 0; i < policy.accountAddress.max; i += 1) {
      const failed = await signIn('pair.victim@example.cz', `guess-${i}`, { address: office });
      assert.equal(failed.statusCode, 400, `attempt ${i + 1}`);
    }
    // Not even the right password is looked at there for the rest of the window.
    assertThrottled(
      await signIn('pair.victim@example.cz', PASSWORD, { address: office }),
      policy.accountAddress.seconds,
    );
    // A colleague behind the same address signs in, and so does the owner elsewhere.
    tokensOf(await signIn('pair.colleague@example.cz', PASSWORD, { address: office }));
    tokensOf(await signIn('pair.victim@example.cz', PASSWORD, { address: '198.51.100.11' }));
  });

  it('counts 20 racing wrong passwords one by one: exactly the limit is looked at', async () => {
    await addAccounts('race.victim@example.cz');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn('race.victim@example.cz', `guess-${i}`, { address: '198.51.100.20' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 400).length, policy.accountAddress.max);
    assert.equal(
      statuses.filter((status) => status === 429).length,
      20 - policy.accountAddress.max,
    );
  });

  it('slows down guessing of one account spread over many addresses', async () => {
    await addAccounts('spread.victim@example.cz');
    // The owner signed in on this browser before.
    const known = deviceCookie(
      await signIn('spread.victim@example.cz', PASSWORD, { address: '192.0.2.200' }),
    );
    assert.ok(known);
    for (let i = 0; i < policy.account.max; i += 1) {
      const failed = await signIn('spread.victim@example.cz', `guess-${i}`, {
        address: `192.0.2.${i + 1}`,
      });
      assert.equal(failed.statusCode, 400, `attempt ${i + 1}`);
    }
    // From yet another address, each with one failure at most: the account-wide limit.
    assertThrottled(
      await signIn('spread.victim@example.cz', PASSWORD, { address: '192.0.2.100' }),
      policy.account.seconds,
    );
    // The owner's browser, known to the account, is not locked out by the attacker.
    const owner = await signIn('spread.victim@example.cz', PASSWORD, {
      address: '192.0.2.100',
      device: known,
    });
    tokensOf(owner);
    // A device cookie of another account does not count as known to this one.
    await addAccounts('spread.other@example.cz');
    const otherDevice = deviceCookie(
      await signIn('spread.other@example.cz', PASSWORD, { address: '192.0.2.201' }),
    );
    assertThrottled(
      await signIn('spread.victim@example.cz', PASSWORD, {
        address: '192.0.2.100',
        device: otherDevice ?? '',
      }),
      policy.account.seconds,
    );
  });

  it('limits failures per address over all accounts, except for known browsers', async () => {
    await addAccounts('address.regular@example.cz');
    const carrier = '203.0.113.50';
    const known = deviceCookie(
      await signIn('address.regular@example.cz', PASSWORD, { address: carrier }),
    );
    assert.ok(known);
    // Credential stuffing: many e-mails, one failure each.
    for (let i = 0; i < policy.address.max; i += 1) {
      const failed = await signIn(`stuffed-${i}@example.cz`, PASSWORD, { address: carrier });
      assert.equal(failed.statusCode, 400, `attempt ${i + 1}`);
      assert.deepEqual(failed.json(), { success: false, message: NOT_REGISTERED });
    }
    assertThrottled(await signIn('nobody@example.cz', PASSWORD, { address: carrier }), 900);
    assertThrottled(
      await signIn('address.regular@example.cz', PASSWORD, { address: carrier }),
      policy.address.seconds,
    );
    // A customer who signed in on this browser before is let in.
    tokensOf(
      await signIn('address.regular@example.cz', PASSWORD, { address: carrier, device: known }),
    );
    // Refreshes are not sign-ins: they are neither counted nor blocked by these limits.
    const live = await session();
    tokensOf(await refresh(live.refresh, { address: carrier }));
  });

  it('limits the failures of a known browser too', async () => {
    await addAccounts('known.browser@example.cz');
    const device = deviceCookie(await signIn('known.browser@example.cz'));
    assert.ok(device);
    for (let i = 0; i < policy.knownBrowser.max; i += 1) {
      const failed = await signIn('known.browser@example.cz', `guess-${i}`, {
        address: `100.64.0.${i + 1}`,
        device,
      });
      assert.equal(failed.statusCode, 400, `attempt ${i + 1}`);
    }
    assertThrottled(
      await signIn('known.browser@example.cz', PASSWORD, { address: '100.64.1.1', device }),
      policy.knownBrowser.seconds,
    );
  });
});

describe('refresh throttling', () => {
  const policy = DEFAULT_AUTH_THROTTLE;

  it('limits the refreshes of one session', async () => {
    let current = await session();
    for (let i = 0; i < policy.sessionRefreshes.max; i += 1) {
      current = tokensOf(await refresh(current.refresh));
    }
    const limited = await refresh(current.refresh);
    assertThrottled(limited, policy.sessionRefreshes.seconds);
    // Nothing was rotated: the cookie is left alone and still works after the window.
    assert.equal(refreshCookie(limited), undefined);
    assert.equal((await detail(current.access)).statusCode, 200);
    // Another session is not affected.
    tokensOf(await refresh((await session()).refresh));
  });

  it('limits refused refreshes per address, apart from sign-ins', async () => {
    const prober = '198.18.0.1';
    for (let i = 0; i < policy.refusedRefreshes.max; i += 1) {
      const refused = await refresh(`made-up-token-${i}`, { address: prober });
      assert.equal(refused.statusCode, 400, `attempt ${i + 1}`);
    }
    const live = await session();
    assertThrottled(
      await refresh(live.refresh, { address: prober }),
      policy.refusedRefreshes.seconds,
    );
    tokensOf(await refresh(live.refresh, { address: '198.18.0.2' }));
    // Password sign-ins from that address are counted apart.
    tokensOf(await signIn('jana.novakova@example.cz', PASSWORD, { address: prober }));
  });
});

describe('cookie-authenticated requests from other sites', () => {
  const fromSite = (origin: string) => ({ headers: { origin } });

  it('refuses a refresh by cookie from a foreign Origin or Referer', async () => {
    const live = await session();
    const cases: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example:8080' },
      { referer: 'https://evil.example/shop/login' },
    ];
    for (const headers of cases) {
      const refused = await refresh(live.refresh, { headers });
      assert.equal(refused.statusCode, 403, JSON.stringify(headers));
      assert.deepEqual(refused.json(), { success: false, message: FOREIGN_ORIGIN });
      assert.equal(refreshCookie(refused), undefined);
    }
    // Nothing was used up: the session refreshes from the shop's own pages.
    tokensOf(await refresh(live.refresh, fromSite('http://localhost:8080')));
  });

  it('accepts the public origin, the request host and clients that name no origin', async () => {
    let current = await session();
    const cases: Array<Record<string, string>> = [
      { origin: 'http://localhost:8080' },
      { referer: 'http://localhost:8080/cs/ucet' },
      { host: 'pujcovna.example:8443', origin: 'https://pujcovna.example:8443' },
      {},
    ];
    for (const headers of cases) {
      current = tokensOf(await refresh(current.refresh, { headers }));
    }
  });

  it('lets a refresh token sent in the form through from anywhere: no cookie, no forgery', async () => {
    const mobile = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      ...form({
        client_id: 'shop-mobile',
        grant_type: 'password',
        username: 'jana.novakova@example.cz',
        password: PASSWORD,
      }),
    });
    const { refresh_token } = mobile.json() as TokenResponse;
    const request = form({
      client_id: 'shop-mobile',
      grant_type: 'refresh_token',
      refresh_token: refresh_token ?? '',
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: request.payload,
      headers: { ...request.headers, origin: 'https://evil.example' },
    });
    assert.equal(refreshed.statusCode, 200);
  });

  it('refuses a sign-out by cookie from a foreign origin', async () => {
    const live = await session();
    const logout = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${live.access}`, ...headers },
        cookies: { [REFRESH_COOKIE]: live.refresh },
      });
    const refused = await logout({ origin: 'https://evil.example' });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { success: false, message: FOREIGN_ORIGIN });
    assert.equal((await detail(live.access)).statusCode, 200);
    assert.equal((await logout({ origin: 'http://localhost:8080' })).statusCode, 200);
    assert.equal((await detail(live.access)).statusCode, 401);
  });

  it('takes other loopback origins only when the shop itself runs on loopback', async () => {
    const live = await session();
    // A remote's stand-alone dev server on another port, proxying to this shop.
    tokensOf(await refresh(live.refresh, fromSite('http://localhost:3003')));

    const hosted = await createTestApp({
      config: { publicOrigin: 'https://www.pujcovna.example' },
    });
    try {
      await hosted.database.db.insert(customers).values({
        customerKey: randomCode(),
        email: 'jana.novakova@example.cz',
        firstname: 'Jana',
        lastname: 'Nováková',
        passwordHash,
      });
      const signedIn = await hosted.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        ...form({
          client_id: WEB_CLIENT_ID,
          grant_type: 'password',
          username: 'jana.novakova@example.cz',
          password: PASSWORD,
        }),
      });
      const hostCookie = (response: LightMyRequestResponse) =>
        response.cookies.find((c) => c.name === HOST_REFRESH_COOKIE);
      let cookie = hostCookie(signedIn)?.value ?? '';
      assert.ok(cookie, 'a refresh cookie');
      const refreshFrom = async (origin: string) => {
        const request = form({ client_id: WEB_CLIENT_ID, grant_type: 'refresh_token' });
        const response = await hosted.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: request.payload,
          headers: { ...request.headers, origin, host: 'api.internal:8080' },
          cookies: { [HOST_REFRESH_COOKIE]: cookie },
        });
        cookie = hostCookie(response)?.value ?? cookie;
        return response.statusCode;
      };
      assert.equal(await refreshFrom('http://localhost:3003'), 403);
      assert.equal(await refreshFrom('https://www.pujcovna.example'), 200);
    } finally {
      await hosted.close();
    }
  });
});

describe('the refresh cookie over https', () => {
  const ORIGIN = 'https://www.pujcovna.example';
  let hosted: TestApp;
  before(async () => {
    hosted = await createTestApp({ config: { publicOrigin: ORIGIN } });
    await hosted.database.db.insert(customers).values({
      customerKey: randomCode(),
      email: 'jana.novakova@example.cz',
      firstname: 'Jana',
      lastname: 'Nováková',
      passwordHash,
    });
  });
  after(async () => {
    await hosted?.close();
  });

  const post = (url: string, fields: Record<string, string>, cookies: Record<string, string>) => {
    const request = form(fields);
    return hosted.app.inject({
      method: 'POST',
      url,
      payload: request.payload,
      headers: { ...request.headers, origin: ORIGIN },
      cookies,
    });
  };
  const signInHere = () =>
    post(
      '/api/auth/token',
      {
        client_id: WEB_CLIENT_ID,
        grant_type: 'password',
        username: 'jana.novakova@example.cz',
        password: PASSWORD,
      },
      {},
    );
  const refreshWith = (cookies: Record<string, string>) =>
    post('/api/auth/token', { client_id: WEB_CLIENT_ID, grant_type: 'refresh_token' }, cookies);
  const named = (response: LightMyRequestResponse, name: string) =>
    response.cookies.find((c) => c.name === name);

  it('is a __Host- cookie: Secure, for the whole site, without a Domain', async () => {
    const response = await signInHere();
    assert.equal(response.statusCode, 200, response.body);
    const cookie = named(response, HOST_REFRESH_COOKIE);
    assert.ok(cookie?.value, JSON.stringify(response.cookies));
    assert.equal(cookie.secure, true);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/');
    assert.equal(cookie.domain, undefined);
    const header = [response.headers['set-cookie']]
      .flat()
      .find((line) => String(line).startsWith(`${HOST_REFRESH_COOKIE}=`));
    assert.doesNotMatch(String(header), /Domain=/i);
    // No cookie under the old name.
    assert.equal(named(response, REFRESH_COOKIE), undefined);
    // And it refreshes.
    const refreshed = await refreshWith({ [HOST_REFRESH_COOKIE]: cookie.value });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.ok(named(refreshed, HOST_REFRESH_COOKIE)?.value);
  });

  it('takes the cookie of the old name once, replacing it by the __Host- cookie', async () => {
    const old = named(await signInHere(), HOST_REFRESH_COOKIE)?.value ?? '';
    // A browser signed in before the rename holds its token under the old name.
    const refreshed = await refreshWith({ [REFRESH_COOKIE]: old });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    const renamed = named(refreshed, HOST_REFRESH_COOKIE);
    assert.ok(renamed?.value);
    assert.notEqual(renamed.value, old);
    assert.equal(renamed.path, '/');
    // The old cookie is cleared where it lived.
    const cleared = named(refreshed, REFRESH_COOKIE);
    assert.ok(cleared, 'the old cookie is cleared');
    assert.equal(cleared.value, '');
    assert.equal(cleared.path, '/api/auth');
    assert.ok(cleared.expires && cleared.expires.getTime() < Date.now());
    // The new cookie goes on refreshing; the old one's token was rotated.
    const next = await refreshWith({ [HOST_REFRESH_COOKIE]: renamed.value });
    assert.equal(next.statusCode, 200, next.body);
  });

  it('prefers the __Host- cookie when both are sent, and signs out under both names', async () => {
    const current = named(await signInHere(), HOST_REFRESH_COOKIE)?.value ?? '';
    const refreshed = await refreshWith({
      [HOST_REFRESH_COOKIE]: current,
      [REFRESH_COOKIE]: 'stale-token-of-the-old-cookie',
    });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    const live = named(refreshed, HOST_REFRESH_COOKIE)?.value ?? '';
    const out = await post(
      '/api/auth/logout',
      {},
      { [HOST_REFRESH_COOKIE]: live, [REFRESH_COOKIE]: 'stale-token-of-the-old-cookie' },
    );
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(named(out, HOST_REFRESH_COOKIE)?.value, '');
    assert.equal(named(out, HOST_REFRESH_COOKIE)?.path, '/');
    assert.equal(named(out, REFRESH_COOKIE)?.value, '');
    // Cleared with the attributes they were set with.
    for (const name of [HOST_REFRESH_COOKIE, REFRESH_COOKIE]) {
      const cleared = named(out, name);
      assert.deepEqual(
        [cleared?.sameSite, cleared?.httpOnly, cleared?.secure],
        ['Strict', true, true],
        name,
      );
    }
    // The session ended: its cookie no longer refreshes.
    assert.equal((await refreshWith({ [HOST_REFRESH_COOKIE]: live })).statusCode, 400);
  });
});
