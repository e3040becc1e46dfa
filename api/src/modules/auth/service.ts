import { randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_SECONDS,
  EMAIL_NOT_CONFIRMED,
  REFRESH_TOKEN_SECONDS,
  SESSION_MAX_SECONDS,
  type TokenResponse,
} from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { normalizeEmail } from '../../lib/email-address';
import { badRequest, HttpError } from '../../lib/http-error';
import { customerByEmail, hashToken, matchPassword } from '../identity';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionByTokenHash,
  findRefreshToken,
  insertSession,
  markEmailVerified,
  rotateSession,
  type SessionTokens,
} from './repository';

/** The messages of the specification's error catalogue. */
export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';
export const NOT_REGISTERED = 'User not registered.';
export const INVALID_REFRESH_TOKEN = 'The session has expired. Sign in again.';
export const SOCIAL_SIGN_IN_FAILED = 'Login through the social provider failed, register first.';
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Confirm your e-mail first: open the link we e-mailed you, or have it sent again.';

/**
 * A password sign-in whose password is right but whose e-mail is not confirmed yet (a registration
 * waiting for its link): 403 with the errorKey EMAIL_NOT_CONFIRMED.
 */
export class EmailNotConfirmed extends HttpError {
  readonly errorKey = EMAIL_NOT_CONFIRMED;

  constructor() {
    super(403, EMAIL_NOT_CONFIRMED_MESSAGE);
  }
}

/** A bearer token: 256 random bits, URL-safe. Only its SHA-256 hash is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a sign-in or refresh gives: both tokens (the routes decide where the refresh one goes). */
export type IssuedTokens = TokenResponse & { refresh_token: string };

export interface IssuedSession {
  tokens: IssuedTokens;
  /** Seconds the refresh token is valid: its lifetime, or less near the session's end. */
  refreshTokenSeconds: number;
}

/**
 * Refresh-token reuse (RFC 9700 §4.14.2): a refresh token works once; presenting one the session
 * has already rotated away from ends the whole session (family), so that whoever holds the newest
 * tokens, thief or customer, is out too. One exception, for this long after the rotation: the web
 * client's refresh token is a cookie shared by all tabs, and two tabs (or a reload racing a
 * refresh) send the same cookie at the same time; the loser of that race arrives with the token
 * the winner has just rotated and must not sign the customer out of every tab. Within the grace
 * the old token is only refused (no new tokens, the cookie untouched), and the client tries again
 * with the rotated cookie (shell/src/auth/session.ts). A thief gains nothing from the grace: it
 * never yields tokens, and a stolen token replayed later than that still ends the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

function issue(now: Date, sessionEnd: Date): { issued: IssuedSession; hashes: SessionTokens } {
  const accessToken = newToken();
  const refreshToken = newToken();
  // No token outlives the session's absolute lifetime.
  const until = (seconds: number) =>
    new Date(Math.min(now.getTime() + seconds * 1000, sessionEnd.getTime()));
  const accessExpiresAt = until(ACCESS_TOKEN_SECONDS);
  const refreshExpiresAt = until(REFRESH_TOKEN_SECONDS);
  const secondsLeft = (end: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
  return {
    issued: {
      tokens: {
        access_token: accessToken,
        refresh_token: refreshToken,
        token_type: 'Bearer',
        expires_in: secondsLeft(accessExpiresAt),
      },
      refreshTokenSeconds: secondsLeft(refreshExpiresAt),
    },
    hashes: {
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt,
      refreshTokenHash: hashToken(refreshToken),
      refreshExpiresAt,
    },
  };
}

const sessionEndOf = (signedInAt: Date) =>
  new Date(signedInAt.getTime() + SESSION_MAX_SECONDS * 1000);

/** A password grant's e-mail (normalised) and password, or 400 naming what is missing. */
export function passwordCredentials(
  username: string | undefined,
  password: string | undefined,
): { email: string; password: string } {
  if (!username?.trim()) throw badRequest('username is required');
  if (!password) throw badRequest('password is required');
  return { email: normalizeEmail(username), password };
}

