/**
 * Insurance: back to the basic insurance (unsetInsurance), or insurance abroad (addInsurance) for
 * Europe or the world with its countries and the insured party's birth number or company ID.
 */

import type { AccountOrderDetail, OrderUpdateRequest } from '@shop/shared/contract';
import { coveredCountries } from '@shop/shared/rules/insurance-countries';
import { textProblem } from '@shop/shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { InsuranceCountries } from './insurance-countries';
import { COMPANY_ID, InsuranceHolderFields } from './insurance-holder-fields';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';

type Cover = 'basic' | 'eu' | 'world';

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

/** The cover to change to: the basic insurance, or insurance abroad for Europe or the world. */
function InsuranceCoverChoice({
  cover,
  onChange,
}: {
  cover: Cover;
  onChange: (cover: Cover) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <fieldset className={styles.choices}>
      <legend>{t('orderEdit.insurance.legend')}</legend>
      {(['basic', 'eu', 'world'] as const).map((choice) => (
        <div key={choice} className={styles.choice}>
          <input
            type="radio"
            id={`insurance-${choice}`}
            name="insurance"
            checked={cover === choice}
            onChange={() => onChange(choice)}
          />
          <label htmlFor={`insurance-${choice}`}>{t(`orderDetail.insurances.${choice}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}

export function InsuranceDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const [inputs, setInputs] = useState<InsuranceInputs>({
    cover: order.insurance.id,
    countries: order.insurance.countries,
    birthNumber: '',
    companyId: '',
  });
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
      <InsuranceCoverChoice
        cover={inputs.cover}
        onChange={(next) => setInputs({ ...inputs, cover: next })}
      />
      {cover ? (
        <>
          <InsuranceCountries cover={cover} countries={inputs.countries} onToggle={toggleCountry} />
          <InsuranceHolderFields
            birthNumber={inputs.birthNumber}
            companyId={inputs.companyId}
            onChange={(holder) => setInputs({ ...inputs, ...holder })}
          />
        </>
      ) : null}
    </OrderChangeDialog>
  );
}
