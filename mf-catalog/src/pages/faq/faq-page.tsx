/**
 * `/faq`: the questions (FAQ pages of the API) as an accordion in the ARIA pattern: each question
 * is a heading holding a button that shows or hides its answer region.
 */
import '../../i18n/catalog-i18n';
import { pageListQuery } from '@shop/shared/catalog/get-page-list';
import type { PageSummary } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import { getRoute } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import contentStyles from '../../features/content/content.module.css';
import { HtmlBody } from '../../features/content/html-body';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './faq-page.module.css';

function Question({ entry }: { entry: PageSummary }) {
  const locale = useAtomValue(localeAtom);
  const [open, setOpen] = useState(false);
  const id = useId();
  const body = localized(entry, 'body', locale) ?? `<p>${localized(entry, 'perex', locale)}</p>`;
  return (
    <div className={styles.item} data-testid="faq-item">
      <h2 className={styles.question}>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{localized(entry, 'title', locale)}</span>
          <span className={styles.icon} aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <section
        id={`${id}-answer`}
        aria-labelledby={`${id}-button`}
        className={styles.answer}
        hidden={!open}
      >
        <HtmlBody html={body} />
      </section>
    </div>
  );
}

export default function FaqPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const entries = useQuery(pageListQuery('faq', { withBody: true }));
  return (
    <>
      <h1 className={contentStyles.pageTitle}>{getRoute('faq')?.title[locale]}</h1>
      <p className={contentStyles.lead}>{t('faq.intro')}</p>
      <QueryState query={entries} isEmpty={(list) => list.length === 0} empty={t('content.empty')}>
        {(list) => (
          <div className={styles.accordion}>
            {list.map((entry) => (
              <Question key={entry.id} entry={entry} />
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader: PageLoader = ({ client }) =>
  client.ensureQueryData(pageListQuery('faq', { withBody: true }));
