import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emails } from '../../db/schema';

export type EmailRow = typeof emails.$inferSelect;

/** Records a sent (or, with the local transport, stored) message. */
export async function insertEmail(
  db: Database,
  values: Omit<typeof emails.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(emails).values(values);
}

/** The newest messages first. */
export async function listEmails(db: Database, limit: number): Promise<EmailRow[]> {
  return db.select().from(emails).orderBy(desc(emails.createdAt), desc(emails.id)).limit(limit);
}
