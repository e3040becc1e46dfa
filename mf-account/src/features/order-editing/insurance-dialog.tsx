/**
 * Insurance: back to the basic insurance (unsetInsurance), or insurance abroad (addInsurance) for
 * Europe or the world with its countries and the insured party's birth number or company ID.
 */

import type { AccountOrderDetail, OrderUpdateRequest } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { countriesOf, coveredCountries } from '@shop/shared/rules/insurance-countries';
import { localeAtom } from '@shop/shared/store';
import { FormField } from '@shop/shared/ui/form-field';
import { textProblem } from '@shop/shared/validation';
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
  /** The ticked countries; those the cover does not include are left out of the change. */
  countries: readonly string[];
  birthNumber: string;
  companyId: string;
}

/** The change the inputs ask for; null while they are incomplete or ask for the current cover. */
export function insuranceChange(
  order: AccountOrderDetail,
  inputs: InsuranceInputs,
): Omit<OrderUpdateRequest, 'orderNumber'> | null {
  if (inputs.cover === 'basic') {
    return order.insurance.id === 'basic' ? null : { orderAction: 'unsetInsurance' };
  }
  const countries = coveredCountries(inputs.cover, inputs.countries);
  const birthNumber = inputs.birthNumber.trim();
  const companyId = inputs.companyId.replace(/\s/g, '');
  if (countries.length === 0 || (!birthNumber && !companyId)) return null;
  if (companyId && !COMPANY_ID.test(companyId)) return null;
  if (!companyId && textProblem(birthNumber, 'birthNumber')) return null;
  return {
    orderAction: 'addInsurance',
    insurance: {
      id: inputs.cover,
      countries,
      ...(companyId ? { companyId } : { birthNumber }),
    },
  };
}

export function InsuranceDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const common = useTranslation('common').t;
  const locale = useAtomValue(localeAtom);
  const [inputs, setInputs] = useState<InsuranceInputs>({
    cover: order.insurance.id,
    countries: order.insurance.countries,
    birthNumber: '',
    companyId: '',
  });
  const birthNumberProblem = textProblem(inputs.birthNumber, 'birthNumber');
  const cover = inputs.cover === 'basic' ? null : inputs.cover;
  const toggleCountry = (code: string, checked: boolean) =>
    setInputs({
      ...inputs,
      countries: checked
        ? [...inputs.countries, code]
        : inputs.countries.filter((country) => country !== code),
    });

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
      {cover ? (
        <>
          <fieldset className={styles.choices} aria-describedby="insurance-countries-hint">
            <legend>{t('orderEdit.insurance.countries')}</legend>
            <p id="insurance-countries-hint" className={styles.muted}>
              {t('orderEdit.insurance.countriesHint')}
            </p>
            <div className={styles.countries}>
              {countriesOf(cover, locale).map(({ code, name }) => (
                <div key={code} className={styles.choice}>
                  <input
                    type="checkbox"
                    id={`insurance-country-${code}`}
                    value={code}
                    checked={inputs.countries.includes(code)}
                    onChange={(event) => toggleCountry(code, event.target.checked)}
                  />
                  <label htmlFor={`insurance-country-${code}`}>{name}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <p className={styles.muted}>{t('orderEdit.insurance.holder')}</p>
          <div className={styles.row}>
            <FormField
              id="insurance-birth-number"
              label={t('orderEdit.insurance.birthNumber')}
              error={
                birthNumberProblem
                  ? common(birthNumberProblem, { max: FIELD_LIMITS.birthNumber })
                  : null
              }
            >
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  maxLength={FIELD_LIMITS.birthNumber}
                  value={inputs.birthNumber}
                  onChange={(event) => setInputs({ ...inputs, birthNumber: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="insurance-company-id"
              label={t('orderEdit.insurance.companyId')}
              error={
                inputs.companyId.trim() && !COMPANY_ID.test(inputs.companyId.replace(/\s/g, ''))
                  ? t('orderEdit.insurance.companyIdInvalid')
                  : null
              }
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={FIELD_LIMITS.companyId}
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
