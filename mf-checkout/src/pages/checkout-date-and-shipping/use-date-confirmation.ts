import type { Cart } from '@shop/shared/contract';
import { checkRentalDates } from '@shop/shared/rules/pickup-times';
import { focusFirstError } from '@shop/shared/ui/form-field';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { namespace } from '../../i18n/checkout-i18n';
import {
  type DateError,
  type DateInputs,
  dateTimes,
  type ErrorPlace,
  errorMessage,
  errorPlace,
  type LegPlans,
  legPlans,
} from './date-inputs';

/**
 * "Confirm" of the date step: the API's own rule first, then the Date update carrying both ways;
 * a refusal is kept with the field it concerns (`errorAt`) and focused in `root`. A change of the
 * inputs (`change`) clears it.
 */
export function useDateConfirmation({
  cart,
  inputs,
  frequentCustomer,
  root,
  onChange,
  onConfirmed,
}: {
  cart: Cart;
  inputs: DateInputs;
  frequentCustomer: boolean;
  root: RefObject<HTMLElement | null>;
  onChange: (inputs: DateInputs) => void;
  onConfirmed: (plans: LegPlans) => void;
}) {
  const { t } = useTranslation(namespace);
  const [error, setError] = useState<DateError | null>(null);
  const update = useMutation(updateCartMutation());
  const times = dateTimes(inputs);
  const plans = legPlans(inputs);

  const place = error ? errorPlace(error, inputs, frequentCustomer) : null;
  const errorAt = (at: ErrorPlace) =>
    error && place === at ? errorMessage(t, error, at, inputs) : null;
  const change = (next: DateInputs) => {
    setError(null);
    onChange(next);
  };

  const refuse = (code: DateError) => {
    setError(code);
    setTimeout(() => focusFirstError(root.current), 0);
  };

  const confirm = async () => {
    if (!times) {
      refuse('required');
      return;
    }
    // The API's own rule first: a time the way does not allow is refused here, with its message.
    const problem = checkRentalDates({
      from: times.from,
      to: times.to,
      now: new Date(),
      hasCustomer: true,
      offerPeriod: cart.priceOffer ? { from: cart.priceOffer.from, to: cart.priceOffer.to } : null,
      pickup: plans.pickup,
      ret: plans.return,
      frequentCustomer,
      requireShipping: false,
    });
    if (problem) {
      refuse(problem);
      return;
    }
    try {
      const outcome = await update.mutateAsync({
        kind: 'Date',
        from: times.from,
        to: times.to,
        pickup: plans.pickup,
        return: plans.return,
      });
      if (outcome.success) {
        setError(null);
        onConfirmed(plans);
      } else {
        refuse(outcome.errorKey ?? 'unknown');
      }
    } catch {
      refuse('unknown');
    }
  };

  return { errorAt, change, confirm, confirming: update.isPending };
}
