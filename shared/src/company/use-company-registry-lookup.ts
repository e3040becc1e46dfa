/**
 * The company-ID lookup (ARES) behind the button next to a company form's company ID: a valid ID
 * (8 digits, spaces ignored) is looked up (from the cache when the same ID was looked up before)
 * and the company's fields are filled in; an invalid one only shows the field's own message. Used
 * by the account's companies page and checkout's billing step; each keeps its own fields, since
 * they differ (checkout picks the country from a list and lays them out in its grid).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { companyRecordQuery } from './get-company-registry';

type CompanyFieldName =
  | 'taxRegNo'
  | 'vatRegNo'
  | 'name'
  | 'street'
  | 'city'
  | 'zipCode'
  | 'country';

/** The part of the form the lookup reads and fills (react-final-form's `FormApi` has it). */
export interface CompanyLookupForm {
  getState(): { values: { taxRegNo?: unknown } };
  blur(name: CompanyFieldName): void;
  batch(fn: () => void): void;
  change(name: CompanyFieldName, value: string): void;
}

/** A company's data as the registry or the customer's saved companies give it. */
interface CompanyData {
  taxRegNo: string;
  vatRegNo: string | null;
  name: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
}

/** Fills a company form's fields from a company (inside the caller's `batch`). */
export function fillCompanyFields(form: Pick<CompanyLookupForm, 'change'>, company: CompanyData) {
  form.change('taxRegNo', company.taxRegNo);
  form.change('vatRegNo', company.vatRegNo ?? '');
  form.change('name', company.name);
  form.change('street', company.street);
  form.change('city', company.city);
  form.change('zipCode', company.zipCode);
  form.change('country', company.country || 'CZ');
}

export type CompanyLookupResult = 'filled' | 'notFound' | 'failed' | null;

/** The i18n key (under each remote's own prefix) of the message a lookup's result shows. */
export function lookupMessageKey(
  result: CompanyLookupResult,
): 'lookupFilled' | 'lookupNotFound' | 'lookupFailed' | null {
  if (result === 'filled') return 'lookupFilled';
  if (result === 'notFound') return 'lookupNotFound';
  if (result === 'failed') return 'lookupFailed';
  return null;
}

export function useCompanyRegistryLookup(form: CompanyLookupForm) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<CompanyLookupResult>(null);
  const [busy, setBusy] = useState(false);
  const lookup = async () => {
    const taxRegNo = String(form.getState().values.taxRegNo ?? '').replace(/\s/g, '');
    if (!/^\d{8}$/.test(taxRegNo)) {
      form.blur('taxRegNo');
      setResult(null);
      return;
    }
    setBusy(true);
    try {
      const company = await queryClient.fetchQuery(companyRecordQuery(taxRegNo));
      if (!company) {
        setResult('notFound');
        return;
      }
      form.batch(() => fillCompanyFields(form, company));
      setResult('filled');
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };
  return { lookup, busy, result };
}
