import { type CompanyRole, OWNER_ROLES } from '@shop/shared/rules/company-roles';
import type { Database } from '../../db/client';
import { findContactRolesOf, findOwnedCompanyIds } from './repository';

/** Company id → the roles the customer holds in it. */
export type CompanyRoles = ReadonlyMap<number, readonly CompanyRole[]>;

/**
 * The roles a customer holds in companies: every role in the companies they keep, and the roles
 * of a contact entry with their e-mail in other people's companies. A contact entry counts only
 * once the customer has confirmed that e-mail: anyone can register with someone else's address.
 * Deleted companies grant nothing.
 */
export async function findCompanyRoles(
  db: Database,
  customer: { id: number; email: string; emailVerified: boolean },
): Promise<CompanyRoles> {
  const roles = new Map<number, CompanyRole[]>();
  for (const id of await findOwnedCompanyIds(db, customer.id)) roles.set(id, [...OWNER_ROLES]);
  if (!customer.emailVerified) return roles;
  const contacts = await findContactRolesOf(db, customer.email.toLowerCase());
  for (const contact of contacts) {
    const held = roles.get(contact.companyId) ?? [];
    roles.set(contact.companyId, [...new Set([...held, ...contact.roles])]);
  }
  return roles;
}
