/**
 * The card payment's result (`/online-platby/gopay/{paymentId}?code={estimateCode}`): the API asks
 * the gateway for the state (the browser's word is never trusted; the order's code proves the
 * shopper may see it). Paid → success with the order number; cancelled
 * or timed out → "the payment did not go through" with a retry; still open → check again.
 */
import '../../i18n/checkout-i18n';
import type { PaymentStatusResponse } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import styles from '../../features/checkout-steps/checkout.module.css';
import { payByCardMutation, paymentFailureKey } from '../../features/order/api/create-payment';
import { namespace } from '../../i18n/checkout-i18n';
import { paymentStatusQuery } from './api/get-payment-status';

function Result({
  status,
  code,
  onRefresh,
  refreshing,
}: {
  status: PaymentStatusResponse;
  code: string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const payment = useMutation(payByCardMutation());
  // Created: the button stays busy while the browser goes to the gateway.
  const busy = payment.isPending || payment.isSuccess;
  const orderLink = `${pathFor('order-received', { id: status.orderNumber }, locale)}?code=${encodeURIComponent(code)}`;

  if (status.state === 'PAID') {
    return (
      <div className={styles.stack} role="status">
        <p className={styles.success}>
          <strong>{t('payment.paid')}</strong>{' '}
          {t('payment.paidOrder', { number: status.orderNumber })}
        </p>
        <Link to={orderLink}>{t('payment.toOrder')}</Link>
      </div>
    );
  }
  if (status.state === 'CREATED') {
    return (
      <div className={styles.stack}>
        <p className={styles.note} role="status">
          {t('payment.pending')}
        </p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
            {t('payment.refresh')}
          </Button>
          <Link to={orderLink}>{t('payment.toOrder')}</Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={styles.alert} role="alert">
        <p>
          <strong>{t('payment.cancelled')}</strong>
        </p>
        <p>{t('payment.cancelledText')}</p>
      </div>
      <div className={styles.row}>
        <Button
          onClick={() => payment.mutate({ orderNumber: status.orderNumber, code, lang: locale })}
          disabled={busy}
        >
          {t('payment.retry')}
        </Button>
        <Link to={orderLink}>{t('payment.toOrder')}</Link>
      </div>
      {payment.isError ? (
        <p className={styles.alert} role="alert">
          {t(paymentFailureKey(payment.error))}
        </p>
      ) : null}
    </div>
  );
}

/** Asks for the status only with the order's code: without one there is nothing to ask. */
function VerifiedPayment({ id, code }: { id: string; code: string }) {
  const { t } = useTranslation(namespace);
  const status = useQuery(paymentStatusQuery(id, code));
  return (
    <QueryState
      query={status}
      loading={<LoadingState label={t('payment.checking')} />}
      notFound={<ErrorState message={t('payment.notFound')} />}
    >
      {(data) => (
        <Result
          status={data}
          code={code}
          onRefresh={() => void status.refetch()}
          refreshing={status.isFetching}
        />
      )}
    </QueryState>
  );
}

export default function PaymentGopayPage() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      {code ? (
        <VerifiedPayment id={id} code={code} />
      ) : (
        <ErrorState message={t('payment.notFound')} />
      )}
    </div>
  );
}
