import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAudit, staffMembers } from '../../db/schema';

export type StaffAuditInsert = typeof staffAudit.$inferInsert;

export async function insertStaffWrite(db: Database, row: StaffAuditInsert): Promise<void> {
  await db.insert(staffAudit).values(row);
}

/** A page of writes, newest first, with the staff member's name; or only one order's. */
export async function findStaffWrites(
  db: Database,
  filter: { orderId?: number; limit: number; offset: number },
) {
  const where = filter.orderId === undefined ? undefined : eq(staffAudit.orderId, filter.orderId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffAudit.id,
        at: staffAudit.at,
        staffId: staffAudit.staffId,
        staffName: staffMembers.name,
        action: staffAudit.action,
        subject: staffAudit.subject,
        orderId: staffAudit.orderId,
        before: staffAudit.before,
        after: staffAudit.after,
      })
      .from(staffAudit)
      .innerJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId))
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(staffAudit).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
