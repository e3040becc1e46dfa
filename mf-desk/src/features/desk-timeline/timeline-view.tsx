/**
 * The availability timeline: a category's rentable products (a page of them) with their units'
 * four weeks from a day. The category, day and page are in the address (`?category=…&from=…&page=…`).
 */
import { TIMELINE_PRODUCTS_PER_PAGE } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { todayIso } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import { deskCategoriesQuery, deskTimelineQuery } from './api/desk-timeline';
import styles from './desk-timeline.module.css';
import { TimelineGrid } from './timeline-grid';

/** The previous and next pages of the category's products. */
function TimelinePager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <nav className={styles.pager} aria-label={t('timeline.pages')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('units.previous')}
      </Button>
      <span>{t('units.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('units.next')}
      </Button>
    </nav>
  );
}

export function TimelineView() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [search, setSearch] = useSearchParams();
  const categories = useQuery(deskCategoriesQuery());
  const categoryId = Number(search.get('category')) || categories.data?.[0]?.id;
  const from = search.get('from') ?? todayIso();
  const page = Number(search.get('page')) || 1;
  const timeline = useQuery({
    ...deskTimelineQuery(categoryId ?? 0, from, page),
    enabled: categoryId !== undefined,
  });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearch(next, { replace: true });
  };
  const pages = Math.max(1, Math.ceil((timeline.data?.total ?? 0) / TIMELINE_PRODUCTS_PER_PAGE));
  return (
    <>
      <div className={styles.controls}>
        <label>
          {t('timeline.category')}
          <select
            value={categoryId ?? ''}
            onChange={(event) => set({ category: event.target.value, page: '1' })}
          >
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {locale === 'en' ? category.translations.en.name : category.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('timeline.from')}
          <input
            type="date"
            value={from}
            onChange={(event) => event.target.value && set({ from: event.target.value })}
          />
        </label>
      </div>
      {categoryId === undefined ? (
        <QueryState query={categories} errorMessage={t('timeline.loadFailed')}>
          {() => null}
        </QueryState>
      ) : (
        <QueryState
          query={timeline}
          errorMessage={t('timeline.loadFailed')}
          isEmpty={(data) => data.products.length === 0}
          empty={t('timeline.empty')}
        >
          {(data) => (
            <>
              {data.products.map((product) => (
                <TimelineGrid key={product.productId} product={product} days={data.days} />
              ))}
              <TimelinePager page={page} pages={pages} onPage={(to) => set({ page: String(to) })} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
