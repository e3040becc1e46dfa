/** Look-ups the checkout forms use: branches, address autocomplete, company registry (ARES). */
import { getJson } from '@shop/shared/api-client';
import type {
  AddressAutocompleteResponse,
  AddressSuggestion,
  Branch,
  BranchesResponse,
  CompanyRegistryRecord,
  CompanyRegistryResponse,
} from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';

let branches: Promise<Branch[]> | null = null;

/** The branches (cached for the page's life; a failure is retried on the next call). */
export function fetchBranches(): Promise<Branch[]> {
  if (!branches) {
    branches = getJson<BranchesResponse>('/branches')
      .then((answer) => answer.branches)
      .catch((error: unknown) => {
        branches = null;
        throw error;
      });
  }
  return branches;
}

export async function suggestAddresses(query: string, lang: Locale): Promise<AddressSuggestion[]> {
  return (
    await getJson<AddressAutocompleteResponse>('/maps/address-autocomplete', {
      query,
      lang,
      limit: 6,
    })
  ).result;
}

/** The company of a company ID (IČO), or null when the registry does not know it. */
export async function lookupCompany(taxRegNo: string): Promise<CompanyRegistryRecord | null> {
  try {
    return (
      await getJson<CompanyRegistryResponse>('/user-company/ares', {
        taxRegNo: taxRegNo.replace(/\s/g, ''),
      })
    ).result;
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    if (status === 404 || status === 400) return null;
    throw error;
  }
}
