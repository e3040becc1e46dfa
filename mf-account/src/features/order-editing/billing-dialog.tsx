/**
 * Billing (editBillingCustomer / unsetBillingCustomer): one of the customer's companies, or the
 * customer personally. A change that would take the order out of the customer's reach (code 33)
 * is confirmed once more by the frame's forced confirm.
 */

import { userCompaniesQuery } from '@shop/shared/company/get-user-companies';
import type { AccountOrderDetail, Company } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/account-i18n';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';

/**
 * 'me' bills the customer personally; a number is a saved company's id; 'as-ordered' is the
 * company the order is billed to without a saved company (its details typed in at checkout).
 */
type Billing = 'me' | 'as-ordered' | number;

/** Whom the order is billed to now: its saved company, a company typed in, or the person. */
export function currentBilling(order: Pick<AccountOrderDetail, 'companyId' | 'company'>): Billing {
  if (order.companyId !== null) return order.companyId;
  // `company` is the billed company's name, null only for an order billed to the person.
  return order.company !== null ? 'as-ordered' : 'me';
}

/**
 * The parties the order can be billed to: the customer personally, the party billed now, and the
 * customer's companies whose orders they may change (with a link to add one when there are none).
 */
function BillingChoices({
  order,
  now,
  companies: all,
  billing,
  onChange,
}: {
  order: AccountOrderDetail;
  now: Billing;
  companies: readonly Company[];
  billing: Billing;
  onChange: (billing: Billing) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  // Only companies whose orders the customer may change can be billed.
  const list = all.filter((company) => companyRoleAllows(company.myRoles, 'edit-orders'));
  // The party billed now is always a choice (checked when the dialog opens), also when it
  // is not one of the customer's companies: typed in at checkout, or another's.
  const shownNow = now !== 'me' && !list.some((company) => company.id === now);
  const choices: Billing[] = [
    'me',
    ...(shownNow ? [now] : []),
    ...list.map((company) => company.id),
  ];
  return (
    <fieldset className={styles.choices}>
      <legend>{t('orderEdit.billing.legend')}</legend>
      {choices.map((choice) => {
        const company =
          choice === now && shownNow ? order.billing : list.find((one) => one.id === choice);
        const id = `billing-${choice}`;
        return (
          <div key={choice} className={styles.choice}>
            <input
              type="radio"
              id={id}
              name="billing"
              checked={billing === choice}
              onChange={() => onChange(choice)}
            />
            <label htmlFor={id}>
              {company
                ? t('orderEdit.billing.company', {
                    name: company.name,
                    taxRegNo: company.taxRegNo,
                  })
                : t('orderEdit.billing.me')}
            </label>
          </div>
        );
      })}
      {list.length === 0 ? (
        <p className={styles.muted}>
          {t('orderEdit.billing.noCompanies')}{' '}
          <Link to={pathFor('user-account-billing-data', {}, locale)}>
            {t('orderEdit.billing.addCompany')}
          </Link>
        </p>
      ) : null}
    </fieldset>
  );
}

export function BillingDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const companies = useQuery(userCompaniesQuery());
  const now = currentBilling(order);
  const [billing, setBilling] = useState<Billing>(now);

  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.billing.title')}
      confirmLabel={t('orderEdit.billing.confirm')}
      doneMessage={t('orderEdit.billing.done')}
      change={
        // 'as-ordered' can only be the party billed now: choosing it again changes nothing.
        billing === now || billing === 'as-ordered'
          ? null
          : billing === 'me'
            ? { orderAction: 'unsetBillingCustomer' }
            : { orderAction: 'editBillingCustomer', billingCustomerId: billing }
      }
      onClose={onClose}
    >
      <QueryState query={companies}>
        {(all) => (
          <BillingChoices
            order={order}
            now={now}
            companies={all}
            billing={billing}
            onChange={setBilling}
          />
        )}
      </QueryState>
    </OrderChangeDialog>
  );
}
