/** `/blog/:slug`: one blog post. */
import '../../i18n/catalog-i18n';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { contentPageLoader } from '../../features/content/api/get-page';
import { ContentArticle } from '../../features/content/content-article';
import { useContentPage } from '../../features/content/use-content-page';
import { NotFound } from '../../features/not-found/not-found';
import { namespace } from '../../i18n/catalog-i18n';

const BLOG_TYPES = ['blog'] as const;

export default function BlogSlugPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { slug = '' } = useParams();
  const page = useContentPage(slug, BLOG_TYPES);
  return (
    <QueryState query={page} notFound={<NotFound />}>
      {(post) =>
        post ? (
          <ContentArticle
            page={post}
            dated
            back={{ to: pathFor('blog', {}, locale), label: t('content.backToBlog') }}
          />
        ) : (
          <NotFound />
        )
      }
    </QueryState>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = contentPageLoader;
