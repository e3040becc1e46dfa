/** The order-details form: company billing, insurance and project; its checks and updates. */
import type {
  Cart,
  CartAdditionalUpdate,
  CartBillingUpdate,
  CartInsuranceUpdate,
} from '@shop/shared/contract';
import { FIELD_LIMITS, type FieldLimitKind } from '@shop/shared/contract/field-limits';
import { isCzechZipCode } from '@shop/shared/rules/zip-code';
import { textProblem, validateWith } from '@shop/shared/validation';
import { insuranceHolderSchema } from '@shop/shared/validation/checkout';

export interface BillingValues {
  company: boolean;
  /** A saved company picked (its id), or '' for data typed here. */
  savedCompanyId: string;
  taxRegNo: string;
  vatRegNo: string;
  name: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
  insurance: 'basic' | 'eu' | 'world';
  countries: string[];
  holder: 'person' | 'company';
  birthNumber: string;
  bornDate: string;
  permanentAddress: string;
  companyId: string;
  student: boolean;
  isic: string;
  projectName: string;
  productionName: string;
  projectRole: string;
  note: string;
}

export function initialBillingValues(cart: Cart): BillingValues {
  const billing = cart.billingCustomer;
  const insurance = cart.insurance.selected;
  const additional = cart.additional;
  return {
    company: cart.hasBillingCustomer,
    savedCompanyId: billing?.customerId ? String(billing.customerId) : '',
    taxRegNo: billing?.taxRegNo ?? '',
    vatRegNo: billing?.vatRegNo ?? '',
    name: billing?.name ?? '',
    street: billing?.street ?? '',
    city: billing?.city ?? '',
    zipCode: billing?.zipCode ?? '',
    country: billing?.country || 'CZ',
    insurance: insurance?.id ?? 'basic',
    countries: insurance?.countries ?? [],
    holder: insurance?.companyId ? 'company' : 'person',
    birthNumber: insurance?.birthNumber ?? '',
    bornDate: insurance?.bornDate ?? cart.customer?.bornDate ?? '',
    permanentAddress: insurance?.permanentAddress ?? cart.customer?.address ?? '',
    companyId: insurance?.companyId ?? '',
    student: insurance?.student ?? false,
    isic: insurance?.isic ?? '',
    projectName: additional?.projectName ?? '',
    productionName: additional?.productionName ?? '',
    projectRole: additional?.projectRole ?? '',
    note: additional?.note ?? '',
  };
}

/** The form's texts, each held to its kind's limit and characters. */
const TEXT_KINDS = {
  taxRegNo: 'companyId',
  vatRegNo: 'vatId',
  name: 'companyName',
  street: 'street',
  city: 'city',
  zipCode: 'zipCode',
  birthNumber: 'birthNumber',
  permanentAddress: 'address',
  companyId: 'companyId',
  isic: 'isic',
  projectName: 'projectName',
  productionName: 'productionName',
  projectRole: 'projectRole',
  note: 'note',
} as const satisfies Partial<Record<keyof BillingValues, FieldLimitKind>>;

/** The longest text a field of the form takes (its input's maxLength), from TEXT_KINDS. */
export function billingLimit(field: keyof typeof TEXT_KINDS): number {
  return FIELD_LIMITS[TEXT_KINDS[field]];
}

const companyIdPattern = /^\d{8}$/;
const compact = (value: string | undefined) => (value ?? '').replace(/\s/g, '');
const holderValidate = validateWith(insuranceHolderSchema);

export function validateBilling(values: Partial<BillingValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.company) {
    if (!companyIdPattern.test(compact(values.taxRegNo))) {
      errors.taxRegNo = 'checkout:validation.taxRegNoFormat';
    }
    if (!values.name?.trim()) errors.name = 'checkout:validation.companyNameRequired';
    if (!values.street?.trim()) errors.street = 'checkout:validation.streetRequired';
    if (!values.city?.trim()) errors.city = 'checkout:validation.cityRequired';
    if (!values.zipCode?.trim()) errors.zipCode = 'checkout:validation.zipRequired';
    else if (!isCzechZipCode(values.zipCode.trim())) {
      errors.zipCode = 'checkout:validation.zipFormat';
    }
    if (!values.country) errors.country = 'validation.countryRequired';
  }
  const insurance = values.insurance ?? 'basic';
  if (insurance !== 'basic') {
    Object.assign(
      errors,
      holderValidate({
        insurance,
        countries: (values.countries ?? []).join(','),
        holder: values.holder ?? 'person',
        birthNumber: values.birthNumber ?? '',
        bornDate: values.bornDate ?? '',
        permanentAddress: values.permanentAddress ?? '',
      }),
    );
    if (values.holder === 'company' && !companyIdPattern.test(compact(values.companyId))) {
      errors.companyId = 'checkout:validation.taxRegNoFormat';
    }
    if (values.student && !values.isic?.trim()) errors.isic = 'checkout:validation.isicRequired';
  }
  // Texts past the inputs' limits (kept from before) or with characters no order keeps.
  for (const [field, kind] of Object.entries(TEXT_KINDS) as Array<
    [keyof BillingValues, FieldLimitKind]
  >) {
    const value = values[field];
    const problem = typeof value === 'string' ? textProblem(value, kind) : null;
    if (problem) errors[field] = problem;
  }
  return errors;
}

const orNull = (value: string | undefined) => value?.trim() || null;

/**
 * Billing: the company's data, with the saved company's id when one was picked (customerId; the
 * order is billed to that company when the one placing it may act for it), or a reset
 * (customerId 0 alone) back to personal billing.
 */
export function billingUpdate(values: BillingValues): CartBillingUpdate {
  if (!values.company) return { kind: 'Billing', customerId: 0 };
  const saved = Number(values.savedCompanyId);
  return {
    kind: 'Billing',
    customerId: Number.isInteger(saved) && saved > 0 ? saved : 0,
    taxRegNo: compact(values.taxRegNo),
    vatRegNo: orNull(values.vatRegNo),
    name: values.name.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    zipCode: values.zipCode.trim(),
    country: values.country,
  };
}

/** Insurance: id '0' resets to basic; eu / world carry the countries and the holder. */
export function insuranceUpdate(values: BillingValues): CartInsuranceUpdate {
  if (values.insurance === 'basic') return { kind: 'Insurance', id: '0' };
  const person = values.holder !== 'company';
  const birthNumber = person ? orNull(values.birthNumber) : null;
  return {
    kind: 'Insurance',
    id: values.insurance,
    countries: values.countries,
    birthNumber,
    bornDate: person && !birthNumber ? orNull(values.bornDate) : null,
    permanentAddress: person && !birthNumber ? orNull(values.permanentAddress) : null,
    companyId: person ? null : compact(values.companyId),
    student: values.student,
    isic: values.student ? orNull(values.isic) : null,
  };
}

export function additionalUpdate(values: BillingValues): CartAdditionalUpdate {
  return {
    kind: 'Additional',
    projectName: orNull(values.projectName),
    productionName: orNull(values.productionName),
    projectRole: orNull(values.projectRole),
    note: orNull(values.note),
  };
}

/** The field a refused update's error key belongs to (else the form-wide message). */
export const ERROR_FIELDS: Partial<Record<string, keyof BillingValues>> = {
  billing_invalid: 'taxRegNo',
  insurance_countries_missing: 'countries',
  birth_number_invalid: 'birthNumber',
  insurance_holder_missing: 'birthNumber',
};
