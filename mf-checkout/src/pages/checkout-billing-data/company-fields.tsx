/** Company billing fields with the company-ID lookup (ARES) that fills them in. */
import {
  lookupMessageKey,
  useCompanyRegistryLookup,
} from '@shop/shared/company/use-company-registry-lookup';
import { countriesOf, countryName } from '@shop/shared/rules/insurance-countries';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { SelectField, TextField } from '@shop/shared/ui/final-form-fields';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';
import { billingLimit } from './billing-form';

export function CompanyFields() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { lookup, busy, result } = useCompanyRegistryLookup(useForm());
  const countryOptions = [
    { value: 'CZ', label: countryName('CZ', locale) },
    ...countriesOf('world', locale).map(({ code, name }) => ({ value: code, label: name })),
  ];

  const lookupKey = lookupMessageKey(result);
  const lookupMessage = lookupKey ? t(`billing.${lookupKey}`) : null;

  return (
    <div className={styles.grid}>
      <div className={`${styles.wide} ${styles.row}`}>
        <TextField
          name="taxRegNo"
          label={t('billing.taxRegNo')}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={billingLimit('taxRegNo')}
        />
        <Button variant="secondary" onClick={() => void lookup()} disabled={busy}>
          {t('billing.lookup')}
        </Button>
      </div>
      <p
        className={`${styles.wide} ${result === 'filled' ? styles.success : result ? styles.alert : ''}`}
        role={result && result !== 'filled' ? 'alert' : 'status'}
        hidden={!lookupMessage}
      >
        {lookupMessage}
      </p>
      <TextField
        name="name"
        label={t('billing.name')}
        autoComplete="organization"
        required
        className={styles.wide}
        maxLength={billingLimit('name')}
      />
      <TextField
        name="vatRegNo"
        label={t('billing.vatRegNo')}
        autoComplete="off"
        maxLength={billingLimit('vatRegNo')}
      />
      <TextField
        name="street"
        label={t('billing.street')}
        autoComplete="street-address"
        required
        maxLength={billingLimit('street')}
      />
      <TextField
        name="city"
        label={t('billing.city')}
        autoComplete="address-level2"
        required
        maxLength={billingLimit('city')}
      />
      <TextField
        name="zipCode"
        label={t('billing.zipCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        required
        maxLength={billingLimit('zipCode')}
      />
      <SelectField name="country" label={t('billing.country')} options={countryOptions} required />
    </div>
  );
}
