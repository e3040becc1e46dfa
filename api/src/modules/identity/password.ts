import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../db/client';
import { findPendingPasswordHash } from './repository';

/** Which of a customer's passwords was given: the account's, or the one a guest's registration
 * keeps with its confirmation link (with its hash, to carry into a new link). */
export type PasswordMatch = { kind: 'account' } | { kind: 'pending'; pendingPasswordHash: string };

/**
 * A hash of a password nobody can type, made once: checked where there is no password to check
 * (no such customer, a guest without a registration), so that the answer takes one argon2
 * verification whether the e-mail has an account or not.
 */
let decoyHash: Promise<string> | undefined;

const decoy = () => {
  decoyHash ??= hash(randomBytes(32).toString('base64url'));
  return decoyHash;
};

/**
 * The one password check of the shop. A customer with an account is checked against its password
 * alone; one without (a guest whose registration waits for the e-mail's confirmation) against the
 * password kept with the newest unused confirmation link. Undefined when neither matches, and for
 * no customer at all. Every call verifies one argon2 hash (a decoy where there is none), so its
 * time does not tell an account from an unknown e-mail.
 */
export async function matchPassword(
  db: Database,
  customer: { id: number; passwordHash: string | null } | undefined,
  password: string,
): Promise<PasswordMatch | undefined> {
  if (customer?.passwordHash) {
    return (await verify(customer.passwordHash, password)) ? { kind: 'account' } : undefined;
  }
  const pendingPasswordHash = customer ? await findPendingPasswordHash(db, customer.id) : null;
  if (!pendingPasswordHash) {
    await verifyPasswordOrDecoy(null, password);
    return undefined;
  }
  if (!(await verify(pendingPasswordHash, password))) return undefined;
  return { kind: 'pending', pendingPasswordHash };
}

/**
 * Whether `password` matches `passwordHash`; without a hash (no such account) a decoy is verified,
 * so that the answer takes one argon2 verification either way.
 */
export async function verifyPasswordOrDecoy(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy(), password);
    return false;
  }
  return verify(passwordHash, password);
}
