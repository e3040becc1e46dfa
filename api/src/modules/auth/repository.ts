import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authRotatedRefreshTokens, authSessions, customers } from '../../db/schema';

export interface SessionTokens {
  accessTokenHash: string;
  accessExpiresAt: Date;
  refreshTokenHash: string;
  refreshExpiresAt: Date;
}

/** Starts a session (a refresh-token family) signed in at `now`. */
export async function insertSession(
  db: Database,
  customerId: number,
  tokens: SessionTokens,
  now: Date,
) {
  await db.insert(authSessions).values({ customerId, ...tokens, createdAt: now });
}

/** What a presented refresh token is: a session's current one, or one it has rotated away from. */
export type RefreshTokenMatch =
  | {
      kind: 'current';
      sessionId: number;
      customerId: number;
      /** The sign-in. */
      createdAt: Date;
      refreshExpiresAt: Date;
    }
  | { kind: 'rotated'; sessionId: number; rotatedAt: Date };

export async function findRefreshToken(
  db: Database,
  refreshTokenHash: string,
): Promise<RefreshTokenMatch | null> {
  const [current] = await db
    .select({
      sessionId: authSessions.id,
      customerId: authSessions.customerId,
      createdAt: authSessions.createdAt,
      refreshExpiresAt: authSessions.refreshExpiresAt,
    })
    .from(authSessions)
    .where(eq(authSessions.refreshTokenHash, refreshTokenHash))
    .limit(1);
  if (current) return { kind: 'current', ...current };
  const [rotated] = await db
    .select({
      sessionId: authRotatedRefreshTokens.sessionId,
      rotatedAt: authRotatedRefreshTokens.rotatedAt,
    })
    .from(authRotatedRefreshTokens)
    .where(eq(authRotatedRefreshTokens.refreshTokenHash, refreshTokenHash))
    .limit(1);
  return rotated ? { kind: 'rotated', ...rotated } : null;
}

/**
 * Swaps a session's tokens for new ones if `refreshTokenHash` is still its current refresh token,
 * and remembers that token as rotated. False when a concurrent refresh rotated it first.
 */
export async function rotateSession(
  db: Database,
  sessionId: number,
  refreshTokenHash: string,
  tokens: SessionTokens,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(authSessions)
      .set(tokens)
      .where(
        and(eq(authSessions.id, sessionId), eq(authSessions.refreshTokenHash, refreshTokenHash)),
      )
      .returning({ id: authSessions.id });
    if (rows.length === 0) return false;
    await tx
      .insert(authRotatedRefreshTokens)
      .values({ refreshTokenHash, sessionId, rotatedAt: now });
    return true;
  });
}

/** Ends a session: its access token, its refresh token and the memory of its rotated ones. */
export async function deleteSession(db: Database, sessionId: number) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends the session an access token, or a current or rotated refresh token, belongs to. */
export async function deleteSessionByTokenHash(
  db: Database,
  column: 'refreshTokenHash' | 'accessTokenHash',
  tokenHash: string,
) {
  const ofRotated = db
    .select({ id: authRotatedRefreshTokens.sessionId })
    .from(authRotatedRefreshTokens)
    .where(eq(authRotatedRefreshTokens.refreshTokenHash, tokenHash));
  await db
    .delete(authSessions)
    .where(
      column === 'accessTokenHash'
        ? eq(authSessions.accessTokenHash, tokenHash)
        : or(eq(authSessions.refreshTokenHash, tokenHash), inArray(authSessions.id, ofRotated)),
    );
}

/** Forgets sessions whose refresh token has expired or that signed in before `signedInBefore`. */
export async function deleteExpiredSessions(db: Database, now: Date, signedInBefore: Date) {
  await db
    .delete(authSessions)
    .where(or(lt(authSessions.refreshExpiresAt, now), lt(authSessions.createdAt, signedInBefore)));
}

/** The customer's e-mail is confirmed (by the e-mailed link, or by the sign-in provider). */
export async function markEmailVerified(db: Database, customerId: number): Promise<void> {
  await db.update(customers).set({ emailVerified: true }).where(eq(customers.id, customerId));
}
