import { Button } from '@shop/shared/ui/button';
import { FieldError } from '@shop/shared/ui/form-field';
import { ErrorState } from '@shop/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { LOSES_ACCESS, type Problem, useOrderErrorText } from './order-change-problem';
import styles from './order-edit.module.css';

/**
 * What went wrong with an order change, next to its fields: the refusal's text in the shopper's
 * language, no answer with a retry, or the billing change that loses the customer access to the
 * order with the spec's warning and a forced confirm.
 */
export function OrderChangeProblem({
  problem,
  sendFailed,
  sending,
  onRetry,
  onForce,
}: {
  problem: Problem | null;
  /** The problem is the last send's (not the preview's). */
  sendFailed: boolean;
  sending: boolean;
  onRetry: () => void;
  onForce: () => void;
}) {
  const { t } = useTranslation(namespace);
  const errorText = useOrderErrorText();
  const losesAccess = problem?.kind === 'code' && problem.code === LOSES_ACCESS;
  return (
    <>
      {problem?.kind === 'code' && !losesAccess ? (
        <FieldError id="order-change-error">{errorText(problem.code, problem.detail)}</FieldError>
      ) : null}
      {problem?.kind === 'refused' ? (
        <FieldError id="order-change-error">{problem.message || t('orderEdit.failed')}</FieldError>
      ) : null}
      {problem?.kind === 'unreachable' ? (
        <ErrorState
          message={t(sendFailed ? 'orderEdit.sendFailed' : 'orderEdit.previewFailed')}
          onRetry={onRetry}
        />
      ) : null}
      {losesAccess ? (
        <div className={styles.forced} role="alert">
          <p>{errorText(LOSES_ACCESS)}</p>
          <p>{t('orderEdit.losesAccessHint')}</p>
          <Button className={styles.danger} onClick={onForce} disabled={sending}>
            {t('orderEdit.forceConfirm')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
