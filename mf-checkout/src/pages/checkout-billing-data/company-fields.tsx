/** Company billing fields with the company-ID lookup (ARES) that fills them in. */
import { companyRecordQuery } from '@shop/shared/company/get-company-registry';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { countriesOf, countryName } from '../../features/cart/countries';
import styles from '../../features/checkout-steps/checkout.module.css';
import { SelectField, TextField } from '../../features/form/form-fields';
import { namespace } from '../../i18n/checkout-i18n';

type LookupResult = 'filled' | 'notFound' | 'failed' | null;

export function CompanyFields() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const form = useForm();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<LookupResult>(null);
  const [busy, setBusy] = useState(false);
  const countryOptions = [
    { value: 'CZ', label: countryName('CZ', locale) },
    ...countriesOf('world', locale).map(({ code, name }) => ({ value: code, label: name })),
  ];

  const lookup = async () => {
    const taxRegNo = String(form.getState().values.taxRegNo ?? '').replace(/\s/g, '');
    if (!/^\d{8}$/.test(taxRegNo)) {
      form.blur('taxRegNo');
      setResult(null);
      return;
    }
    setBusy(true);
    try {
      // On demand (the button), from the cache when the same ID was looked up before.
      const company = await queryClient.fetchQuery(companyRecordQuery(taxRegNo));
      if (!company) {
        setResult('notFound');
        return;
      }
      form.batch(() => {
        form.change('taxRegNo', company.taxRegNo);
        form.change('vatRegNo', company.vatRegNo ?? '');
        form.change('name', company.name);
        form.change('street', company.street);
        form.change('city', company.city);
        form.change('zipCode', company.zipCode);
        form.change('country', company.country || 'CZ');
      });
      setResult('filled');
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };

  const lookupMessage =
    result === 'notFound'
      ? t('billing.lookupNotFound')
      : result === 'failed'
        ? t('billing.lookupFailed')
        : result === 'filled'
          ? t('billing.lookupFilled')
          : null;

  return (
    <div className={styles.grid}>
      <div className={`${styles.wide} ${styles.row}`}>
        <TextField
          name="taxRegNo"
          label={t('billing.taxRegNo')}
          inputMode="numeric"
          autoComplete="off"
          required
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
      />
      <TextField name="vatRegNo" label={t('billing.vatRegNo')} autoComplete="off" />
      <TextField name="street" label={t('billing.street')} autoComplete="street-address" required />
      <TextField name="city" label={t('billing.city')} autoComplete="address-level2" required />
      <TextField
        name="zipCode"
        label={t('billing.zipCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        required
      />
      <SelectField name="country" label={t('billing.country')} options={countryOptions} required />
    </div>
  );
}
