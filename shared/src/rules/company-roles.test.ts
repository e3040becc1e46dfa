import {
  type CompanyPermission,
  type CompanyRole,
  companyRoleAllows,
  OWNER_ROLES,
} from './company-roles';

describe('companyRoleAllows', () => {
  // role(s) → read orders, edit orders, read invoices, receive orders, manage the company
  const table: Array<[CompanyRole[], boolean, boolean, boolean, boolean, boolean]> = [
    [[], false, false, false, false, false],
    [['administrator'], true, true, false, false, true],
    [['finance'], false, false, true, false, false],
    [['billing-and-receiving'], true, false, true, true, false],
    [['administrator', 'finance'], true, true, true, false, true],
    [['finance', 'billing-and-receiving'], true, false, true, true, false],
  ];
  const permissions: CompanyPermission[] = [
    'read-orders',
    'edit-orders',
    'read-invoices',
    'receive-orders',
    'manage-company',
  ];

  it.each(table)('%j', (roles, ...expected) => {
    expect(permissions.map((permission) => companyRoleAllows(roles, permission))).toEqual(expected);
  });

  it('gives the owner every permission', () => {
    expect(permissions.every((permission) => companyRoleAllows(OWNER_ROLES, permission))).toBe(
      true,
    );
  });
});
