/**
 * A refused step of an order at the desk in the desk's words: the API words its refusals as
 * DESK_REFUSALS says, and the desk has a text of its own for each.
 */
import { apiErrorMessage, apiErrorStatus } from '@shop/shared/api-client';
import { DESK_REFUSALS } from '@shop/shared/contract/constants';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';

export interface Refusal {
  key: string;
  values?: Record<string, string>;
}

export function deskRefusal(error: unknown): Refusal {
  const status = apiErrorStatus(error);
  if (status === undefined || status >= 500) return { key: 'order.unavailable' };
  if (status === 403) return { key: 'units.managersOnly' };
  // The body limit's answer: only a photo is that large.
  if (status === 413) return { key: 'order.photoTooLarge' };
  const message = apiErrorMessage(error, '');
  const known = Object.entries(DESK_REFUSALS).find(([, text]) => text === message);
  if (known) return { key: `refusal.${known[0]}` };
  const elsewhere = message.startsWith(DESK_REFUSALS.givenElsewhere)
    ? /(\d{8})/.exec(message)?.[1]
    : undefined;
  if (elsewhere) return { key: 'refusal.givenElsewhere', values: { order: elsewhere } };
  if (message.endsWith(DESK_REFUSALS.unitNotOut)) return { key: 'refusal.unitNotOut' };
  return { key: status === 404 ? 'refusal.orderNotFound' : 'order.saveFailed' };
}

/** The desk's words for a refused step: `refusalText(error)`. */
export function useRefusalText(): (error: unknown) => string {
  const { t } = useTranslation(namespace);
  return (error) => {
    const refusal = deskRefusal(error);
    return t(refusal.key, refusal.values);
  };
}
