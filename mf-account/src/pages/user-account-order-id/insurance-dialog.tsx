/**
 * Insurance: back to the basic insurance (unsetInsurance), or insurance abroad (addInsurance) for
 * Europe or the world with its countries and the insured party's birth number or company ID.
 */
import type { AccountOrderDetail, OrderUpdateRequest } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { FormField } from '@shop/shared/ui/form-field';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';

type Cover = 'basic' | 'eu' | 'world';

/** A Czech company ID (IČO): 8 digits. */
const COMPANY_ID = /^\d{8}$/;

export interface InsuranceInputs {
  cover: Cover;
  countries: string;
  birthNumber: string;
  companyId: string;
}

/** Country codes typed as 'de, AT sk' → ['DE', 'AT', 'SK']; null when one is not two letters. */
export function parseCountries(typed: string): string[] | null {
  const codes = typed
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
  if (codes.length === 0 || codes.some((code) => !/^[A-Z]{2}$/.test(code))) return null;
  return [...new Set(codes)];
}

/** The change the inputs ask for; null while they are incomplete or ask for the current cover. */
export function insuranceChange(
  order: AccountOrderDetail,
  inputs: InsuranceInputs,
): Omit<OrderUpdateRequest, 'orderNumber'> | null {
  if (inputs.cover === 'basic') {
    return order.insurance.id === 'basic' ? null : { orderAction: 'unsetInsurance' };
  }
  const countries = parseCountries(inputs.countries);
  const birthNumber = inputs.birthNumber.trim();
  const companyId = inputs.companyId.trim();
  if (!countries || (!birthNumber && !companyId)) return null;
  if (companyId && !COMPANY_ID.test(companyId)) return null;
  return {
    orderAction: 'addInsurance',
    insurance: {
      id: inputs.cover,
      countries,
      ...(companyId ? { companyId } : { birthNumber }),
    },
  };
}

function countryNames(codes: string[], locale: Locale): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
}

export function InsuranceDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [inputs, setInputs] = useState<InsuranceInputs>({
    cover: order.insurance.id,
    countries: order.insurance.countries.join(', '),
    birthNumber: '',
    companyId: '',
  });
  const abroad = inputs.cover !== 'basic';
  const countries = parseCountries(inputs.countries);

  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.insurance.title')}
      confirmLabel={t('orderEdit.insurance.confirm')}
      doneMessage={t('orderEdit.insurance.done')}
      change={insuranceChange(order, inputs)}
      onClose={onClose}
    >
      <fieldset className={styles.choices}>
        <legend>{t('orderEdit.insurance.legend')}</legend>
        {(['basic', 'eu', 'world'] as const).map((cover) => (
          <div key={cover} className={styles.choice}>
            <input
              type="radio"
              id={`insurance-${cover}`}
              name="insurance"
              checked={inputs.cover === cover}
              onChange={() => setInputs({ ...inputs, cover })}
            />
            <label htmlFor={`insurance-${cover}`}>{t(`orderDetail.insurances.${cover}`)}</label>
          </div>
        ))}
      </fieldset>
      {abroad ? (
        <>
          <FormField
            id="insurance-countries"
            label={t('orderEdit.insurance.countries')}
            hint={
              countries ? countryNames(countries, locale) : t('orderEdit.insurance.countriesHint')
            }
            error={
              inputs.countries.trim() && !countries
                ? t('orderEdit.insurance.countriesInvalid')
                : null
            }
            required
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                maxLength={300}
                value={inputs.countries}
                onChange={(event) => setInputs({ ...inputs, countries: event.target.value })}
              />
            )}
          </FormField>
          <p className={styles.muted}>{t('orderEdit.insurance.holder')}</p>
          <div className={styles.row}>
            <FormField id="insurance-birth-number" label={t('orderEdit.insurance.birthNumber')}>
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  maxLength={11}
                  value={inputs.birthNumber}
                  onChange={(event) => setInputs({ ...inputs, birthNumber: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="insurance-company-id"
              label={t('orderEdit.insurance.companyId')}
              error={
                inputs.companyId.trim() && !COMPANY_ID.test(inputs.companyId.trim())
                  ? t('orderEdit.insurance.companyIdInvalid')
                  : null
              }
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={8}
                  value={inputs.companyId}
                  onChange={(event) => setInputs({ ...inputs, companyId: event.target.value })}
                />
              )}
            </FormField>
          </div>
        </>
      ) : null}
    </OrderChangeDialog>
  );
}
