/** What insurance the cart has: basic (Czech Republic, included) or priced eu / world cover. */
import type { Cart } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { countryName } from '@shop/shared/rules/insurance-countries';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import styles from '../checkout-steps/checkout.module.css';

export function InsuranceSummary({ cart, hint = false }: { cart: Cart; hint?: boolean }) {
  const { t } = useTranslation(namespace);
  const currency = useAtomValue(currencyAtom);
  const locale = useAtomValue(localeAtom);
  if (!cart.insurance.possible) return null;
  const selected = cart.insurance.selected;
  const abroad = selected && selected.id !== 'basic' ? selected : null;
  return (
    <section className={styles.panel} aria-labelledby="insurance-title">
      <h2 id="insurance-title">{t('insurance.title')}</h2>
      <dl className={styles.definitions}>
        <dt>{t('insurance.basic')}</dt>
        <dd>{t('insurance.included')}</dd>
        {abroad ? (
          <>
            <dt>
              {t(`insurance.${abroad.id}`)}
              {abroad.student ? ` (${t('insurance.student')})` : ''}
              {abroad.countries.length > 0 ? (
                <span className={styles.muted}>
                  {' '}
                  {t('insurance.countries', {
                    countries: abroad.countries.map((code) => countryName(code, locale)).join(', '),
                  })}
                </span>
              ) : null}
            </dt>
            <dd>{formatPrice(cart.price.currencies[currency].insurancePrice, currency)}</dd>
          </>
        ) : null}
      </dl>
      {hint && !abroad ? <p className={styles.muted}>{t('insurance.chooseLater')}</p> : null}
    </section>
  );
}
