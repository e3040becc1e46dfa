/**
 * The parts of the checkout summary, each a section with an "edit" link back to its step: the
 * items, the personal data, the dates, the billing data and the additional details.
 */
import type { Cart } from '@shop/shared/contract';
import { formatPhone } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartLines } from '../../features/cart/cart-lines';
import styles from '../../features/checkout-steps/checkout.module.css';
import type { CheckoutStepRoute } from '../../features/checkout-steps/checkout-steps';
import { namespace } from '../../i18n/checkout-i18n';

/** A part of the summary under its title, with the link to the step that edits it. */
export function SummarySection({
  id,
  title,
  step,
  children,
}: {
  id: string;
  title: string;
  step: CheckoutStepRoute;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <section className={styles.panel} aria-labelledby={`summary-${id}`}>
      <div className={styles.actions}>
        <h2 id={`summary-${id}`}>{title}</h2>
        <Link
          to={pathFor(step, {}, locale)}
          aria-label={t('summary.editLabel', { section: title })}
        >
          {t('summary.edit')}
        </Link>
      </div>
      {children}
    </section>
  );
}

export function ItemsSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  return (
    <SummarySection id="items" title={t('summary.items')} step="checkout-cart">
      <CartLines cart={cart} lines={cart.rent} title={t('cart.rent')} />
      <CartLines cart={cart} lines={cart.sale} title={t('cart.sale')} />
    </SummarySection>
  );
}

/** The customer's name, e-mail and phone, and whether an account is made with the order. */
export function PersonalSummary({ customer }: { customer: Cart['customer'] }) {
  const { t } = useTranslation(namespace);
  return (
    <SummarySection id="personal" title={t('summary.personal')} step="checkout-personal-data">
      <p>
        {[customer?.firstname, customer?.lastname].filter(Boolean).join(' ')}
        <br />
        {customer?.email}
        <br />
        {customer?.phone ? formatPhone(customer.phone) : ''}
      </p>
      {customer?.register && !customer.customerKey ? (
        <p className={styles.muted}>{t('summary.account')}</p>
      ) : null}
    </SummarySection>
  );
}

/** Pickup and return, with the shooting days they make. */
export function DatesSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <SummarySection id="dates" title={t('summary.dates')} step="checkout-date-and-shipping">
      <dl className={styles.definitions}>
        <dt>{t('summary.pickup')}</dt>
        <dd>{formatDateTime(cart.date.from, locale) || t('summary.none')}</dd>
        <dt>{t('summary.return')}</dt>
        <dd>{formatDateTime(cart.date.to, locale) || t('summary.none')}</dd>
        {cart.shootingDays !== null ? (
          <>
            <dt>{t('totals.shootingDays')}</dt>
            <dd>{cart.shootingDays}</dd>
          </>
        ) : null}
      </dl>
    </SummarySection>
  );
}

/** The company the order is billed to, or that it is billed to the person. */
export function BillingSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const billing = cart.hasBillingCustomer ? cart.billingCustomer : null;
  return (
    <SummarySection id="billing" title={t('summary.billing')} step="checkout-billing-data">
      {billing ? (
        <p>
          {billing.name}
          <br />
          {t('billing.taxRegNo')}: {billing.taxRegNo}
          {billing.vatRegNo ? `, ${t('billing.vatRegNo')}: ${billing.vatRegNo}` : ''}
          <br />
          {billing.street}, {billing.zipCode} {billing.city}, {billing.country}
        </p>
      ) : (
        <p>{t('summary.personalBilling')}</p>
      )}
    </SummarySection>
  );
}

/** The project, the production, the role in it and the note. */
export function AdditionalSummary({ additional }: { additional: Cart['additional'] }) {
  const { t } = useTranslation(namespace);
  return (
    <SummarySection id="additional" title={t('summary.additional')} step="checkout-billing-data">
      <dl className={styles.definitions}>
        <dt>{t('billing.projectName')}</dt>
        <dd>{additional?.projectName || t('summary.none')}</dd>
        <dt>{t('billing.productionName')}</dt>
        <dd>{additional?.productionName || t('summary.none')}</dd>
        <dt>{t('billing.projectRole')}</dt>
        <dd>{additional?.projectRole || t('summary.none')}</dd>
      </dl>
      {additional?.note ? <p>{additional.note}</p> : null}
    </SummarySection>
  );
}
