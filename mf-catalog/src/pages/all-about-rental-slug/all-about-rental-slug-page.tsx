/** `/vse-o-pronajmu/:slug`: one about-rental page. */
import '../../i18n/catalog-i18n';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContentArticle } from '../../features/content/content-article';
import { useContentPage } from '../../features/content/use-content-page';
import { NotFound } from '../../features/not-found/not-found';
import { namespace } from '../../i18n/catalog-i18n';

export default function AllAboutRentalSlugPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { slug = '' } = useParams();
  const state = useContentPage(slug, ['about-rental']);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'not-found') return <NotFound />;
  if (state.status === 'error') return <ErrorState onRetry={state.retry} />;
  return (
    <ContentArticle
      page={state.page}
      back={{ to: pathFor('all-about-rental', {}, locale), label: t('content.backToAbout') }}
    />
  );
}
