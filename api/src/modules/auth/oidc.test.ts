import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import { REFRESH_COOKIE, type TokenResponse, WEB_CLIENT_ID } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { customers } from '../../db/schema';
import { randomCode } from '../../lib/random-code';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { customerOfAccessToken } from '../identity';
import { DEVICE_COOKIE } from '../throttle';
import { GOOGLE_NOT_CONFIGURED } from './grants';
import { createIdTokenVerifier, IdTokenRejected, IssuerUnavailable } from './oidc';
import { GOOGLE_UNAVAILABLE } from './routes';
import { SOCIAL_SIGN_IN_FAILED } from './service';

// A local OpenID Connect issuer: its own key pair, its key set served over HTTP on a free port,
// ID tokens signed like Google's. Nothing here reaches the network.
const ISSUER = 'https://issuer.example.cz';
const CLIENT_ID = 'shop-client.apps.example.cz';
const NONCE = 'n-0S6_WzA2Mj';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let issuerKey: Key;
let strangerKey: Key;
let jwksServer: Server;
let jwksUrl: string;
let t: TestApp;

before(async () => {
  const issuer = await generateKeyPair('RS256');
  issuerKey = issuer.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(issuer.publicKey)), kid: 'k1', alg: 'RS256' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;

  t = await createTestApp({
    config: { google: { clientId: CLIENT_ID, issuer: ISSUER, jwksUrl: jwksUrl } },
  });
  const passwordHash = await hash('kamera-2026');
  await t.database.db.insert(customers).values([
    {
      customerKey: randomCode(),
      email: 'jana.novakova@example.cz',
      firstname: 'Jana',
      lastname: 'Nováková',
      passwordHash,
    },
    // A guest: ordered once, never registered.
    { customerKey: randomCode(), email: 'host@example.cz', firstname: 'Petr', lastname: 'Host' },
  ]);
});
after(async () => {
  await t?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

interface TokenOptions {
  claims?: JWTPayload;
  key?: Key;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative: already expired. */
  expiresIn?: number;
}

/** An ID token as the issuer signs it: Jana's verified e-mail and NONCE unless told otherwise. */
function idToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: 'Jana.Novakova@example.cz',
    email_verified: true,
    nonce: NONCE,
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('110169484474386276334')
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(options.key ?? issuerKey);
}

const googleSignIn = (fields: Record<string, string>, app = t.app) => {
  const request = form({ client_id: WEB_CLIENT_ID, grant_type: 'google', ...fields });
  return app.inject({ method: 'POST', url: '/api/auth/token', ...request });
};

describe('POST /auth/token grant google', () => {
  it('signs an account in with a verified ID token: the same tokens and cookies as a password', async () => {
    const response = await googleSignIn({ id_token: await idToken(), nonce: NONCE });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as TokenResponse;
    assert.equal(body.token_type, 'Bearer');
    assert.equal(
      body.refresh_token,
      undefined,
      'the web client gets the refresh token as a cookie',
    );
    assert.ok(response.cookies.some((c) => c.name === REFRESH_COOKIE && c.httpOnly));
    assert.ok(response.cookies.some((c) => c.name === DEVICE_COOKIE));
    assert.equal(response.headers['cache-control'], 'no-store');
    const customerId = await customerOfAccessToken(t.database.db, body.access_token);
    assert.ok(customerId, 'the access token is a live session');
    // The issuer verified the mailbox: the account's e-mail counts as confirmed now.
    const [account] = await t.database.db
      .select({ emailVerified: customers.emailVerified })
      .from(customers)
      .where(eq(customers.id, customerId));
    assert.equal(account?.emailVerified, true);
  });

  const refusals: Array<[string, () => Promise<Record<string, string>>]> = [
    [
      'a token signed by another key',
      async () => ({ id_token: await idToken({ key: strangerKey }), nonce: NONCE }),
    ],
    [
      'a token for another client',
      async () => ({ id_token: await idToken({ audience: 'someone-else' }), nonce: NONCE }),
    ],
    [
      'a token from another issuer',
      async () => ({ id_token: await idToken({ issuer: 'https://evil.example' }), nonce: NONCE }),
    ],
    [
      'an expired token',
      async () => ({ id_token: await idToken({ expiresIn: -120 }), nonce: NONCE }),
    ],
    [
      'another nonce than the token carries',
      async () => ({ id_token: await idToken(), nonce: 'other-nonce' }),
    ],
    [
      'a token without a nonce',
      async () => ({ id_token: await idToken({ claims: { nonce: undefined } }), nonce: NONCE }),
    ],
    [
      'an e-mail the issuer has not verified',
      async () => ({
        id_token: await idToken({ claims: { email_verified: false } }),
        nonce: NONCE,
      }),
    ],
    ['a token that is no JWT', async () => ({ id_token: 'not-a-token', nonce: NONCE })],
    [
      'an unknown e-mail',
      async () => ({
        id_token: await idToken({ claims: { email: 'nikdo@example.cz' } }),
        nonce: NONCE,
      }),
    ],
    [
      'a guest without an account',
      async () => ({
        id_token: await idToken({ claims: { email: 'host@example.cz' } }),
        nonce: NONCE,
      }),
    ],
  ];
  for (const [what, fields] of refusals) {
    it(`refuses ${what} with the specification's message`, async () => {
      const response = await googleSignIn(await fields());
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { success: false, message: SOCIAL_SIGN_IN_FAILED });
      assert.equal(
        response.cookies.find((c) => c.name === REFRESH_COOKIE),
        undefined,
        'no session',
      );
    });
  }

  it('tolerates a minute of clock difference, no more', async () => {
    assert.equal(
      (await googleSignIn({ id_token: await idToken({ expiresIn: -30 }), nonce: NONCE }))
        .statusCode,
      200,
    );
  });

  it('names a missing ID token or nonce, and a nonce too long', async () => {
    const missingToken = await googleSignIn({ nonce: NONCE });
    assert.deepEqual(missingToken.json(), { success: false, message: 'id_token is required' });
    const missingNonce = await googleSignIn({ id_token: await idToken() });
    assert.deepEqual(missingNonce.json(), { success: false, message: 'nonce is required' });
    const longNonce = await googleSignIn({ id_token: await idToken(), nonce: 'n'.repeat(129) });
    assert.equal(longNonce.statusCode, 400);
  });

  it('answers 503 while the issuer does not answer', async () => {
    const other = await createTestApp({
      config: {
        google: { clientId: CLIENT_ID, issuer: ISSUER, jwksUrl: 'http://127.0.0.1:9/certs' },
      },
    });
    try {
      const response = await googleSignIn({ id_token: await idToken(), nonce: NONCE }, other.app);
      assert.equal(response.statusCode, 503, response.body);
      assert.deepEqual(response.json(), { success: false, message: GOOGLE_UNAVAILABLE });
    } finally {
      await other.close();
    }
  });

  it('is not available without a client id', async () => {
    const other = await createTestApp();
    try {
      const response = await googleSignIn({ id_token: await idToken(), nonce: NONCE }, other.app);
      assert.deepEqual(response.json(), { success: false, message: GOOGLE_NOT_CONFIGURED });
    } finally {
      await other.close();
    }
  });
});

