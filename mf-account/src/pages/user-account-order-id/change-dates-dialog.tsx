/**
 * Change dates of a dated block (editGroupDate): days in the shared calendar, the pickup and return
 * times as checkout asks them; the price and availability show before confirming.
 */
import { splitDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { DateRangePicker, type DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { FormField } from '@shop/shared/ui/form-field';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import type { DatedBlock } from './extend-rental-dialog';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';

export function ChangeDatesDialog({
  orderNumber,
  totalWithVat,
  block,
  onClose,
}: {
  orderNumber: string;
  totalWithVat: number;
  block: DatedBlock;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const from = splitDateTime(block.from);
  const to = splitDateTime(block.to);
  const [range, setRange] = useState<DateRangeValue>({ from: from.date, to: to.date });
  const [times, setTimes] = useState({ pickup: from.time, return: to.time });
  const complete = range.from && range.to && times.pickup && times.return;
  const dateFrom = complete ? `${range.from}T${times.pickup}` : null;
  const dateTo = complete ? `${range.to}T${times.return}` : null;
  const unchanged = dateFrom === block.from && dateTo === block.to;

  return (
    <OrderChangeDialog
      orderNumber={orderNumber}
      totalWithVat={totalWithVat}
      title={t('orderEdit.dates.title')}
      confirmLabel={t('orderEdit.dates.confirm')}
      doneMessage={t('orderEdit.dates.done')}
      showAvailability
      change={
        dateFrom && dateTo && !unchanged
          ? { orderAction: 'editGroupDate', groupId: block.groupId, dateFrom, dateTo }
          : null
      }
      onClose={onClose}
    >
      <DateRangePicker
        label={t('orderEdit.dates.calendar')}
        locale={locale}
        value={range}
        onChange={setRange}
      />
      <div className={styles.row}>
        <FormField id="dates-pickup-time" label={t('orderEdit.pickupTime')} required>
          {(control) => (
            <input
              {...control}
              type="time"
              step={1800}
              value={times.pickup}
              onChange={(event) => setTimes({ ...times, pickup: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="dates-return-time" label={t('orderEdit.returnTime')} required>
          {(control) => (
            <input
              {...control}
              type="time"
              step={1800}
              value={times.return}
              onChange={(event) => setTimes({ ...times, return: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </OrderChangeDialog>
  );
}
