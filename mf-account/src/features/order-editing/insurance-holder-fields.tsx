import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { FormField } from '@shop/shared/ui/form-field';
import { textProblem } from '@shop/shared/validation';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';

/** A Czech company ID (IČO): 8 digits. */
export const COMPANY_ID = /^\d{8}$/;

/**
 * The insured party of an insurance abroad: a birth number or a company ID, each with its
 * problem shown as it is typed.
 */
export function InsuranceHolderFields({
  birthNumber,
  companyId,
  onChange,
}: {
  birthNumber: string;
  companyId: string;
  onChange: (holder: { birthNumber?: string; companyId?: string }) => void;
}) {
  const { t } = useTranslation(namespace);
  const common = useTranslation('common').t;
  const birthNumberProblem = textProblem(birthNumber, 'birthNumber');
  return (
    <>
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
              value={birthNumber}
              onChange={(event) => onChange({ birthNumber: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="insurance-company-id"
          label={t('orderEdit.insurance.companyId')}
          error={
            companyId.trim() && !COMPANY_ID.test(companyId.replace(/\s/g, ''))
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
              value={companyId}
              onChange={(event) => onChange({ companyId: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
