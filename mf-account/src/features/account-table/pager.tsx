/**
 * The pages of an account list: previous, "page n of m", next. Each link keeps the URL's filter
 * and changes only `?page=` (page 1 has none), so a page can be bookmarked and shared.
 */
import '../../i18n/account-i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import styles from './account-table.module.css';

/** The link to a page of the list the URL shows. */
export function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

export function Pager({
  page,
  count,
  limit,
  label,
}: {
  page: number;
  count: number;
  limit: number;
  /** The navigation's name, e.g. "Pages of my orders". */
  label: string;
}) {
  const { t } = useTranslation(namespace);
  const [search] = useSearchParams();
  const pages = Math.max(1, Math.ceil(count / limit));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? <Link to={pageHref(search, page - 1)}>{t('myOrders.previous')}</Link> : null}
      <span aria-current="page">{t('myOrders.pageOf', { page, pages })}</span>
      {page < pages ? <Link to={pageHref(search, page + 1)}>{t('myOrders.next')}</Link> : null}
    </nav>
  );
}
