import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_SECONDS,
  type TokenResponse,
} from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import { findCustomerByEmail } from '../order/repository';
import {
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  findCustomerIdByAccessToken,
  insertSession,
  rotateSession,
  type SessionTokens,
} from './repository';

/** The messages of the specification's error catalogue. */
export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';
export const NOT_REGISTERED = 'User not registered.';
export const INVALID_REFRESH_TOKEN = 'The session has expired. Sign in again.';

/** A bearer token: 256 random bits, URL-safe. Only its SHA-256 hash is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a sign-in or refresh gives: both tokens (the routes decide where the refresh one goes). */
export type IssuedTokens = TokenResponse & { refresh_token: string };

function issue(now: Date): { response: IssuedTokens; hashes: SessionTokens } {
  const accessToken = newToken();
  const refreshToken = newToken();
  return {
    response: {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
    },
    hashes: {
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
      refreshTokenHash: hashToken(refreshToken),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    },
  };
}

/** Grant password: an account's e-mail and password give a new session. */
export async function signInWithPassword(
  db: Database,
  email: string | undefined,
  password: string | undefined,
  now = new Date(),
): Promise<IssuedTokens> {
  if (!email?.trim()) throw badRequest('username is required');
  if (!password) throw badRequest('password is required');
  const account = await findCustomerByEmail(db, email.trim().toLowerCase());
  if (!account?.passwordHash) throw badRequest(NOT_REGISTERED);
  if (!(await verify(account.passwordHash, password))) throw badRequest(INVALID_CREDENTIALS);
  await deleteExpiredSessions(db, now);
  const { response, hashes } = issue(now);
  await insertSession(db, account.id, hashes);
  return response;
}

/** Grant refresh_token: a live refresh token gives new tokens; the old ones stop working. */
export async function refreshSession(
  db: Database,
  refreshToken: string | undefined,
  now = new Date(),
): Promise<IssuedTokens> {
  if (!refreshToken) throw new HttpError(400, INVALID_REFRESH_TOKEN);
  const { response, hashes } = issue(now);
  const customerId = await rotateSession(db, hashToken(refreshToken), hashes, now);
  if (customerId === null) throw new HttpError(400, INVALID_REFRESH_TOKEN);
  return response;
}

/** Ends the session of a refresh token (cookie) or, failing that, of an access token. */
export async function signOut(
  db: Database,
  tokens: { refreshToken?: string | undefined; accessToken?: string | undefined },
): Promise<void> {
  if (tokens.refreshToken) {
    await deleteSessionByTokenHash(db, 'refreshTokenHash', hashToken(tokens.refreshToken));
  }
  if (tokens.accessToken) {
    await deleteSessionByTokenHash(db, 'accessTokenHash', hashToken(tokens.accessToken));
  }
}

/** The customer of a live access token, or null. */
export function customerOfAccessToken(db: Database, accessToken: string, now = new Date()) {
  return findCustomerIdByAccessToken(db, hashToken(accessToken), now);
}
