/**
 * A company's data: the company-ID lookup in the registry (ARES) fills the fields, each field
 * checked with the shared rule the API applies (messages next to the fields). Used to add and to
 * edit a company; a refusal of the API shows above the buttons.
 */
import '../../i18n/account-i18n';
import { apiErrorMessage, apiErrorStatus } from '@shop/shared/api-client';
import {
  lookupMessageKey,
  useCompanyRegistryLookup,
} from '@shop/shared/company/use-company-registry-lookup';
import type { Company, CompanyInput } from '@shop/shared/contract';
import { COMPANY_DATA_LIMITS } from '@shop/shared/rules/company-data';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import { type CompanyFormValues, companySchema } from '@shop/shared/validation/company';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { Form, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { saveCompanyMutation } from './api/save-company';
import styles from './user-account-billing-data-page.module.css';

const validate = validateWith(companySchema);

type TextName = keyof CompanyFormValues;

/** A company rule's problem code ('tooLong'), or a shared message key a refusal gave. */
export function companyMessageKey(code: string): string {
  return code.startsWith('validation.') ? `common:${code}` : `companies.problems.${code}`;
}

/** A text field of the company form; `idPrefix` keeps ids unique when several forms are shown. */
export function CompanyTextField({
  name,
  idPrefix,
  label,
  autoComplete,
  required = true,
  inputMode,
  readOnly,
}: {
  name: TextName;
  idPrefix: string;
  label: string;
  autoComplete: string;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
  readOnly?: boolean;
}) {
  const { t } = useTranslation(namespace);
  return (
    <TextField
      name={name}
      id={`${idPrefix}-${name}`}
      label={label}
      required={required}
      autoComplete={autoComplete}
      inputMode={inputMode}
      readOnly={readOnly}
      maxLength={COMPANY_DATA_LIMITS[name]}
      translateError={(code, limit) => t(companyMessageKey(code), limit)}
    />
  );
}

function RegistryLookup() {
  const { t } = useTranslation(namespace);
  const { lookup, busy, result } = useCompanyRegistryLookup(useForm<CompanyFormValues>());
  const messageKey = lookupMessageKey(result);
  const message = messageKey ? t(`companies.${messageKey}`) : null;
  return (
    <>
      <Button variant="secondary" onClick={() => void lookup()} disabled={busy}>
        {t('companies.lookup')}
      </Button>
      <p
        className={result === 'filled' ? styles.success : formStyles.formError}
        role={result && result !== 'filled' ? 'alert' : 'status'}
        hidden={!message}
      >
        {message}
      </p>
    </>
  );
}

/** The company's fields (read-only for a locked company shown in the change request). */
export function CompanyFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.fields}>
      <div className={styles.lookup}>
        <CompanyTextField
          name="taxRegNo"
          idPrefix={idPrefix}
          label={t('companies.taxRegNo')}
          autoComplete="off"
          inputMode="numeric"
        />
        <RegistryLookup />
      </div>
      <CompanyTextField
        name="name"
        idPrefix={idPrefix}
        label={t('companies.name')}
        autoComplete="organization"
      />
      <CompanyTextField
        name="vatRegNo"
        idPrefix={idPrefix}
        label={t('companies.vatRegNo')}
        autoComplete="off"
        required={false}
      />
      <CompanyTextField
        name="street"
        idPrefix={idPrefix}
        label={t('companies.street')}
        autoComplete="street-address"
      />
      <CompanyTextField
        name="city"
        idPrefix={idPrefix}
        label={t('companies.city')}
        autoComplete="address-level2"
      />
      <CompanyTextField
        name="zipCode"
        idPrefix={idPrefix}
        label={t('companies.zipCode')}
        autoComplete="postal-code"
      />
      <CompanyTextField
        name="country"
        idPrefix={idPrefix}
        label={t('companies.country')}
        autoComplete="country"
      />
    </div>
  );
}

export function companyFormValues(company: Company | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    street: company?.street ?? '',
    city: company?.city ?? '',
    zipCode: company?.zipCode ?? '',
    country: company?.country ?? 'CZ',
    taxRegNo: company?.taxRegNo ?? '',
    vatRegNo: company?.vatRegNo ?? '',
  };
}

/** Adds a company (`company` null) or edits one; `onDone` after the API has stored it. */
export function CompanyForm({
  company,
  onDone,
  onCancel,
}: {
  company: Company | null;
  onDone: (saved: Company) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(namespace);
  const save = useMutation(saveCompanyMutation());
  const idPrefix = company ? `company-${company.id}` : 'company-new';
  const onSubmit = async (values: CompanyFormValues) => {
    const input: CompanyInput = {
      ...(company ? { id: company.id } : {}),
      name: values.name,
      street: values.street,
      city: values.city,
      zipCode: values.zipCode,
      country: values.country,
      taxRegNo: values.taxRegNo,
      // An emptied field is undefined in final-form's values, whatever the type says.
      vatRegNo: values.vatRegNo?.trim() ? values.vatRegNo : null,
    };
    try {
      onDone(await save.mutateAsync(input));
      return undefined;
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 409) return { [FORM_ERROR]: t('companies.lockedRefusal') };
      if (status === 403) return { [FORM_ERROR]: t('companies.notAllowed') };
      return (
        refusalErrors(error, Object.keys(COMPANY_DATA_LIMITS)) ?? {
          [FORM_ERROR]: apiErrorMessage(error, '') || t('companies.saveFailed'),
        }
      );
    }
  };
  return (
    <Form<CompanyFormValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={companyFormValues(company)}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className={formStyles.form}
          aria-label={company ? t('companies.editTitle') : t('companies.addTitle')}
        >
          <CompanyFields idPrefix={idPrefix} />
          {typeof submitError === 'string' ? (
            <p role="alert" className={formStyles.formError}>
              {submitError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={submitting}>
              {t('companies.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('companies.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
