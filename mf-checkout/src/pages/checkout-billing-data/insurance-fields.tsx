/** Insurance choice: basic (included), eu or world with countries and the insured party. */

import { countriesOf } from '@shop/shared/rules/insurance-countries';
import { localeAtom } from '@shop/shared/store';
import {
  CheckboxField,
  RadioGroupField,
  TextField,
  visibleError,
} from '@shop/shared/ui/final-form-fields';
import { useAtomValue } from 'jotai';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';
import { type BillingValues, billingLimit } from './billing-form';

function CountriesField({ group }: { group: 'eu' | 'world' }) {
  const { t } = useTranslation(namespace);
  const { t: tc } = useTranslation('common');
  const locale = useAtomValue(localeAtom);
  return (
    <Field<string[]>
      name="countries"
      subscription={{
        error: true,
        touched: true,
        submitFailed: true,
        submitError: true,
        dirtySinceLastSubmit: true,
      }}
    >
      {({ meta }) => {
        const error = visibleError(meta);
        return (
          <fieldset
            className={styles.panel}
            aria-describedby={error ? 'countries-error countries-hint' : 'countries-hint'}
          >
            <legend>{t('billing.countries')}</legend>
            <p id="countries-hint" className={styles.muted}>
              {t('billing.countriesHint')}
            </p>
            <div className={styles.checkList}>
              {countriesOf(group, locale).map(({ code, name }) => (
                <Field<string> key={code} name="countries" type="checkbox" value={code}>
                  {({ input }) => (
                    <div className={styles.checkRow}>
                      <input
                        {...input}
                        id={`country-${code}`}
                        {...(error ? { 'aria-invalid': true as const } : {})}
                      />
                      <label htmlFor={`country-${code}`}>{name}</label>
                    </div>
                  )}
                </Field>
              ))}
            </div>
            {error ? (
              <p id="countries-error" className={styles.alert}>
                {tc(error)}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}

export function InsuranceFields({ values }: { values: BillingValues }) {
  const { t } = useTranslation(namespace);
  const abroad = values.insurance === 'eu' || values.insurance === 'world';
  return (
    <div className={styles.stack}>
      <RadioGroupField
        name="insurance"
        legend={t('billing.insuranceTitle')}
        options={(['basic', 'eu', 'world'] as const).map((id) => ({
          value: id,
          label: t(`billing.insurance.${id}`),
        }))}
      />
      {abroad ? (
        <>
          <CountriesField group={values.insurance === 'world' ? 'world' : 'eu'} />
          <RadioGroupField
            name="holder"
            legend={t('billing.holder')}
            options={[
              { value: 'person', label: t('billing.holderPerson') },
              { value: 'company', label: t('billing.holderCompany') },
            ]}
          />
          {values.holder === 'company' ? (
            <TextField
              name="companyId"
              label={t('billing.companyId')}
              inputMode="numeric"
              required
              maxLength={billingLimit('companyId')}
            />
          ) : (
            <div className={styles.grid}>
              <TextField
                name="birthNumber"
                label={t('billing.birthNumber')}
                hint={t('billing.birthNumberHint')}
                autoComplete="off"
                className={styles.wide}
                maxLength={billingLimit('birthNumber')}
              />
              <TextField
                name="bornDate"
                type="date"
                label={t('billing.bornDate')}
                autoComplete="bday"
              />
              <TextField
                name="permanentAddress"
                label={t('billing.permanentAddress')}
                autoComplete="street-address"
                maxLength={billingLimit('permanentAddress')}
              />
            </div>
          )}
          <CheckboxField name="student" label={t('billing.student')} />
          {values.student ? (
            <TextField
              name="isic"
              label={t('billing.isic')}
              autoComplete="off"
              required
              maxLength={billingLimit('isic')}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
