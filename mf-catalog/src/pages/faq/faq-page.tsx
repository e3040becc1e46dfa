/**
 * `/faq`: the questions (FAQ pages of the API) as an accordion in the ARIA pattern: each question
 * is a heading holding a button that shows or hides its answer region.
 */
import '../../i18n/catalog-i18n';
import type { PageSummary } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { getRoute } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { EmptyState, ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import contentStyles from '../../features/content/content.module.css';
import { fetchPageList } from '../../features/content/content-api';
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
  const entries = useAsync(() => fetchPageList('faq', { withBody: true }), []);
  return (
    <>
      <h1 className={contentStyles.pageTitle}>{getRoute('faq')?.title[locale]}</h1>
      <p className={contentStyles.lead}>{t('faq.intro')}</p>
      {entries.status === 'loading' ? <LoadingState /> : null}
      {entries.status === 'error' ? <ErrorState onRetry={entries.retry} /> : null}
      {entries.status === 'success' ? (
        entries.data.length > 0 ? (
          <div className={styles.accordion}>
            {entries.data.map((entry) => (
              <Question key={entry.id} entry={entry} />
            ))}
          </div>
        ) : (
          <EmptyState>{t('content.empty')}</EmptyState>
        )
      ) : null}
    </>
  );
}
