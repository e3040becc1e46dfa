import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { TextAreaField, TextField } from '@shop/shared/ui/final-form-fields';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';

/** The share form's fields: who sends, to whom, the project and its dates, a note. */
export function ShareCartFields() {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.grid}>
      <TextField
        name="senderEmail"
        type="email"
        label={t('share.senderEmail')}
        autoComplete="email"
        required
        maxLength={FIELD_LIMITS.email}
      />
      <TextField
        name="senderName"
        label={t('share.senderName')}
        autoComplete="name"
        required
        maxLength={FIELD_LIMITS.personName}
      />
      <TextField
        name="recipientEmail"
        type="email"
        label={t('share.recipientEmail')}
        autoComplete="off"
        required
        className={styles.wide}
        maxLength={FIELD_LIMITS.email}
      />
      <TextField
        name="projectName"
        label={t('share.projectName')}
        className={styles.wide}
        maxLength={FIELD_LIMITS.projectName}
      />
      <TextField name="dateFrom" type="date" label={t('share.dateFrom')} />
      <TextField name="dateTo" type="date" label={t('share.dateTo')} />
      <TextAreaField
        name="note"
        label={t('share.note')}
        hint={t('share.noteHint')}
        className={styles.wide}
        maxLength={FIELD_LIMITS.note}
      />
    </div>
  );
}
