import { apiErrorStatus } from '@shop/shared/api-client';
import type { CartErrorKey } from '@shop/shared/contract';
import { CART_ERROR_KEYS } from '@shop/shared/contract/constants';
import type { TFunction } from 'i18next';

export function isCartErrorKey(key: unknown): key is CartErrorKey {
  return typeof key === 'string' && (CART_ERROR_KEYS as readonly string[]).includes(key);
}

/** The translated message of a cart update's errorKey (a generic one for anything unknown). */
export function cartErrorMessage(t: TFunction, key: string | null | undefined): string {
  return t(isCartErrorKey(key) ? `checkout:errors.${key}` : 'checkout:errors.unknown');
}

/**
 * The translated reason a cart change failed (no answer, or an error status): the cart became an
 * order's record meanwhile (409, an order was placed from it in another tab), or anything else.
 */
export function cartFailureMessage(t: TFunction, error: unknown): string {
  return t(
    apiErrorStatus(error) === 409 ? 'checkout:cart.orderPlaced' : 'checkout:cart.updateFailed',
  );
}
