import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  ACCOUNT_UPDATE_MESSAGES,
  type AccountCustomer,
  type AccountUpdateRequest,
} from '@shop/shared/contract';
import { passwordChangeProblems } from '@shop/shared/rules/password';
import { normalizePhone } from '@shop/shared/rules/phone';
import { isLocalDate, todayIso } from '@shop/shared/rules/prague-time';
import { isValidName } from '@shop/shared/validation/checkout';
import type { Database } from '../../db/client';
import { normalizeEmail } from '../../lib/email-address';
import { badRequest, HttpError } from '../../lib/http-error';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { type AccountPatch, type AccountRow, findAccount, saveAccount } from './repository';

const messages = ACCOUNT_UPDATE_MESSAGES;

/** A field as sent: trimmed, or undefined when empty (the specification sends only non-empty ones). */
function sent(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * How the auth module finds a session by its access token: the SHA-256 hex of the token
 * (auth/service.ts stores nothing else), so the session making a change can be told apart.
 */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest('hex');
}

/** The customer's data as the account answers it. */
export function accountCustomer(row: AccountRow): AccountCustomer {
  const { customerKey, email, phone, firstname, lastname, address, bornDate } = row;
  const { emailVerified, frequentCustomer } = row;
  return {
    ...{ customerKey, email, phone, firstname, lastname, address, bornDate },
    ...{ emailVerified, frequentCustomer },
  };
}

/** The personal fields of an update, checked and in their stored form; 400 naming a bad field. */
function personalPatch(
  request: AccountUpdateRequest,
  currentEmail: string,
  now: Date,
): AccountPatch {
  const patch: AccountPatch = {};
  const email = sent(request.email);
  // Changing the e-mail, the account's sign-in name and where its orders and resets go, would need
  // a confirmation of the new address first; until that exists the shop changes it on request.
  if (email !== undefined && normalizeEmail(email) !== currentEmail) {
    throw badRequest(messages.emailChange);
  }
  const phone = sent(request.phone);
  if (phone !== undefined) {
    const normalized = normalizePhone(phone);
    if (normalized === null) throw badRequest(messages.phoneInvalid);
    patch.phone = normalized;
  }
  const firstname = sent(request.firstname);
  if (firstname !== undefined) {
    if (!isValidName(firstname)) throw badRequest(messages.firstnameInvalid);
    patch.firstname = firstname;
  }
  const lastname = sent(request.lastname);
  if (lastname !== undefined) {
    if (!isValidName(lastname)) throw badRequest(messages.lastnameInvalid);
    patch.lastname = lastname;
  }
  const address = sent(request.address);
  if (address !== undefined) patch.address = address;
  const bornDate = sent(request.bornDate);
  if (bornDate !== undefined) {
    if (!isLocalDate(bornDate) || bornDate > todayIso(now)) {
      throw badRequest(messages.bornDateInvalid);
    }
    patch.bornDate = bornDate;
  }
  return patch;
}

/**
 * Guards the old password's check (modules/throttle: `passwordChange`): throws 429 while the
 * customer's current password has had its wrong guesses, else runs the check; a check refused
 * with 400 counts one more.
 */
export type OldPasswordGuard = (passwordHash: string, check: () => Promise<void>) => Promise<void>;

/**
 * The new password's hash when the update changes the password, after the shared rule (all three
 * fields, length, confirmation) and the old password checked with argon2 as signing in does, and
 * throttled as signing in is.
 */
async function newPasswordHash(
  request: AccountUpdateRequest,
  passwordHash: string | null,
  guard: OldPasswordGuard | undefined,
): Promise<string | undefined> {
  const problems = passwordChangeProblems(request);
  // The fields in the form's order: the first problem is the one the customer sees first.
  for (const field of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
    const problem = problems[field];
    if (problem) throw badRequest(messages[problem]);
  }
  const { oldPassword, newPassword } = request;
  if (!oldPassword || !newPassword) return undefined;
  if (!passwordHash) throw badRequest(messages.noPassword);
  const check = async () => {
    if (!(await verify(passwordHash, oldPassword))) throw badRequest(messages.wrongOldPassword);
  };
  await (guard ? guard(passwordHash, check) : check());
  // @node-rs/argon2 hashes with argon2id by default, as every password of the shop.
  return hash(newPassword);
}

/**
 * POST /user-account/update: changes the signed-in customer's own record, only the fields sent.
 * Everything is checked before anything is saved, so a refused update changes nothing. A new
 * password ends the customer's other sessions; the one making the change stays signed in. Wrong
 * old passwords are throttled by `guard` (429).
 */
export async function updateAccount(
  db: Database,
  customerId: number,
  accessToken: string,
  request: AccountUpdateRequest,
  guard?: OldPasswordGuard,
  now = new Date(),
): Promise<AccountCustomer> {
  const account = await findAccount(db, customerId);
  // The session outlived its customer (deleted): as good as signed out.
  if (!account) throw new HttpError(401, UNAUTHORIZED);
  const patch = personalPatch(request, account.email, now);
  const passwordHash = await newPasswordHash(request, account.passwordHash, guard);
  if (passwordHash !== undefined) patch.passwordHash = passwordHash;
  const saved = await saveAccount(db, customerId, patch, accessTokenHash(accessToken));
  if (!saved) throw new HttpError(401, UNAUTHORIZED);
  return accountCustomer(saved);
}
