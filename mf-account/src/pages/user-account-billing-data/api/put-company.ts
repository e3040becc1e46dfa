import { companiesKey } from '@shop/shared/company/get-user-companies';
import type { Company } from '@shop/shared/contract';
import { queryClient } from '@shop/shared/query';

/** Puts a company as the API answered it into the customer's company list (a new one at the end). */
export function putCompany(company: Company): void {
  queryClient.setQueryData<Company[]>(companiesKey, (companies = []) =>
    companies.some((known) => known.id === company.id)
      ? companies.map((known) => (known.id === company.id ? company : known))
      : [...companies, company],
  );
}
