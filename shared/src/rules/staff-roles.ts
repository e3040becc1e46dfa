import type { StaffRole } from '../contract/constants';

/**
 * Whether a member of staff with role `held` may do what needs `needed` (domain decisions: the
 * rental desk): a manager may do all a desk worker may, and more; a desk worker only the desk's own.
 */
export function staffRoleAllows(held: StaffRole, needed: StaffRole): boolean {
  return needed === 'desk' || held === 'manager';
}
