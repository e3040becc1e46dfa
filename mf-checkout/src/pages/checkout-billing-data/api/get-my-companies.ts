/**
 * The companies the billing step offers: of the customer's companies (the shared query), those
 * they may bill to: kept ones and those where they are an administrator.
 */
import { userCompaniesQuery } from '@shop/shared/company/get-user-companies';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import { queryOptions } from '@tanstack/react-query';

export function myCompaniesQuery() {
  return queryOptions({
    ...userCompaniesQuery(),
    select: (companies) =>
      companies.filter((company) => companyRoleAllows(company.myRoles, 'manage-company')),
  });
}
