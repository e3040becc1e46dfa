import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './product-list.module.css';

function toText(value: number | null | undefined) {
  return value === null || value === undefined ? '' : String(value);
}

/** A bound as the shopper reads it: "0,145" in Czech, "0.145" in English. */
export function boundText(value: number | null, locale: string): string {
  if (value === null) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 }).format(
    value,
  );
}

function toNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** A from–to pair of numbers applied together (Enter or the Apply button). */
export function RangeFilter({
  legend,
  min,
  max,
  value,
  step = 1,
  onApply,
}: {
  legend: string;
  /** The bounds shown as placeholders. */
  min: number | null;
  max: number | null;
  value: [number | null, number | null];
  step?: number | 'any';
  onApply: (from: number | null, to: number | null) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [from, setFrom] = useState(toText(value[0]));
  const [to, setTo] = useState(toText(value[1]));
  const [appliedFrom, appliedTo] = value;
  // The URL changed (back, a cleared filter): show what applies now.
  useEffect(() => {
    setFrom(toText(appliedFrom));
    setTo(toText(appliedTo));
  }, [appliedFrom, appliedTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let low = toNumber(from);
    let high = toNumber(to);
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    onApply(low, high);
  };

  return (
    <form className={styles.range} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.rangeInputs}>
          <label>
            <span>{t('list.filters.from')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={step}
              value={from}
              placeholder={boundText(min, locale)}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label>
            <span>{t('list.filters.to')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={step}
              value={to}
              placeholder={boundText(max, locale)}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <button type="submit" className={styles.apply}>
            {t('list.filters.apply')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
