// The rental's staff as identity knows them: their accounts, signing in with password and (where
// the account has one) the authenticator's code, and whose session a desk cookie is.

import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { StaffMember, StaffRole } from '@shop/shared/contract';
import { STAFF_SESSION_SECONDS } from '@shop/shared/contract';
import { verify as verifyTotp } from 'otplib';
import type { Database } from '../../db/client';
import { verifyPasswordOrDecoy } from './password';
import { hashToken } from './sessions';
import {
  deleteStaffSession,
  findActiveStaff,
  findActiveStaffByEmail,
  findStaffBySessionHash,
  insertStaffMember,
  insertStaffSession,
  type StaffRow,
} from './staff-repository';

/** A signed-in member of staff, as a route's handler sees them. */
export type StaffViewer = StaffMember;

function toMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    secondFactor: row.totpSecret !== null,
  };
}

/** Whether a six-digit code is the authenticator's for `secret` now (one 30 s step either side). */
export async function totpMatches(secret: string, code: string): Promise<boolean> {
  try {
    const result = await verifyTotp({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

/** Why a staff sign-in was refused: wrong e-mail or password, or the code missing or wrong. */
export type StaffSignInRefusal = 'credentials' | 'code-required' | 'code-wrong';

export type StaffSignIn =
  | { ok: true; staff: StaffMember; token: string; expiresAt: Date }
  | { ok: false; refusal: StaffSignInRefusal };

/**
 * Signs a member of staff in: the password is checked (a decoy for an unknown or disabled e-mail,
 * so the time tells nothing), then the second factor where the account has one. A success stores
 * a new session and gives its token, which only the cookie will hold.
 */
export async function signInStaff(
  db: Database,
  credentials: { email: string; password: string; code?: string | undefined },
  now = new Date(),
): Promise<StaffSignIn> {
  const row = await findActiveStaffByEmail(db, credentials.email.toLowerCase());
  if (!(await verifyPasswordOrDecoy(row?.passwordHash, credentials.password)) || !row) {
    return { ok: false, refusal: 'credentials' };
  }
  if (row.totpSecret !== null) {
    if (credentials.code === undefined) return { ok: false, refusal: 'code-required' };
    if (!(await totpMatches(row.totpSecret, credentials.code))) {
      return { ok: false, refusal: 'code-wrong' };
    }
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_SECONDS * 1000);
  await insertStaffSession(db, { staffId: row.id, tokenHash: hashToken(token), expiresAt }, now);
  return { ok: true, staff: toMember(row), token, expiresAt };
}

/** The member of staff whose live session a cookie's token is, or null. */
export async function staffOfSessionToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<StaffViewer | null> {
  const row = await findStaffBySessionHash(db, hashToken(token), now);
  return row ? toMember(row) : null;
}

/** Ends the session of a cookie's token (nothing when there is none). */
export async function endStaffSession(db: Database, token: string): Promise<void> {
  await deleteStaffSession(db, hashToken(token));
}

/** Every member of staff who may sign in, by name. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await findActiveStaff(db);
  return rows.map(toMember);
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** base32, for a second factor; none signs in with the password alone. */
  totpSecret?: string | undefined;
}

/** Adds a member of staff; null when the e-mail already has an account. */
export async function addStaffMember(
  db: Database,
  member: NewStaffMember,
): Promise<StaffMember | null> {
  const passwordHash = await hash(member.password);
  const row = await insertStaffMember(db, {
    email: member.email.toLowerCase(),
    name: member.name,
    role: member.role,
    passwordHash,
    totpSecret: member.totpSecret ?? null,
  });
  return row ? toMember(row) : null;
}
