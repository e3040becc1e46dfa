/**
 * Extend rental: the one-click date change of a dated block. The same pickup, a return one or two
 * days later or on a picked day; the price and whether everything is free show before confirming.
 */
import type { AccountOrderBlock } from '@shop/shared/contract';
import { addDays, formatDateTime, splitDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { FormField } from '@shop/shared/ui/form-field';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';
import { TimeField } from './time-field';

type Extension = 'day' | 'twoDays' | 'pick';

export interface DatedBlock extends AccountOrderBlock {
  groupId: string;
  from: string;
  to: string;
}

/** The new return of an extension; null while a picked day is missing or not after the pickup. */
export function extendedReturn(
  block: DatedBlock,
  extension: Extension,
  picked: { date: string; time: string },
): string | null {
  const current = splitDateTime(block.to);
  if (extension === 'day') return `${addDays(current.date, 1)}T${current.time}`;
  if (extension === 'twoDays') return `${addDays(current.date, 2)}T${current.time}`;
  if (!picked.date || !picked.time) return null;
  const to = `${picked.date}T${picked.time}`;
  return to > block.from ? to : null;
}

/** How long to extend: a day, two days, or to a picked return. */
function ExtensionChoice({
  extension,
  onChange,
}: {
  extension: Extension;
  onChange: (extension: Extension) => void;
}) {
  const { t } = useTranslation(namespace);
  const options: { value: Extension; label: string }[] = [
    { value: 'day', label: t('orderEdit.extend.day') },
    { value: 'twoDays', label: t('orderEdit.extend.twoDays') },
    { value: 'pick', label: t('orderEdit.extend.pick') },
  ];
  return (
    <fieldset className={styles.choices}>
      <legend>{t('orderEdit.extend.legend')}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles.choice}>
          <input
            type="radio"
            id={`extend-${option.value}`}
            name="extension"
            value={option.value}
            checked={extension === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`extend-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The picked return's day (not before the current return) and time. */
function PickedReturnFields({
  min,
  picked,
  onChange,
}: {
  min: string;
  picked: { date: string; time: string };
  onChange: (picked: { date: string; time: string }) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.row}>
      <FormField id="extend-date" label={t('orderEdit.returnDate')} required>
        {(control) => (
          <input
            {...control}
            type="date"
            min={min}
            value={picked.date}
            onChange={(event) => onChange({ ...picked, date: event.target.value })}
          />
        )}
      </FormField>
      <TimeField
        id="extend-time"
        label={t('orderEdit.returnTime')}
        value={picked.time}
        onChange={(time) => onChange({ ...picked, time })}
      />
    </div>
  );
}

/** What a dialog that changes one dated block of an order is given. */
export interface DatedBlockDialogProps {
  orderNumber: string;
  totalWithVat: number;
  block: DatedBlock;
  onClose: () => void;
}

export function ExtendRentalDialog({
  orderNumber,
  totalWithVat,
  block,
  onClose,
}: DatedBlockDialogProps) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const current = splitDateTime(block.to);
  const [extension, setExtension] = useState<Extension>('day');
  const [picked, setPicked] = useState(() => ({
    date: addDays(current.date, 3),
    time: current.time,
  }));
  const dateTo = extendedReturn(block, extension, picked);

  return (
    <OrderChangeDialog
      orderNumber={orderNumber}
      totalWithVat={totalWithVat}
      title={t('orderEdit.extend.title')}
      confirmLabel={t('orderEdit.extend.confirm')}
      doneMessage={t('orderEdit.extend.done')}
      showAvailability
      change={
        dateTo
          ? { orderAction: 'editGroupDate', groupId: block.groupId, dateFrom: block.from, dateTo }
          : null
      }
      onClose={onClose}
    >
      <p className={styles.muted}>
        {t('orderEdit.extend.current', {
          from: formatDateTime(block.from, locale),
          to: formatDateTime(block.to, locale),
        })}
      </p>
      <ExtensionChoice extension={extension} onChange={setExtension} />
      {extension === 'pick' ? (
        <PickedReturnFields min={current.date} picked={picked} onChange={setPicked} />
      ) : null}
      {dateTo ? (
        <p data-testid="extend-new-return">
          {t('orderEdit.extend.newReturn', { to: formatDateTime(dateTo, locale) })}
        </p>
      ) : null}
    </OrderChangeDialog>
  );
}
