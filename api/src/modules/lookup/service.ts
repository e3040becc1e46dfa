import type { AddressSuggestion, CompanyRegistryRecord, Locale } from '@shop/shared/contract';
import { isValidIco, normalizeIco } from '@shop/shared/rules/company-id';
import { badRequest, notFound } from '../../lib/http-error';
import type { Lookups } from './adapters';

export async function autocompleteAddress(
  lookups: Lookups,
  query: string,
  options: { limit: number; lang: Locale },
): Promise<AddressSuggestion[]> {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  return lookups.addresses.suggest(trimmed, options);
}

/** A company by its ID; 400 for a malformed ID, 404 when the registry does not know it. */
export async function findCompany(lookups: Lookups, input: string): Promise<CompanyRegistryRecord> {
  const taxRegNo = normalizeIco(input);
  if (!taxRegNo) throw badRequest('taxRegNo must be 8 digits');
  if (!isValidIco(taxRegNo)) throw badRequest(`taxRegNo ${taxRegNo} is not a valid company ID`);
  const company = await lookups.companies.findByTaxRegNo(taxRegNo);
  if (!company) throw notFound(`Company with ID ${taxRegNo} cannot be found`);
  return company;
}
