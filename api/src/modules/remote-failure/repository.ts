import type { RemoteFailureCount, RemoteFailureReport } from '@shop/shared/contract';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { remoteFailures } from '../../db/schema';

/** Counts a report: one row per remote, version, stage and version fallen back to. */
export async function recordRemoteFailure(db: Database, report: RemoteFailureReport) {
  await db
    .insert(remoteFailures)
    .values({
      remote: report.remote,
      version: report.version,
      stage: report.stage,
      fallback: report.fallback ?? '',
      lastMessage: report.message,
    })
    .onConflictDoUpdate({
      target: [
        remoteFailures.remote,
        remoteFailures.version,
        remoteFailures.stage,
        remoteFailures.fallback,
      ],
      set: {
        count: sql`${remoteFailures.count} + 1`,
        lastMessage: report.message,
        lastSeen: sql`now()`,
      },
    });
}

/** The counts, the most recently seen first (at most `limit`). */
export async function remoteFailureCounts(
  db: Database,
  limit = 200,
): Promise<RemoteFailureCount[]> {
  const rows = await db
    .select()
    .from(remoteFailures)
    .orderBy(desc(remoteFailures.lastSeen), desc(remoteFailures.id))
    .limit(limit);
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    stage: row.stage,
    fallback: row.fallback === '' ? null : row.fallback,
    count: row.count,
    lastMessage: row.lastMessage,
    firstSeen: row.firstSeen.toISOString(),
    lastSeen: row.lastSeen.toISOString(),
  }));
}