describe('createIdTokenVerifier', () => {
  const verifier = () =>
    createIdTokenVerifier({ clientId: CLIENT_ID, issuer: ISSUER, jwks: jwksUrl });

  it('gives the subject and the lower-case e-mail of a valid token', async () => {
    assert.deepEqual(await verifier()(await idToken(), NONCE), {
      subject: '110169484474386276334',
      email: 'jana.novakova@example.cz',
    });
  });

  it('tells why it rejects a token', async () => {
    const reasonOf = async (token: string, nonce = NONCE) => {
      try {
        await verifier()(token, nonce);
      } catch (error) {
        assert.ok(error instanceof IdTokenRejected, String(error));
        return error.reason;
      }
      assert.fail('accepted');
    };
    assert.equal(
      await reasonOf(await idToken({ key: strangerKey })),
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    );
    assert.equal(
      await reasonOf(await idToken({ audience: 'x' })),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
    assert.equal(await reasonOf(await idToken({ expiresIn: -120 })), 'ERR_JWT_EXPIRED');
    assert.equal(await reasonOf(await idToken(), 'other'), 'nonce does not match');
    assert.equal(
      await reasonOf(await idToken({ claims: { email_verified: 'true' } })),
      'e-mail not verified',
    );
  });

  it("accepts Google's issuer written without its scheme", async () => {
    const google = createIdTokenVerifier({
      clientId: CLIENT_ID,
      issuer: 'https://accounts.google.com',
      jwks: jwksUrl,
    });
    const identity = await google(await idToken({ issuer: 'accounts.google.com' }), NONCE);
    assert.equal(identity.email, 'jana.novakova@example.cz');
  });

  it('tells an unreachable issuer from a bad token', async () => {
    const unreachable = createIdTokenVerifier({
      clientId: CLIENT_ID,
      issuer: ISSUER,
      jwks: 'http://127.0.0.1:9/certs',
    });
    await assert.rejects(unreachable(await idToken(), NONCE), IssuerUnavailable);
  });
});
