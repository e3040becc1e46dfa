/** The price offer's form (AddOffer update), loaded when the shopper opens it (offer-form.tsx). */
import { ID_MAX } from '@shop/shared/contract/constants';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { eventBus } from '@shop/shared/event-bus';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, textProblem } from '@shop/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { isCartErrorKey } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutForm } from '../../features/form/checkout-form';
import { namespace } from '../../i18n/checkout-i18n';

interface OfferValues {
  offerId: string;
  password: string;
}

function validate(values: Partial<OfferValues>) {
  const errors: Partial<Record<keyof OfferValues, string>> = {};
  // A price offer's number is a database id (1 … 2 147 483 647).
  const offerId = Number((values.offerId ?? '').trim());
  if (!/^\s*\d{1,10}\s*$/.test(values.offerId ?? '') || offerId < 1 || offerId > ID_MAX) {
    errors.offerId = 'checkout:offer.idRequired';
  }
  const problem = textProblem(values.password, 'offerPassword');
  if (!values.password?.trim()) errors.password = 'checkout:validation.offerPasswordRequired';
  else if (problem) errors.password = problem;
  return errors;
}

export default function OfferFields() {
  const { t } = useTranslation(namespace);
  const update = useMutation(updateCartMutation());
  const locale = useAtomValue(localeAtom);
  return (
    <CheckoutForm<OfferValues>
      validate={validate}
      onSubmit={async ({ offerId, password }, form) => {
        try {
          const outcome = await update.mutateAsync({
            kind: 'AddOffer',
            offerId: Number(offerId.trim()),
            password,
          });
          if (outcome.success) {
            const offer = outcome.cart.priceOffer;
            eventBus.publish('notice:show', {
              kind: 'success',
              message: offer
                ? t('offer.addedWithDates', {
                    from: formatDateTime(offer.from, locale),
                    to: formatDateTime(offer.to, locale),
                  })
                : t('offer.added'),
            });
            // The password is not kept in the page once it has done its work.
            setTimeout(() => form.reset(), 0);
            return undefined;
          }
          const key = isCartErrorKey(outcome.errorKey) ? outcome.errorKey : 'offer_invalid';
          return { offerId: `checkout:errors.${key}` };
        } catch (error) {
          return (
            refusalErrors(error, form.getRegisteredFields(), { offerId: 'offerId' }) ?? {
              offerId: 'checkout:errors.unknown',
            }
          );
        }
      }}
    >
      {({ submitting }) => (
        <div className={styles.row}>
          <TextField
            name="offerId"
            label={t('offer.id')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={FIELD_LIMITS.offerId}
          />
          <TextField
            name="password"
            type="password"
            label={t('offer.password')}
            autoComplete="off"
            maxLength={FIELD_LIMITS.offerPassword}
          />
          <Button type="submit" variant="secondary" disabled={submitting}>
            {t('offer.add')}
          </Button>
        </div>
      )}
    </CheckoutForm>
  );
}
