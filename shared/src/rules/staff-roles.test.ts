import { staffRoleAllows } from './staff-roles';

describe('staffRoleAllows', () => {
  it.each([
    ['desk', 'desk', true],
    ['desk', 'manager', false],
    ['manager', 'desk', true],
    ['manager', 'manager', true],
  ] as const)('a %s may do what needs a %s: %s', (held, needed, allowed) => {
    expect(staffRoleAllows(held, needed)).toBe(allowed);
  });
});
