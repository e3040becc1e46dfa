import type { Database } from '../../db/client';
import { findCompanyRoles } from '../identity';
import { findRoleHolder } from './company-repository';

/**
 * The company an order is billed to: the cart's billing `customerId` when it names a company in
 * which the signed-in customer placing the order is the owner or an administrator; otherwise none
 * (anyone can type a company's details into a checkout, which bills the order to no company).
 */
export async function companyBilledBy(
  db: Database,
  signedInCustomerId: number | null | undefined,
  billingCustomerId: number | null | undefined,
): Promise<number | null> {
  if (!signedInCustomerId || !billingCustomerId) return null;
  const customer = await findRoleHolder(db, signedInCustomerId);
  if (!customer) return null;
  const roles = (await findCompanyRoles(db, customer)).get(billingCustomerId) ?? [];
  return roles.includes('administrator') ? billingCustomerId : null;
}
