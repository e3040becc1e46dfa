/**
 * One product's four weeks: a row per unit, a column per day, each day of a booking marked with
 * its order (the first day names it and opens it), each day of a repair marked; then per day the
 * pieces wanted against the stock, and those no unit is given for yet. A grid: the arrow keys,
 * Home and End move through its cells, Enter opens a booking's order.
 */
import type {
  DeskTimelineProduct,
  DeskTimelineSpan,
  DeskTimelineUnit,
} from '@shop/shared/contract';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-timeline.module.css';
import { gridKeys } from './use-grid-keys';

/**
 * A table that is also a keyboard grid (the WAI-ARIA data grid): the table's roles, spread onto
 * the elements (written out as attributes, a linter would take them for a table misused).
 */
const gridRoles = { grid: { role: 'grid' }, gridcell: { role: 'gridcell' } } as const;

const spanOn = (spans: readonly DeskTimelineSpan[], day: string) =>
  spans.find((span) => span.from <= day && span.to >= day);

/** 'D. M.' and the weekday's short name, as the column heads say a day. */
function dayHead(day: string, locale: string): { date: string; weekday: string } {
  const date = new Date(`${day}T12:00:00Z`);
  return {
    date: `${date.getUTCDate()}. ${date.getUTCMonth() + 1}.`,
    weekday: new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'cs-CZ', {
      weekday: 'short',
      timeZone: 'UTC',
    }).format(date),
  };
}

/** A unit's row: each day free, booked by an order (the first day names it) or in repair. */
function UnitRow({
  unit,
  days,
  row,
  tabStop,
}: {
  unit: DeskTimelineUnit;
  days: readonly string[];
  row: number;
  /** Whether its first cell is the grid's tab stop (until the arrows move it). */
  tabStop: boolean;
}) {
  const { t } = useTranslation(namespace);
  const labelOf = (span: DeskTimelineSpan | undefined) =>
    span?.kind === 'order'
      ? t('timeline.booked', { order: span.orderNumber, customer: span.customerName })
      : t(span ? 'timeline.repair' : 'timeline.free');
  return (
    <tr>
      <th scope="row">{unit.labelCode}</th>
      {days.map((day, col) => {
        const span = spanOn(unit.spans, day);
        const first = span && (span.from === day || col === 0);
        return (
          <td
            key={day}
            {...gridRoles.gridcell}
            data-row={row}
            data-col={col}
            data-order={span?.kind === 'order' ? (span.orderId ?? undefined) : undefined}
            tabIndex={tabStop && col === 0 ? 0 : -1}
            aria-label={labelOf(span)}
            title={labelOf(span)}
            className={span ? styles[span.kind] : styles.free}
          >
            {first && span?.kind === 'order' ? span.orderNumber?.slice(-4) : null}
            {first && span?.kind === 'repair' ? t('timeline.repairShort') : null}
          </td>
        );
      })}
    </tr>
  );
}

/** A row of day sums: the pieces wanted (marked where they exceed the stock), or without a unit. */
function SumRow({
  product,
  line,
  days,
  row,
}: {
  product: DeskTimelineProduct;
  line: 'wanted' | 'unassigned';
  days: readonly string[];
  row: number;
}) {
  const { t } = useTranslation(namespace);
  return (
    <tr className={styles.sums}>
      <th scope="row">{t(`timeline.${line}`, { stock: product.stock })}</th>
      {days.map((day, col) => {
        const n = product[line][col] ?? 0;
        return (
          <td
            key={day}
            {...gridRoles.gridcell}
            data-row={row}
            data-col={col}
            tabIndex={-1}
            className={line === 'wanted' && n > product.stock ? styles.short : undefined}
            aria-label={t(`timeline.${line}Cell`, { count: n, stock: product.stock })}
          >
            {n}
          </td>
        );
      })}
    </tr>
  );
}

export function TimelineGrid({
  product,
  days,
}: {
  product: DeskTimelineProduct;
  days: readonly string[];
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const name = locale === 'en' ? product.nameEn : product.name;
  const open = (event: KeyboardEvent<HTMLElement>) => {
    const order = (event.target as HTMLElement).closest<HTMLElement>('[data-order]')?.dataset.order;
    if (event.key === 'Enter' && order) {
      event.preventDefault();
      navigate(pathFor('desk-order', { orderId: order }, locale));
      return;
    }
    gridKeys(event);
  };
  return (
    <section className={styles.product} aria-labelledby={`timeline-${product.productId}`}>
      <h2 id={`timeline-${product.productId}`}>{name}</h2>
      <div className={styles.scroll}>
        <table
          {...gridRoles.grid}
          className={styles.grid}
          aria-labelledby={`timeline-${product.productId}`}
          onKeyDown={open}
        >
          <thead>
            <tr>
              <th scope="col">{t('timeline.unit')}</th>
              {days.map((day) => {
                const head = dayHead(day, locale);
                return (
                  <th key={day} scope="col" className={styles.day}>
                    <span>{head.weekday}</span> <span>{head.date}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {product.units.map((unit, row) => (
              <UnitRow key={unit.id} unit={unit} days={days} row={row} tabStop={row === 0} />
            ))}
            {(['wanted', 'unassigned'] as const).map((line, index) => (
              <SumRow
                key={line}
                product={product}
                line={line}
                days={days}
                row={product.units.length + index}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
