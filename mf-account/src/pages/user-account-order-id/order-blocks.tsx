/**
 * The order's items in dated blocks: cancelled lines struck through, sent lines marked. When the
 * viewer may still change the order, each dated block offers adding equipment, extending the
 * rental, other dates and other quantities.
 */
import type { AccountOrderBlock, AccountOrderDetail } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import { AddItemsDialog } from './add-items-dialog';
import { ChangeDatesDialog } from './change-dates-dialog';
import { ChangeQuantityDialog, changeableLines } from './change-quantity-dialog';
import { type DatedBlock, ExtendRentalDialog } from './extend-rental-dialog';
import { OrderChangeButton } from './order-change-dialog';
import styles from './order-edit.module.css';
import pageStyles from './user-account-order-id-page.module.css';

const czk = (amount: number) => formatPrice(amount, 'czk');

function isDated(block: AccountOrderBlock): block is DatedBlock {
  return block.groupId !== null && block.from !== null && block.to !== null;
}

/** Whether the viewer may change the order now (the page shows no actions otherwise). */
export function mayChange(order: AccountOrderDetail): boolean {
  return order.mayEdit && order.editable;
}

function BlockActions({ order, block }: { order: AccountOrderDetail; block: DatedBlock }) {
  const { t } = useTranslation(namespace);
  const { orderNumber, totalWithVat } = order;
  return (
    <div className={styles.actions}>
      <OrderChangeButton
        label={t('orderEdit.add.open')}
        dialog={(close) => <AddItemsDialog order={order} block={block} onClose={close} />}
      />
      <OrderChangeButton
        label={t('orderEdit.extend.open')}
        dialog={(close) => (
          <ExtendRentalDialog
            orderNumber={orderNumber}
            totalWithVat={totalWithVat}
            block={block}
            onClose={close}
          />
        )}
      />
      <OrderChangeButton
        label={t('orderEdit.dates.open')}
        dialog={(close) => (
          <ChangeDatesDialog
            orderNumber={orderNumber}
            totalWithVat={totalWithVat}
            block={block}
            onClose={close}
          />
        )}
      />
      {changeableLines(block).length > 0 ? (
        <OrderChangeButton
          label={t('orderEdit.quantity.open')}
          dialog={(close) => <ChangeQuantityDialog order={order} block={block} onClose={close} />}
        />
      ) : null}
    </div>
  );
}

export function OrderBlocks({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <section className={pageStyles.panel} aria-labelledby="order-items">
      <h2 id="order-items">{t('orderDetail.items')}</h2>
      {order.productListCode && order.crewListCode ? (
        <ul className={pageStyles.documents} aria-label={t('orderDetail.gearLists')}>
          <li>
            <Link to={pathFor('gear-list-with-prices', { code: order.productListCode }, locale)}>
              {t('orderDetail.gearList')}
            </Link>
          </li>
          <li>
            <Link to={pathFor('gear-list', { code: order.crewListCode }, locale)}>
              {t('orderDetail.crewList')}
            </Link>
          </li>
        </ul>
      ) : null}
      {order.blocks.map((block) => {
        const heading =
          block.from && block.to
            ? t('orderDetail.blockDates', {
                from: formatDateTime(block.from, locale),
                to: formatDateTime(block.to, locale),
              })
            : t('orderDetail.blockSale');
        return (
          <div key={block.groupId ?? 'sale'} className={pageStyles.tableWrap}>
            <table className={pageStyles.table}>
              <caption>{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orderDetail.item')}</th>
                  <th scope="col">{t('orderDetail.quantity')}</th>
                  <th scope="col">{t('orderDetail.days')}</th>
                  <th scope="col">{t('orderDetail.unitPrice')}</th>
                  <th scope="col">{t('orderDetail.lineTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {block.items.map((item) => (
                  <tr key={item.id} className={item.canceled ? styles.canceled : undefined}>
                    <th scope="row">
                      {locale === 'en' ? item.nameEn : item.name}
                      {item.canceled ? (
                        <span className={styles.tag}>{t('orderDetail.canceled')}</span>
                      ) : item.sent ? (
                        <span className={styles.tag}>{t('orderDetail.sent')}</span>
                      ) : null}
                    </th>
                    <td>{item.quantity}</td>
                    <td>{item.days ?? '—'}</td>
                    <td>{czk(item.unitPrice)}</td>
                    <td>{czk(item.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {mayChange(order) && isDated(block) ? (
              <BlockActions order={order} block={block} />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
