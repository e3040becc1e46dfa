import type { COMPANY_ROLES } from '../contract/constants';

// What a company contact's roles let them do (domain decisions: accounts, companies). The company's
// owner (the customer who keeps the billing profile) may do all of it. The API decides access with
// these; the account pages show or hide actions with the same functions.

export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What one may do with a company's orders and documents. */
export type CompanyPermission =
  /** see the company's orders (list and detail) */
  | 'read-orders'
  /** change and cancel the company's orders */
  | 'edit-orders'
  /** see the company's invoices, estimates and credit notes */
  | 'read-invoices'
  /** pick up and return the company's orders */
  | 'receive-orders'
  /** change the company's data and its contacts */
  | 'manage-company';

const GRANTS: Record<CompanyRole, readonly CompanyPermission[]> = {
  administrator: ['read-orders', 'edit-orders', 'manage-company'],
  finance: ['read-invoices'],
  'billing-and-receiving': ['read-invoices', 'read-orders', 'receive-orders'],
};

/** The permissions the roles grant together. */
export function companyPermissions(roles: readonly CompanyRole[]): Set<CompanyPermission> {
  return new Set(roles.flatMap((role) => GRANTS[role]));
}

/** Whether a contact with these roles may do this. */
export function companyRoleAllows(
  roles: readonly CompanyRole[],
  permission: CompanyPermission,
): boolean {
  return companyPermissions(roles).has(permission);
}

/** What the company's owner holds: every role. */
export const OWNER_ROLES: readonly CompanyRole[] = [
  'administrator',
  'finance',
  'billing-and-receiving',
];
