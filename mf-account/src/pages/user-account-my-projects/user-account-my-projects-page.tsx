/**
 * My projects (`/ucet/moje-projekty`): the project names of the customer's orders with how many
 * orders each has, the latest and the first, most recent first; within the last 3, 6 or 12 months
 * or all (`?months=` in the URL). Each project opens my orders filtered by it.
 */
import '../../i18n/account-i18n';
import type { ProjectsResponse } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { tableRoles } from '@shop/shared/ui/table-roles';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import table from '../../features/account-table/account-table.module.css';
import { AccountTableHead } from '../../features/account-table/account-table-head';
import { AccountLayout } from '../../features/account-tabs/account-tabs';
import { namespace } from '../../i18n/account-i18n';
import { projectsQuery } from './api/get-projects';
import styles from './user-account-my-projects-page.module.css';

/** The periods the list offers, in months; absent is every project. */
export const PROJECT_PERIODS = [3, 6, 12] as const;

/** The period the URL asks for: one the page offers, else every project. */
export function monthsFromSearch(search: URLSearchParams): number | undefined {
  const months = Number(search.get('months'));
  return PROJECT_PERIODS.find((period) => period === months);
}

function Periods({ months }: { months: number | undefined }) {
  const { t } = useTranslation(namespace);
  const choices = [
    ...PROJECT_PERIODS.map((period) => ({ months: period, search: `?months=${period}` })),
    { months: undefined, search: '?' },
  ];
  return (
    <nav className={styles.periods} aria-label={t('myProjects.period')}>
      <ul>
        {choices.map((choice) => (
          <li key={choice.months ?? 'all'}>
            <Link
              to={choice.search}
              aria-current={choice.months === months ? 'page' : undefined}
              className={choice.months === months ? styles.current : undefined}
            >
              {choice.months
                ? t('myProjects.within', { count: choice.months })
                : t('myProjects.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The table's columns in their order (their headers are `columns.<key>`). */
const COLUMNS = ['name', 'orderCount', 'lastOrder', 'createdAt'] as const;

function ProjectsTable({ data }: { data: ProjectsResponse }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const column = (key: string) => t(`myProjects.columns.${key}`);
  return (
    <table className={`${table.table} ${table.cards}`} {...tableRoles.table}>
      <caption className={table.caption}>
        {t('myProjects.count', { count: data.projects.length })}
      </caption>
      <AccountTableHead columns={COLUMNS} label={column} />
      <tbody {...tableRoles.rowgroup}>
        {data.projects.map((project) => (
          <tr key={project.name} {...tableRoles.row}>
            <th scope="row" data-label={column('name')} {...tableRoles.rowheader}>
              <Link
                to={`${pathFor('user-account', {}, locale)}?${new URLSearchParams({ project: project.name })}`}
                aria-label={t('myProjects.ordersOf', { name: project.name })}
              >
                {project.name}
              </Link>
            </th>
            <td data-label={column('orderCount')} {...tableRoles.cell}>
              {project.orderCount}
            </td>
            <td data-label={column('lastOrder')} {...tableRoles.cell}>
              {formatDate(project.lastOrder, locale)}
            </td>
            <td data-label={column('createdAt')} {...tableRoles.cell}>
              {formatDate(project.createdAt, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function UserAccountMyProjectsPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [search] = useSearchParams();
  const months = monthsFromSearch(search);
  const query = useQuery(projectsQuery(months));
  usePageMeta({ title: t('myProjects.title') });

  return (
    <AccountLayout current="user-account-my-projects" title={t('myProjects.title')}>
      <Periods months={months} />
      <QueryState
        query={query}
        isEmpty={(data) => data.projects.length === 0}
        empty={
          months ? (
            <p>
              {t('myProjects.noneWithin', { count: months })}{' '}
              <Link to="?">{t('myProjects.showAll')}</Link>
            </p>
          ) : (
            <>
              <p>{t('myProjects.empty')}</p>
              <Link className={table.cta} to={pathFor('home', {}, locale)}>
                {t('myProjects.toCatalogue')}
              </Link>
            </>
          )
        }
      >
        {(data) => <ProjectsTable data={data} />}
      </QueryState>
    </AccountLayout>
  );
}
