/**
 * The cart (checkout step 1, no guard): rent and sale lines, grouping, quantities and removal,
 * voucher, price offer, insurance summary, totals, sharing, and "continue" to personal data.
 */
import '../../i18n/checkout-i18n';
import { trackEvent } from '@shop/shared/analytics';
import { eventBus } from '@shop/shared/event-bus';
import { pathFor } from '@shop/shared/routes';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { USUAL_LEG_TIMES } from '@shop/shared/rules/shooting-days';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { EmptyState } from '@shop/shared/ui/states';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { formatDays } from '../../features/cart/cart-days';
import { CartLines } from '../../features/cart/cart-lines';
import { CartTotals } from '../../features/cart/cart-totals';
import { cookieCartLoader } from '../../features/cart/current-cart';
import { InsuranceSummary } from '../../features/cart/insurance-summary';
import { trackedCart } from '../../features/cart/tracking';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutStepPage } from '../../features/checkout-steps/checkout-steps';
import { namespace } from '../../i18n/checkout-i18n';
import { OfferForm } from './offer-form';
import { ShareCart } from './share-cart';
import { VoucherForm } from './voucher-form';

function GroupToggle({ on }: { on: boolean }) {
  const { t } = useTranslation(namespace);
  const group = useMutation(updateCartMutation());
  return (
    <div className={styles.checkRow}>
      <input
        id="group-by-category-groups"
        type="checkbox"
        checked={on}
        disabled={group.isPending}
        onChange={(event) =>
          group.mutate(
            { kind: 'Group', groupByCategoryGroups: event.target.checked },
            {
              onError: () =>
                eventBus.publish('notice:show', {
                  kind: 'error',
                  message: t('cart.updateFailed'),
                }),
            },
          )
        }
      />
      <label htmlFor="group-by-category-groups">{t('cart.groupBy')}</label>
    </div>
  );
}

/** On the server: the cart the shopper's cookie names, so the page is rendered with it. */
export const loader = cookieCartLoader;

export default function CheckoutCartPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);

  return (
    <CheckoutStepPage step="checkout-cart" title={t('cart.title')}>
      {(cart) =>
        cart.items.length === 0 ? (
          <div className={styles.stack}>
            <EmptyState>
              <p>{t('cart.empty')}</p>
              <Link to={pathFor('home', {}, locale)}>{t('cart.continueShopping')}</Link>
            </EmptyState>
            {/* A price offer from staff is added to an empty cart too. */}
            <OfferForm />
          </div>
        ) : (
          <div className={styles.layout}>
            <div className={styles.stack}>
              {cart.priceOffer ? (
                <p className={styles.note}>
                  {t('cart.offerLockedDates', {
                    from: formatDateTime(cart.priceOffer.from, locale),
                    to: formatDateTime(cart.priceOffer.to, locale),
                  })}
                </p>
              ) : null}
              <GroupToggle on={cart.groupByCategoryGroups} />
              <CartLines cart={cart} lines={cart.rent} title={t('cart.rent')} editable />
              <CartLines cart={cart} lines={cart.sale} title={t('cart.sale')} editable />
              {cart.rent.length > 0 && cart.shootingDays === null ? (
                <p className={styles.muted}>{t('cart.daysNote')}</p>
              ) : null}
              {cart.plannedDates && !cart.date.from && cart.shootingDays !== null ? (
                <p className={styles.note} data-testid="planned-dates">
                  {t('cart.plannedDays', {
                    days: formatDays(cart.plannedDates, locale),
                    shooting: t('cart.days', { count: cart.shootingDays }),
                    pickup: USUAL_LEG_TIMES.pickup,
                    return: USUAL_LEG_TIMES.return,
                  })}
                </p>
              ) : null}
              <InsuranceSummary cart={cart} hint />
              <VoucherForm cart={cart} />
              <OfferForm />
            </div>
            <div className={styles.stack}>
              <CartTotals cart={cart} />
              <Link
                to={pathFor('checkout-personal-data', {}, locale)}
                className={styles.buttonLink}
                onClick={() => trackEvent('begin_checkout', trackedCart(cart, currency, locale))}
              >
                {t('cart.continue')}
              </Link>
              <ShareCart cart={cart} />
            </div>
          </div>
        )
      }
    </CheckoutStepPage>
  );
}
