/**
 * Adding a staff-prepared price offer by its number and password (AddOffer update): its form
 * (offer-fields.tsx) behind a button, its code loaded on the shopper's intent.
 */
import { OnDemandSection, onDemand } from '@shop/shared/ui/on-demand';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';

const offerFields = onDemand(() => import('./offer-fields'));

export function OfferForm() {
  const { t } = useTranslation(namespace);
  return (
    <OnDemandSection
      id="offer"
      className={styles.panel}
      title={t('offer.title')}
      intro={<p className={styles.muted}>{t('offer.intro')}</p>}
      openLabel={t('offer.open')}
      content={offerFields}
      props={{}}
    />
  );
}
