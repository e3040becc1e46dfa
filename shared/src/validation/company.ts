/**
 * The account's company and contact forms (yup). The company's fields ask the shared rule the API
 * applies too (@shop/shared/rules/company-data); a field's message is the rule's problem code
 * ('required', 'taxRegNoInvalid' …), which the page shows in the customer's language.
 */
import { COMPANY_ROLES } from '@shop/shared/contract/constants';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import {
  type CompanyData,
  type CompanyDataField,
  companyDataProblems,
} from '@shop/shared/rules/company-data';
import { array, mixed, type ObjectSchema, object, string } from 'yup';

export interface CompanyFormValues {
  name: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
  taxRegNo: string;
  vatRegNo: string;
}

const companyField = (field: CompanyDataField) =>
  string()
    .default('')
    .test('company-data', function check() {
      const problem = companyDataProblems(this.parent as CompanyData)[field];
      return problem ? this.createError({ message: problem }) : true;
    });

export const companySchema: ObjectSchema<CompanyFormValues> = object({
  name: companyField('name'),
  street: companyField('street'),
  city: companyField('city'),
  zipCode: companyField('zipCode'),
  country: companyField('country'),
  taxRegNo: companyField('taxRegNo'),
  vatRegNo: companyField('vatRegNo'),
});

export type CompanyRoleValue = (typeof COMPANY_ROLES)[number];

export interface ContactFormValues {
  email: string;
  roleId: CompanyRoleValue[];
}

/** A contact: an e-mail and at least one role (codes 'emailRequired', 'emailInvalid', 'rolesRequired'). */
export const contactSchema: ObjectSchema<ContactFormValues> = object({
  email: string()
    .trim()
    .default('')
    .required('emailRequired')
    .email('emailInvalid')
    .max(FIELD_LIMITS.email, 'tooLong'),
  roleId: array(
    mixed<CompanyRoleValue>()
      .oneOf([...COMPANY_ROLES])
      .defined(),
  )
    .default([])
    .min(1, 'rolesRequired'),
});
