import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import {
  type AccountDetailResponse,
  REFRESH_COOKIE,
  type TokenResponse,
  WEB_CLIENT_ID,
} from '@shop/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { customers } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { GOOGLE_NOT_CONFIGURED } from './routes';
import {
  customerOfAccessToken,
  INVALID_CREDENTIALS,
  INVALID_REFRESH_TOKEN,
  NOT_REGISTERED,
} from './service';

const PASSWORD = 'kamera-2026';
let t: TestApp;

before(async () => {
  t = await createTestApp({ signInAttemptsPerMinute: 1000 });
  await t.database.db.insert(customers).values([
    {
      customerKey: randomCode(),
      email: 'jana.novakova@example.cz',
      firstname: 'Jana',
      lastname: 'Nováková',
      phone: '+420 777 123 456',
      passwordHash: await hash(PASSWORD),
    },
    // A guest: ordered once, never registered.
    { customerKey: randomCode(), email: 'host@example.cz', firstname: 'Petr', lastname: 'Host' },
  ]);
});
after(async () => {
  await t?.close();
});

const token = (fields: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    ...form({ client_id: WEB_CLIENT_ID, ...fields }),
    ...(cookie ? { cookies: { [REFRESH_COOKIE]: cookie } } : {}),
  });
const signIn = (username = 'jana.novakova@example.cz', password = PASSWORD) =>
  token({ grant_type: 'password', username, password });
const refreshCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === REFRESH_COOKIE);
/** A web sign-in's access token and the refresh token from its cookie. */
async function session(username?: string) {
  const response = await signIn(username);
  const body = response.json() as TokenResponse;
  return { access: body.access_token, refresh: refreshCookie(response)?.value ?? '' };
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

describe('sign-in attempts', () => {
  it('are limited per client address', async () => {
    const limited = await createTestApp({ signInAttemptsPerMinute: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          ...form({
            client_id: 'shop-web',
            grant_type: 'password',
            username: 'a@b.cz',
            password: 'x',
          }),
        });
      for (let i = 0; i < 3; i += 1) assert.equal((await attempt()).statusCode, 400);
      // Session refreshes are not sign-in attempts: they never count, nor get blocked.
      for (let i = 0; i < 5; i += 1) {
        const refresh = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          ...form({ client_id: WEB_CLIENT_ID, grant_type: 'refresh_token' }),
        });
        assert.equal(refresh.statusCode, 400);
      }
      const blocked = await attempt();
      assert.equal(blocked.statusCode, 429);
      assert.match((blocked.json() as { message: string }).message, /^Too many attempts\./);
      assert.equal((blocked.json() as { success: boolean }).success, false);
    } finally {
      await limited.close();
    }
  });
});
