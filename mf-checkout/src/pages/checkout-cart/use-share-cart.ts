import { apiErrorStatus } from '@shop/shared/api-client';
import type { Cart } from '@shop/shared/contract';
import { localeAtom } from '@shop/shared/store';
import { refusalErrors } from '@shop/shared/validation';
import type { ShareCartValues } from '@shop/shared/validation/checkout';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { shareCartMutation } from '../../features/cart/api/share-cart';

export type ShareResult = 'sent' | 'failed' | 'limited' | null;

/** The share form's start: the cart's customer, project and dates. */
export function shareCartInitialValues(cart: Cart): Partial<ShareCartValues> {
  const [from = '', to = ''] = [cart.date.from?.slice(0, 10), cart.date.to?.slice(0, 10)];
  return {
    senderEmail: cart.customer?.email ?? '',
    senderName: [cart.customer?.firstname, cart.customer?.lastname].filter(Boolean).join(' '),
    projectName: cart.additional?.projectName ?? '',
    dateFrom: from,
    dateTo: to,
  };
}

/**
 * Sending the cart by e-mail (POST /cart/share): `result` says it was sent, failed, or was
 * refused for too many shares; a refused field comes back at its field.
 */
export function useShareCart(cart: Cart) {
  const locale = useAtomValue(localeAtom);
  const share = useMutation(shareCartMutation());
  const [result, setResult] = useState<ShareResult>(null);

  const send = async (values: ShareCartValues, form: FormApi<ShareCartValues>) => {
    try {
      const answer = await share.mutateAsync({
        cartCode: cart.cartCode,
        senderEmail: values.senderEmail.trim(),
        senderName: values.senderName.trim(),
        recipientEmail: values.recipientEmail.trim(),
        projectName: values.projectName ?? '',
        dateFrom: values.dateFrom ?? '',
        dateTo: values.dateTo ?? '',
        note: values.note ?? '',
        lang: locale,
      });
      setResult(answer.success ? 'sent' : 'failed');
      return answer.success ? undefined : { [FORM_ERROR]: 'failed' };
    } catch (error) {
      const refused = refusalErrors(error, form.getRegisteredFields());
      if (refused) return refused;
      // Too many shares from here, of this cart or to this recipient: waiting helps.
      const limited = apiErrorStatus(error) === 429;
      setResult(limited ? 'limited' : 'failed');
      return { [FORM_ERROR]: limited ? 'limited' : 'failed' };
    }
  };
  return { result, send };
}
