import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Asks the database the smallest question (`select 1`); throws when it does not answer. */
export async function databaseAnswers(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
