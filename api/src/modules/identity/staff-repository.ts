// The SQL of staff accounts and their sessions (private to identity).

import type { StaffRole } from '@shop/shared/contract';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffMembers, staffSessions } from '../../db/schema';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totpSecret: string | null;
}

const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  role: staffMembers.role,
  totpSecret: staffMembers.totpSecret,
};

/** The account of an e-mail (lower case) that may sign in, with its password's hash. */
export async function findActiveStaffByEmail(
  db: Database,
  email: string,
): Promise<(StaffRow & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...memberColumns, passwordHash: staffMembers.passwordHash })
    .from(staffMembers)
    .where(and(eq(staffMembers.email, email), isNull(staffMembers.disabledAt)));
  return row;
}

/** Stores a new session (its token's hash) and drops the sessions that have ended. */
export async function insertStaffSession(
  db: Database,
  session: { staffId: number; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
  await db.insert(staffSessions).values(session);
}

/** The active member of a live session's token hash. */
export async function findStaffBySessionHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row;
}

export async function deleteStaffSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** The members who may sign in, by name. */
export function findActiveStaff(db: Database): Promise<StaffRow[]> {
  return db
    .select(memberColumns)
    .from(staffMembers)
    .where(isNull(staffMembers.disabledAt))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
}

/** Inserts an account; undefined when the e-mail (lower case) has one. */
export async function insertStaffMember(
  db: Database,
  member: Omit<StaffRow, 'id'> & { passwordHash: string },
): Promise<StaffRow | undefined> {
  const [row] = await db
    .insert(staffMembers)
    .values(member)
    .onConflictDoNothing({ target: staffMembers.email })
    .returning(memberColumns);
  return row;
}
