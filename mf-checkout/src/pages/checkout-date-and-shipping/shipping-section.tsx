/**
 * Where the equipment travels each way, shown once the date with the ways is confirmed: the way
 * and the courier's window come from the date section (the times depend on them), here the branch
 * or the address of each leg, with its live price; saving sends the Shipping update and moves on to
 * the order details.
 */
import type { Branch, Cart, ShippingType } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { SelectField } from '@shop/shared/ui/final-form-fields';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { cartErrorMessage } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { StepActions } from '../../features/checkout-steps/step-actions';
import { CheckoutForm } from '../../features/form/checkout-form';
import { branchesQuery } from '../../features/shipping/api/get-branches';
import { namespace } from '../../i18n/checkout-i18n';
import type { LegPlans } from './date-inputs';
import { LegAddressFields } from './leg-address-fields';
import { LegPrice } from './leg-price';
import {
  initialShippingValues,
  LEGS,
  type Leg,
  needsAddress,
  needsBranch,
  type ShippingValues,
  shippingUpdate,
  validateShipping,
} from './shipping-form';

function LegFields({
  cart,
  leg,
  values,
  branches,
}: {
  cart: Cart;
  leg: Leg;
  values: ShippingValues;
  branches: Branch[];
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const type = values[`${leg}Type`] as ShippingType;
  const branchOptions = branches
    .filter((branch) => type !== 'night_safe' || branch.nightSafe)
    .map((branch) => ({
      value: String(branch.id),
      label: `${localized(branch, 'name', locale)}, ${branch.street}, ${branch.city}`,
    }));

  return (
    <section className={styles.panel} aria-labelledby={`${leg}-title`}>
      <h3 id={`${leg}-title`}>{t(`shipping.${leg}`)}</h3>
      <p data-testid={`${leg}-way`}>
        {t('shipping.type')}: <strong>{t(`shipping.types.${type}`)}</strong>
        {type === 'courier' && values[`${leg}Window`]
          ? `, ${values[`${leg}Window`].replace('-', ':00–')}:00`
          : ''}
      </p>
      {needsBranch(type) ? (
        <SelectField
          name={`${leg}Branch`}
          id={`${leg}-branch`}
          label={t('shipping.branch')}
          placeholder={t('shipping.chooseBranch')}
          options={branchOptions}
          required
        />
      ) : null}
      {needsAddress(type) ? <LegAddressFields leg={leg} /> : null}
      <LegPrice cart={cart} leg={leg} type={type} />
    </section>
  );
}

function ShippingForm({
  cart,
  branches,
  plans,
}: {
  cart: Cart;
  branches: Branch[];
  plans: LegPlans;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const update = useMutation(updateCartMutation());
  // The first branch (Praha) is preselected; the shopper changes it in the select. Taken once:
  // the cart changes with the update of a submit, the form must not reset then.
  // The ways come from the confirmed date (the section is shown only while they stand).
  const [initialValues] = useState(() =>
    initialShippingValues(cart, branches[0]?.id ?? null, plans),
  );

  return (
    <section className={styles.stack} aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t('shipping.title')}</h2>
      <CheckoutForm<ShippingValues>
        className={styles.stack}
        initialValues={initialValues}
        validate={validateShipping}
        onSubmit={async (values) => {
          try {
            const outcome = await update.mutateAsync(shippingUpdate(values));
            if (!outcome.success) return { [FORM_ERROR]: cartErrorMessage(t, outcome.errorKey) };
          } catch {
            return { [FORM_ERROR]: t('errors.unknown') };
          }
          navigate(pathFor('checkout-billing-data', {}, locale));
          return undefined;
        }}
      >
        {({ values, submitting, submitError }) => (
          <>
            <div className={styles.grid}>
              {LEGS.map((leg) => (
                <LegFields key={leg} cart={cart} leg={leg} values={values} branches={branches} />
              ))}
            </div>
            <StepActions
              error={submitError}
              submit={t('shipping.continue')}
              submitting={submitting}
            />
          </>
        )}
      </CheckoutForm>
    </section>
  );
}

/** Shipping needs the branches (to choose one and to preselect the first). */
export function ShippingSection({ cart, plans }: { cart: Cart; plans: LegPlans }) {
  const branches = useQuery(branchesQuery());
  return (
    <QueryState query={branches}>
      {(list) => <ShippingForm cart={cart} branches={list} plans={plans} />}
    </QueryState>
  );
}
