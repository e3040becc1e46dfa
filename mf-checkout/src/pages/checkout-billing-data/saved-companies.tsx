/**
 * For a signed-in customer with companies (kept, or as an administrator): a choice of them that
 * fills the company fields and remembers the company's id for the billing update. Guests, and
 * customers without companies, see nothing of it.
 */

import { isLoggedInAtom } from '@shop/shared/auth';
import { fillCompanyFields } from '@shop/shared/company/use-company-registry-lookup';
import type { Company } from '@shop/shared/contract';
import { FormField } from '@shop/shared/ui/form-field';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';
import { myCompaniesQuery } from './api/get-my-companies';
import type { BillingValues } from './billing-form';

export function SavedCompanies() {
  const { t } = useTranslation(namespace);
  const signedIn = useAtomValue(isLoggedInAtom);
  const companies = useQuery({ ...myCompaniesQuery(), enabled: signedIn });
  const form = useForm<BillingValues>();
  const { values } = useFormState<BillingValues>({ subscription: { values: true } });
  const list = companies.data ?? [];
  if (!signedIn || list.length === 0) return null;

  const pick = (id: string) => {
    const company: Company | undefined = list.find((known) => String(known.id) === id);
    form.batch(() => {
      form.change('savedCompanyId', company ? id : '');
      if (company) fillCompanyFields(form, company);
    });
  };
  return (
    <FormField
      id="savedCompanyId"
      label={t('billing.savedCompany')}
      hint={t('billing.savedCompanyHint')}
      className={styles.wide}
    >
      {(control) => (
        <select
          {...control}
          name="savedCompanyId"
          value={values.savedCompanyId}
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">{t('billing.savedCompanyNone')}</option>
          {list.map((company) => (
            <option key={company.id} value={String(company.id)}>
              {company.name} ({company.taxRegNo})
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
