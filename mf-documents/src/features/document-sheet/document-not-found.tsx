/**
 * A document link that opens nothing (a proforma, an invoice, a gear list, a price offer) (an unknown code or short link, or a code of another type):
 * the page still names what it is, by its route's title (Faktura, Zálohová faktura…), as its
 * level-one heading, and says the document was not found.
 */
import '../../i18n/documents-i18n';
import { getRoute, localeFromPath } from '@shop/shared/routes';
import { ErrorState } from '@shop/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { namespace } from '../../i18n/documents-i18n';

export function DocumentNotFound({ message }: { message?: string }) {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  const handle = [...useMatches()].reverse().find((match) => match.handle)?.handle as
    | { name?: string }
    | undefined;
  const title = handle?.name ? getRoute(handle.name)?.title[localeFromPath(pathname)] : undefined;
  return (
    <section>
      {title ? <h1>{title}</h1> : null}
      <ErrorState message={message ?? t('document.notFound')} />
    </section>
  );
}
