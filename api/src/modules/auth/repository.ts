import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions } from '../../db/schema';

export interface SessionTokens {
  accessTokenHash: string;
  accessExpiresAt: Date;
  refreshTokenHash: string;
  refreshExpiresAt: Date;
}

export async function insertSession(db: Database, customerId: number, tokens: SessionTokens) {
  await db.insert(authSessions).values({ customerId, ...tokens });
}

/**
 * Swaps a live session's tokens for new ones, found by its refresh token; the old refresh token
 * stops working at once (rotation). Returns the customer id, or null for an unknown or expired
 * refresh token.
 */
export async function rotateSession(
  db: Database,
  refreshTokenHash: string,
  tokens: SessionTokens,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(authSessions)
    .set(tokens)
    .where(
      and(
        eq(authSessions.refreshTokenHash, refreshTokenHash),
        gt(authSessions.refreshExpiresAt, now),
      ),
    )
    .returning({ customerId: authSessions.customerId });
  return row?.customerId ?? null;
}

/** The customer id of a live access token, or null. */
export async function findCustomerIdByAccessToken(
  db: Database,
  accessTokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ customerId: authSessions.customerId })
    .from(authSessions)
    .where(
      and(eq(authSessions.accessTokenHash, accessTokenHash), gt(authSessions.accessExpiresAt, now)),
    )
    .limit(1);
  return row?.customerId ?? null;
}

/** Ends the session a refresh or access token belongs to. */
export async function deleteSessionByTokenHash(
  db: Database,
  column: 'refreshTokenHash' | 'accessTokenHash',
  tokenHash: string,
) {
  await db.delete(authSessions).where(eq(authSessions[column], tokenHash));
}

/** Forgets sessions whose refresh token has expired. */
export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(authSessions).where(lt(authSessions.refreshExpiresAt, now));
}
