/** `/vse-o-pronajmu`: the about-rental pages, each with its lead. */
import '../../i18n/catalog-i18n';
import { pageListQuery } from '@shop/shared/catalog/get-page-list';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import { getRoute } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from '../../features/content/content.module.css';
import { PageTeasers } from '../../features/content/page-teasers';
import { namespace } from '../../i18n/catalog-i18n';

export default function AllAboutRentalPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const pages = useQuery(pageListQuery('about-rental'));
  return (
    <>
      <h1 className={styles.pageTitle}>{getRoute('all-about-rental')?.title[locale]}</h1>
      <QueryState query={pages} isEmpty={(list) => list.length === 0} empty={t('content.empty')}>
        {(list) => <PageTeasers pages={list} />}
      </QueryState>
    </>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader: PageLoader = ({ client }) =>
  client.ensureQueryData(pageListQuery('about-rental'));
