/**
 * A manager's steps of a unit (domain decisions: the rental desk, units) and the states each is
 * taken from: to repair from a branch, back from repair, retired from a branch or from repair. A
 * unit with a customer takes none: it comes back through its return first. The API refuses a
 * step its unit's state does not allow; the desk offers only the steps it does.
 */
import type { UnitState } from '../contract/constants';

export type UnitStep = 'repair' | 'endRepair' | 'retire';

const FROM: Record<UnitStep, readonly UnitState[]> = {
  repair: ['available'],
  endRepair: ['in_repair'],
  retire: ['available', 'in_repair'],
};

export function unitStepAllowed(step: UnitStep, state: UnitState): boolean {
  return FROM[step].includes(state);
}
