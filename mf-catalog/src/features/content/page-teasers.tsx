import type { PageSummary } from '@shop/shared/contract';
import { formatDate, localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import styles from './content.module.css';

/** Teasers of pages (blog posts, about-rental pages): linked title, date, plain-text perex. */
export function PageTeasers({
  pages,
  headingLevel = 2,
  dated = false,
  linked = true,
}: {
  pages: PageSummary[];
  headingLevel?: 2 | 3;
  dated?: boolean;
  linked?: boolean;
}) {
  const locale = useAtomValue(localeAtom);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {pages.map((page) => {
        const title = localized(page, 'title', locale);
        const path = localized(page, 'path', locale);
        return (
          <li key={page.id}>
            <article className={styles.teaser} data-testid="page-teaser">
              <Heading>{linked && path ? <Link to={path}>{title}</Link> : title}</Heading>
              {dated ? (
                <time dateTime={page.publishedAt}>{formatDate(page.publishedAt, locale)}</time>
              ) : null}
              <p>{localized(page, 'perex', locale)}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
