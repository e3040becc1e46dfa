// The staff tool's add-staff command: a member of the rental's staff who signs in at the desk.
import { STAFF_ROLES, type StaffRole } from '@shop/shared/contract';
import { emailSchema } from '@shop/shared/validation';
import { generateSecret, generateURI } from 'otplib';
import type { Database } from '../db/client';
import { normalizeEmail } from '../lib/email-address';
import { addStaffMember } from '../modules/identity';
import { StaffError } from './staff-error';

/** A staff password is long: it opens the desk from any browser. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export interface AddStaffInput {
  email: string;
  role: string;
  name: string | undefined;
  password: string | undefined;
  /** Give the account a second factor (a new authenticator key, printed once). */
  totp: boolean;
}

/**
 * Adds a member of staff. Outside a demo a manager must have the second factor: their account
 * changes units, charges and other staff.
 */
export async function addStaff(
  db: Database,
  input: AddStaffInput,
  options: { demo: boolean },
): Promise<string> {
  const email = normalizeEmail(input.email);
  if (!emailSchema.isValidSync({ email }))
    throw new StaffError(`${input.email} is not an e-mail address`, 2);
  if (!STAFF_ROLES.includes(input.role as StaffRole)) {
    throw new StaffError(`the role is one of ${STAFF_ROLES.join(', ')}`, 2);
  }
  const role = input.role as StaffRole;
  const name = input.name?.trim();
  if (!name) throw new StaffError('--name is required', 2);
  const password = input.password ?? '';
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new StaffError(`--password needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters`, 2);
  }
  if (role === 'manager' && !input.totp && !options.demo) {
    throw new StaffError('a manager needs the second factor: add --totp', 2);
  }
  const totpSecret = input.totp ? generateSecret() : undefined;
  const added = await addStaffMember(db, { email, name, role, password, totpSecret });
  if (!added) throw new StaffError(`${email} already has a staff account`, 1);
  const lines = [`added ${role} ${name} <${email}> (staff #${added.id})`];
  if (totpSecret) {
    lines.push(
      'second factor: add this key to the authenticator app (it is shown only now):',
      `  ${totpSecret}`,
      `  ${generateURI({ issuer: 'Pujcovna', label: email, secret: totpSecret })}`,
    );
  }
  return lines.join('\n');
}
