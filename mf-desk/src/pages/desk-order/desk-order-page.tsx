/** /desk/objednavka/:orderId: an order handed over and taken back at the desk. */
import '../../i18n/desk-i18n';
import { QueryState } from '@shop/shared/query/query-state';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeskFrame } from '../../features/desk-frame/desk-frame';
import { deskOrderQuery } from '../../features/desk-order/api/desk-order';
import { DeskOrderView } from '../../features/desk-order/desk-order-view';
import { namespace } from '../../i18n/desk-i18n';

export default function DeskOrderPage() {
  const { t } = useTranslation(namespace);
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ ...deskOrderQuery(orderId), enabled: valid });
  return (
    <DeskFrame
      title={
        order.data ? t('order.title', { number: order.data.orderNumber }) : t('order.titleLoading')
      }
    >
      {valid ? (
        <QueryState query={order} notFound={<p role="alert">{t('refusal.orderNotFound')}</p>}>
          {(found) => <DeskOrderView order={found} />}
        </QueryState>
      ) : (
        <p role="alert">{t('refusal.orderNotFound')}</p>
      )}
    </DeskFrame>
  );
}
