/** The board's conflict orders (CREATED), each with what it lacks, or that it can be confirmed. */
import type { DeskBoardConflict } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-board.module.css';

export function BoardConflicts({ conflicts }: { conflicts: readonly DeskBoardConflict[] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const date = (value: string) => formatDate(value.slice(0, 10), locale);
  return (
    <section aria-labelledby="board-conflicts" className={styles.section}>
      <h2 id="board-conflicts">
        {t('board.conflicts')} <span className={styles.count}>({conflicts.length})</span>
      </h2>
      {conflicts.length === 0 ? (
        <p className={styles.empty}>{t('board.noConflicts')}</p>
      ) : (
        <ul className={styles.conflicts}>
          {conflicts.map((conflict) => (
            <li key={conflict.orderId} className={styles.conflict}>
              <p>
                <Link to={pathFor('desk-order', { orderId: String(conflict.orderId) }, locale)}>
                  <strong>{conflict.orderNumber}</strong>
                </Link>{' '}
                · {conflict.customerName} ·{' '}
                {t('board.period', { from: date(conflict.pickupAt), to: date(conflict.returnAt) })}
              </p>
              {conflict.shortages.length === 0 ? (
                <p className={styles.fits}>{t('board.canConfirm')}</p>
              ) : (
                <ul>
                  {conflict.shortages.map((shortage) => (
                    <li key={`${shortage.productId}-${shortage.from}`}>
                      {t('board.shortage', {
                        name: locale === 'en' ? shortage.nameEn : shortage.name,
                        count: shortage.missing,
                        from: date(shortage.from),
                        to: date(shortage.to),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
