/**
 * What went wrong with a preview or a send of an order change, and the text of an order error
 * code in the shopper's language.
 */
import { apiErrorMessage } from '@shop/shared/api-client';
import type { OrderErrorCode } from '@shop/shared/contract';
import { isFinalFailure } from '@shop/shared/query';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { orderUpdateRefusal } from './api/update-order';

/** The code of the billing change that loses the customer access to the order. */
export const LOSES_ACCESS: OrderErrorCode = 33;

/** What went wrong with a preview or a send. */
export type Problem =
  | { kind: 'code'; code: number; detail: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

/**
 * An order error code (its text is the shop's), another refusal of the request itself (its
 * message as the API said it; trying again will not help), or no answer (trying again may).
 */
export function problemOf(error: unknown): Problem {
  const refusal = orderUpdateRefusal(error);
  if (refusal) return { kind: 'code', code: refusal.errorMessage, detail: refusal.detail };
  if (isFinalFailure(error)) return { kind: 'refused', message: apiErrorMessage(error, '') };
  return { kind: 'unreachable' };
}

/**
 * Details of a refusal the shopper can act on: dates the rules refuse, a line not free, a product
 * the block cannot take, a shipping choice the rules refuse.
 */
const EXPLAINED_DETAILS: readonly string[] = [
  'date_from_in_past',
  'date_to_in_past',
  'date_from_after_date_to',
  'out_of_opening_hours',
  'courier_not_on_business_day',
  'item_not_for_rent',
  'item_not_for_sale',
  'no_rental_period',
  'branch_required',
  'branch_mismatch',
  'night_safe_not_allowed',
  'address_required',
  'address_outside_set_area',
  'courier_window_required',
];

/**
 * The text of an order error code in the shopper's language, with what exactly failed where the
 * API names it (`not_available:<line>` for a line without free pieces, a date rule's key).
 */
export function useOrderErrorText() {
  const { t } = useTranslation(namespace);
  return (code: number, detail: string | null = null) => {
    const text = t(`orderErrors.${code}`, { defaultValue: t('orderEdit.failed') });
    const unavailable = detail?.startsWith('not_available:') ? detail.slice(14) : null;
    if (unavailable) return `${text} ${t('orderEdit.details.notAvailable', { name: unavailable })}`;
    if (detail && EXPLAINED_DETAILS.includes(detail)) {
      return `${text} ${t(`orderEdit.details.${detail}`)}`;
    }
    return text;
  };
}
