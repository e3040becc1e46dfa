import type { CartInsuranceUpdate } from '@shop/shared/contract';
import { isValidBirthNumber } from '@shop/shared/rules/birth-number';
import type { CartInsuranceData } from '../../db/schema';
import { refuse, type UpdateContext, type UpdateResult } from './update-types';

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Insurance: '0' or 'basic' resets to the included basic insurance. eu/world keep the countries and
 * the holder: a birth number must be valid (birth_number_invalid); with countries the holder is
 * needed (a company ID, a birth number, or born date plus permanent address:
 * insurance_holder_missing). An empty country list is kept; the checkout stops on it later. The
 * student discount needs the ISIC number.
 */
export function setInsurance(_context: UpdateContext, update: CartInsuranceUpdate): UpdateResult {
  const chosen = chooseInsurance(update);
  return 'refused' in chosen ? refuse(chosen.refused) : { patch: { insurance: chosen.insurance } };
}

/** The insurance an update asks for (null = basic), or why it is refused (see setInsurance). */
export function chooseInsurance(
  update: Omit<CartInsuranceUpdate, 'kind'>,
):
  | { insurance: CartInsuranceData | null }
  | { refused: 'birth_number_invalid' | 'insurance_holder_missing' } {
  if (update.id === '0' || update.id === 'basic') return { insurance: null };
  const birthNumber = text(update.birthNumber);
  if (birthNumber !== null && !isValidBirthNumber(birthNumber)) {
    return { refused: 'birth_number_invalid' };
  }
  const insurance: CartInsuranceData = {
    id: update.id,
    countries: [...new Set(update.countries ?? [])],
    birthNumber,
    bornDate: text(update.bornDate),
    permanentAddress: text(update.permanentAddress),
    companyId: text(update.companyId),
    student: false,
    isic: text(update.isic),
  };
  insurance.student = (update.student ?? false) && insurance.isic !== null;
  const hasHolder =
    insurance.companyId !== null ||
    insurance.birthNumber !== null ||
    (insurance.bornDate !== null && insurance.permanentAddress !== null);
  if (insurance.countries.length > 0 && !hasHolder) return { refused: 'insurance_holder_missing' };
  return { insurance };
}
