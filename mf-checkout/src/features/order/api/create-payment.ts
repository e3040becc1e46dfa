/** POST /payment/create: a card payment of an order at the gateway. */
import { apiErrorStatus, postForm } from '@shop/shared/api-client';
import type { PaymentCreateResponse } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';
import { mutationOptions } from '@tanstack/react-query';

export interface PaymentRequest {
  orderNumber: string;
  /** The order's estimate code: it proves the shopper may pay the order. */
  code: string;
  lang: Locale;
}

export async function postCreatePayment(
  orderNumber: string,
  code: string,
  lang: Locale,
): Promise<PaymentCreateResponse> {
  return postForm<PaymentCreateResponse>('/payment/create', { orderNumber, code, lang });
}

/** Creates the payment and sends the browser to the gateway (a full page load to another site). */
export function payByCardMutation() {
  return mutationOptions({
    mutationKey: ['payment', 'create'],
    mutationFn: ({ orderNumber, code, lang }: PaymentRequest) =>
      postCreatePayment(orderNumber, code, lang),
    onSuccess: ({ gatewayUrl }) => window.location.assign(gatewayUrl),
  });
}

/**
 * What a shopper is told when the card payment could not start: the gateway out of reach (503)
 * points to the bank transfer, anything else asks to try again.
 */
export function paymentFailureKey(error: unknown): 'order.gatewayUnavailable' | 'order.payFailed' {
  return apiErrorStatus(error) === 503 ? 'order.gatewayUnavailable' : 'order.payFailed';
}
