/** What an order on the board lacks: of which product, on which days, how many pieces. */
import type { DeskShortage } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';

export function ShortageList({ shortages }: { shortages: readonly DeskShortage[] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <ul>
      {shortages.map((shortage) => (
        <li key={`${shortage.productId}-${shortage.from}`}>
          {t('board.shortage', {
            name: locale === 'en' ? shortage.nameEn : shortage.name,
            count: shortage.missing,
            from: formatDate(shortage.from, locale),
            to: formatDate(shortage.to, locale),
          })}
        </li>
      ))}
    </ul>
  );
}
