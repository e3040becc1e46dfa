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
import { tableRoles } from '@shop/shared/ui/table-roles';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import table from '../account-table/account-table.module.css';
import { AccountTableHead } from '../account-table/account-table-head';
import { AddItemsDialog } from './add-items-dialog';
import { ChangeDatesDialog } from './change-dates-dialog';
import { ChangeQuantityDialog, changeableLines } from './change-quantity-dialog';
import { type DatedBlock, ExtendRentalDialog } from './extend-rental-dialog';
import { OrderChangeButton } from './order-change-dialog';
import styles from './order-edit.module.css';
import panelStyles from './order-panel.module.css';

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

/** The order's gear list with prices and its crew list, for an order that has both. */
function GearListLinks({
  productListCode,
  crewListCode,
}: {
  productListCode: string;
  crewListCode: string;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <ul className={panelStyles.documents} aria-label={t('orderDetail.gearLists')}>
      <li>
        <Link to={pathFor('gear-list-with-prices', { code: productListCode }, locale)}>
          {t('orderDetail.gearList')}
        </Link>
      </li>
      <li>
        <Link to={pathFor('gear-list', { code: crewListCode }, locale)}>
          {t('orderDetail.crewList')}
        </Link>
      </li>
    </ul>
  );
}

/** One block's items as a table captioned with its dates (or as the sale items), and its actions. */
function OrderBlock({ order, block }: { order: AccountOrderDetail; block: AccountOrderBlock }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const heading =
    block.from && block.to
      ? t('orderDetail.blockDates', {
          from: formatDateTime(block.from, locale),
          to: formatDateTime(block.to, locale),
        })
      : t('orderDetail.blockSale');
  const column = {
    item: t('orderDetail.item'),
    quantity: t('orderDetail.quantity'),
    days: t('orderDetail.days'),
    unitPrice: t('orderDetail.unitPrice'),
    lineTotal: t('orderDetail.lineTotal'),
  };
  return (
    <div className={panelStyles.block}>
      <table className={`${table.table} ${table.cards}`} {...tableRoles.table}>
        <caption className={panelStyles.blockCaption}>{heading}</caption>
        <AccountTableHead columns={Object.values(column)} label={(name) => name} />
        <tbody {...tableRoles.rowgroup}>
          {block.items.map((item) => (
            <tr
              key={item.id}
              className={item.canceled ? styles.canceled : undefined}
              {...tableRoles.row}
            >
              <th scope="row" data-label={column.item} {...tableRoles.rowheader}>
                {/* One piece beside the card's label: the name with its tag. */}
                <span>
                  {locale === 'en' ? item.nameEn : item.name}
                  {item.canceled ? (
                    <span className={styles.tag}>{t('orderDetail.canceled')}</span>
                  ) : item.sent ? (
                    <span className={styles.tag}>{t('orderDetail.sent')}</span>
                  ) : null}
                </span>
              </th>
              <td data-label={column.quantity} {...tableRoles.cell}>
                {item.quantity}
              </td>
              <td data-label={column.days} {...tableRoles.cell}>
                {item.days ?? '—'}
              </td>
              <td data-label={column.unitPrice} className={table.price} {...tableRoles.cell}>
                {czk(item.unitPrice)}
              </td>
              <td data-label={column.lineTotal} className={table.price} {...tableRoles.cell}>
                {czk(item.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mayChange(order) && isDated(block) ? <BlockActions order={order} block={block} /> : null}
    </div>
  );
}

export function OrderBlocks({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  return (
    <section className={panelStyles.panel} aria-labelledby="order-items">
      <h2 id="order-items">{t('orderDetail.items')}</h2>
      {order.productListCode && order.crewListCode ? (
        <GearListLinks productListCode={order.productListCode} crewListCode={order.crewListCode} />
      ) : null}
      {order.blocks.map((block) => (
        <OrderBlock key={block.groupId ?? 'sale'} order={order} block={block} />
      ))}
    </section>
  );
}
