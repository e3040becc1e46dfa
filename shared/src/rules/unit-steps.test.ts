import { type UnitStep, unitStepAllowed } from './unit-steps';

describe('unitStepAllowed: which state each step of a unit is taken from', () => {
  it.each<[UnitStep, 'available' | 'out' | 'in_repair' | 'retired', boolean]>([
    ['repair', 'available', true],
    ['repair', 'out', false],
    ['repair', 'in_repair', false],
    ['repair', 'retired', false],
    ['endRepair', 'available', false],
    ['endRepair', 'out', false],
    ['endRepair', 'in_repair', true],
    ['endRepair', 'retired', false],
    ['retire', 'available', true],
    ['retire', 'out', false],
    ['retire', 'in_repair', true],
    ['retire', 'retired', false],
  ])('%s from %s: %p', (step, state, allowed) => {
    expect(unitStepAllowed(step, state)).toBe(allowed);
  });
});