/** A new session of the account, its tokens valid from now; clears out ended sessions. */
async function startSession(db: Database, customerId: number, now: Date): Promise<IssuedSession> {
  await deleteExpiredSessions(db, now, new Date(now.getTime() - SESSION_MAX_SECONDS * 1000));
  const { issued, hashes } = issue(now, sessionEndOf(now));
  await insertSession(db, customerId, hashes, now);
  return issued;
}

/**
 * Grant password: an account's e-mail and password give a new session. A guest's e-mail whose
 * registration waits for its confirmation has no account yet; the password chosen then (kept with
 * the link) earns EmailNotConfirmed, so the page can say to confirm the e-mail and offer the link
 * again. Any other password is refused as for an e-mail without an account.
 */
export async function signInWithPassword(
  db: Database,
  username: string | undefined,
  passwordField: string | undefined,
  now = new Date(),
): Promise<IssuedSession> {
  const { email, password } = passwordCredentials(username, passwordField);
  const account = await customerByEmail(db, email);
  const matched = await matchPassword(db, account, password);
  if (account && matched?.kind === 'account') return startSession(db, account.id, now);
  if (matched?.kind === 'pending') throw new EmailNotConfirmed();
  throw badRequest(account?.passwordHash ? INVALID_CREDENTIALS : NOT_REGISTERED);
}

/**
 * Grant google: the customer whose e-mail the issuer verified gives a new session, when that
 * customer has an account (registered with a password). A guest who only ordered, or an e-mail
 * the shop does not know, must register first: a Google sign-in never creates an account. The
 * issuer has verified that the person holds the mailbox, so the account's e-mail counts as
 * confirmed from then on (its guest orders and company roles open up, as after the e-mailed link).
 */
export async function signInWithGoogle(
  db: Database,
  email: string,
  now = new Date(),
): Promise<IssuedSession> {
  const account = await customerByEmail(db, normalizeEmail(email));
  if (!account?.passwordHash) throw badRequest(SOCIAL_SIGN_IN_FAILED);
  if (!account.emailVerified) await markEmailVerified(db, account.id);
  return startSession(db, account.id, now);
}

export interface RefreshOptions {
  now?: Date;
  /**
   * Called with the session of a live refresh token before it is rotated; may throw (a limit of
   * refreshes per session).
   */
  beforeRotation?: (sessionId: number) => Promise<void>;
  /** Told when a rotated refresh token came back and its session was ended. */
  onReuse?: (sessionId: number) => void;
}

/**
 * Grant refresh_token: the current refresh token of a live session gives new tokens; the old ones
 * stop working. A session ends when its refresh token expires, 30 days after its sign-in
 * (`SESSION_MAX_SECONDS`) however often it was refreshed, and when a rotated refresh token is
 * presented again (`REFRESH_REUSE_GRACE_SECONDS`).
 */
export async function refreshSession(
  db: Database,
  refreshToken: string | undefined,
  options: RefreshOptions = {},
): Promise<IssuedSession> {
  const now = options.now ?? new Date();
  const refused = () => new HttpError(400, INVALID_REFRESH_TOKEN);
  if (!refreshToken) throw refused();
  const tokenHash = hashToken(refreshToken);
  const match = await findRefreshToken(db, tokenHash);
  if (!match) throw refused();
  if (match.kind === 'rotated') {
    const sinceRotation = now.getTime() - match.rotatedAt.getTime();
    if (sinceRotation > REFRESH_REUSE_GRACE_SECONDS * 1000) {
      await deleteSession(db, match.sessionId);
      options.onReuse?.(match.sessionId);
    }
    throw refused();
  }
  const sessionEnd = sessionEndOf(match.createdAt);
  if (match.refreshExpiresAt <= now || sessionEnd <= now) {
    await deleteSession(db, match.sessionId);
    throw refused();
  }
  await options.beforeRotation?.(match.sessionId);
  const { issued, hashes } = issue(now, sessionEnd);
  // False: a concurrent refresh with the same token won, moments ago (within the grace).
  if (!(await rotateSession(db, match.sessionId, tokenHash, hashes, now))) throw refused();
  return issued;
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
