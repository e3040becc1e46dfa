import type { Page } from '@shop/shared/contract';
import { formatDate, localized } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './content.module.css';
import { HtmlBody } from './html-body';

/** A page's language alternates: its own path in each language (null for FAQ entries). */
export function pageAlternates(page: Pick<Page, 'path' | 'translations'>) {
  return {
    ...(page.path ? { cs: page.path } : {}),
    ...(page.translations.en.path ? { en: page.translations.en.path } : {}),
  };
}

/** A content, about-rental, terms or blog page: title, lead, the API's sanitised body. */
export function ContentArticle({
  page,
  back,
  dated = false,
}: {
  page: Page;
  back?: { to: string; label: string };
  dated?: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const title = localized(page, 'title', locale);
  const perex = localized(page, 'perex', locale);
  const body = localized(page, 'body', locale);
  usePageMeta({ title, description: perex || body, alternates: pageAlternates(page) });

  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1>{title}</h1>
        {dated ? (
          <p className={styles.date}>
            <time dateTime={page.publishedAt}>
              {t('content.published', { date: formatDate(page.publishedAt, locale) })}
            </time>
          </p>
        ) : null}
        {perex ? <p className={styles.perex}>{perex}</p> : null}
      </header>
      <HtmlBody html={body} />
      {back ? (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
    </article>
  );
}
