/**
 * Change dates of a dated block (editGroupDate): days in the shared calendar, the pickup and return
 * times as checkout asks them; the price and availability show before confirming.
 */

import { useNightSafe } from '@shop/shared/account/use-night-safe';
import { splitDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { DateRangePicker, type DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import type { DatedBlockDialogProps } from './extend-rental-dialog';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';
import { TimeField } from './time-field';

export function ChangeDatesDialog({
  orderNumber,
  totalWithVat,
  block,
  onClose,
}: DatedBlockDialogProps) {
  const { t } = useTranslation(namespace);
  const nightSafe = useNightSafe();
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
        nightSafe={nightSafe}
      />
      <div className={styles.row}>
        <TimeField
          id="dates-pickup-time"
          label={t('orderEdit.pickupTime')}
          value={times.pickup}
          onChange={(pickup) => setTimes({ ...times, pickup })}
        />
        <TimeField
          id="dates-return-time"
          label={t('orderEdit.returnTime')}
          value={times.return}
          onChange={(value) => setTimes({ ...times, return: value })}
        />
      </div>
    </OrderChangeDialog>
  );
}
