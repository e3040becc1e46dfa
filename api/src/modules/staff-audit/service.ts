import {
  STAFF_AUDIT_PER_PAGE,
  type StaffAuditQuery,
  type StaffAuditResponse,
} from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { findStaffWrites, insertStaffWrite } from './repository';

/** One write of a member of staff, as the audit log keeps it. */
export interface StaffWriteEntry {
  staffId: number;
  /** What was done, e.g. `unit.retire`. */
  action: string;
  /** What it was done to, e.g. `unit:12`. */
  subject: string;
  orderId?: number;
  /** The values before and after the write (null where there were none). */
  before: unknown;
  after: unknown;
}

/**
 * Records a write in the audit log. Call it in the write's own transaction, so the log holds a
 * write exactly when the write happened.
 */
export async function recordStaffWrite(db: Database, entry: StaffWriteEntry): Promise<void> {
  await insertStaffWrite(db, {
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject,
    orderId: entry.orderId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** GET /desk/audit: a page of the log, newest first, or one order's writes. */
export async function listStaffWrites(
  db: Database,
  query: StaffAuditQuery,
): Promise<StaffAuditResponse> {
  const page = query.page ?? 1;
  const { rows, total } = await findStaffWrites(db, {
    orderId: query.orderId,
    limit: STAFF_AUDIT_PER_PAGE,
    offset: (page - 1) * STAFF_AUDIT_PER_PAGE,
  });
  return {
    success: true,
    page,
    total,
    writes: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
