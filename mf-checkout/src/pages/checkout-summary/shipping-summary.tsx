/** The summary's shipping: each leg's way, its branch or address, its window and its price. */
import type { Branch, Cart, ShippingSelection } from '@shop/shared/contract';
import { formatPrice, localized } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { czkToCurrency } from '../../features/cart/currency';
import styles from '../../features/checkout-steps/checkout.module.css';
import { branchesQuery } from '../../features/shipping/api/get-branches';
import { namespace } from '../../i18n/checkout-i18n';
import { SummarySection } from './summary-sections';

function ShippingLine({
  cart,
  selection,
  address,
  branches,
}: {
  cart: Cart;
  selection: ShippingSelection | null;
  address: Cart['shipping']['pickupAddress'];
  branches: Branch[];
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  if (!selection) return <>{t('summary.none')}</>;
  const branch = branches.find((entry) => entry.id === selection.branchId);
  const where = branch
    ? localized(branch, 'name', locale)
    : address
      ? `${address.street}, ${address.zipCode} ${address.city}`
      : '';
  const price = selection.price + selection.expressFee;
  return (
    <>
      {t(`shipping.types.${selection.type}`)}
      {where ? `, ${where}` : ''}
      {selection.window ? `, ${selection.window.replace('-', ':00–')}:00` : ''}
      {' – '}
      {price > 0 ? formatPrice(czkToCurrency(cart, currency, price), currency) : t('totals.free')}
    </>
  );
}

/** Pickup and return as they travel; a branch is named from the branches. */
export function ShippingSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const branches = useQuery(branchesQuery());
  return (
    <SummarySection id="shipping" title={t('summary.shipping')} step="checkout-date-and-shipping">
      <QueryState query={branches}>
        {(branchList) => (
          <dl className={`${styles.definitions} ${styles.stacked}`}>
            <dt>{t('shipping.pickup')}</dt>
            <dd>
              <ShippingLine
                cart={cart}
                selection={cart.shipping.selected.pickup}
                address={cart.shipping.pickupAddress}
                branches={branchList}
              />
            </dd>
            <dt>{t('shipping.return')}</dt>
            <dd>
              <ShippingLine
                cart={cart}
                selection={cart.shipping.selected.return}
                address={cart.shipping.returnAddress}
                branches={branchList}
              />
            </dd>
          </dl>
        )}
      </QueryState>
    </SummarySection>
  );
}
