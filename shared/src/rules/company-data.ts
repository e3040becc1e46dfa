import { FIELD_LIMITS } from '../contract/field-limits';
import { isValidIco, isValidVatId, normalizeIco, normalizeVatId } from './company-id';
import { isCzechZipCode } from './zip-code';

// A company billing profile's data (domain decisions: accounts, companies): what the account's
// form checks before sending and the API checks before storing. Each problem is a code the page
// shows in the customer's language and the API in words.

export const COMPANY_DATA_LIMITS = {
  name: FIELD_LIMITS.companyName,
  street: FIELD_LIMITS.street,
  city: FIELD_LIMITS.city,
  zipCode: FIELD_LIMITS.zipCode,
  country: 2,
  taxRegNo: FIELD_LIMITS.companyId,
  vatRegNo: FIELD_LIMITS.vatId,
} as const;

export type CompanyDataField = keyof typeof COMPANY_DATA_LIMITS;

export type CompanyDataProblem =
  | 'required'
  | 'tooLong'
  | 'taxRegNoInvalid'
  | 'vatRegNoInvalid'
  | 'zipCodeInvalid'
  | 'countryInvalid';

export interface CompanyData {
  name: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
  taxRegNo: string;
  vatRegNo?: string | null | undefined;
}

/** The data as stored: trimmed, IDs without spaces, codes in upper case, no VAT ID as null. */
export function normalizeCompanyData(data: CompanyData): Required<CompanyData> {
  const vatRegNo = normalizeVatId(data.vatRegNo ?? '');
  return {
    name: data.name.trim(),
    street: data.street.trim(),
    city: data.city.trim(),
    zipCode: data.zipCode.trim(),
    country: data.country.trim().toUpperCase(),
    taxRegNo: normalizeIco(data.taxRegNo) ?? data.taxRegNo.trim(),
    vatRegNo: vatRegNo === '' ? null : vatRegNo,
  };
}

/**
 * What is wrong with the company's data, field by field (nothing: an empty object). Every field
 * but the VAT ID is required; the company ID is a Czech IČO with its check digit; a Czech zip
 * code is five digits (`170 00`); a VAT ID, when given, fits the country (`CZ` + 8–10 digits).
 */
export function companyDataProblems(
  input: CompanyData,
): Partial<Record<CompanyDataField, CompanyDataProblem>> {
  const data = normalizeCompanyData(input);
  const problems: Partial<Record<CompanyDataField, CompanyDataProblem>> = {};
  for (const field of Object.keys(COMPANY_DATA_LIMITS) as CompanyDataField[]) {
    const value = data[field] ?? '';
    if (value === '' && field !== 'vatRegNo') problems[field] = 'required';
    else if (value.length > COMPANY_DATA_LIMITS[field]) problems[field] = 'tooLong';
  }
  if (!problems.taxRegNo && !isValidIco(data.taxRegNo)) problems.taxRegNo = 'taxRegNoInvalid';
  if (!problems.country && !/^[A-Z]{2}$/.test(data.country)) problems.country = 'countryInvalid';
  if (!problems.zipCode && data.country === 'CZ' && !isCzechZipCode(data.zipCode)) {
    problems.zipCode = 'zipCodeInvalid';
  }
  if (!problems.vatRegNo && data.vatRegNo !== null && !isValidVatId(data.vatRegNo, data.country)) {
    problems.vatRegNo = 'vatRegNoInvalid';
  }
  return problems;
}
