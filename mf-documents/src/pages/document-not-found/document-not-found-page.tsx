/**
 * A short link (/e/{hash}, /i/{hash}) the server did not send on to its document: its hash is
 * unknown (the server answers such a link with 404 and this page).
 */
import '../../i18n/documents-i18n';
import { ErrorState } from '@shop/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/documents-i18n';

export default function DocumentNotFoundPage() {
  const { t } = useTranslation(namespace);
  return <ErrorState message={t('document.notFound')} />;
}
