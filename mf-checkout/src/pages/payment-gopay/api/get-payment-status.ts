/** GET /payment/status/{paymentId}: the card payment's state as the gateway reports it. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { PaymentStatusResponse } from '@shop/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** `code` is the order's estimate code (the gateway sends the shopper back with it). */
export async function fetchPaymentStatus(
  paymentId: string,
  code: string,
  options?: RequestOptions,
): Promise<PaymentStatusResponse> {
  return getJson<PaymentStatusResponse>(
    `/payment/status/${encodeURIComponent(paymentId)}`,
    { code },
    options,
  );
}

/** A payment moves on at the gateway: its state is read afresh every time it is asked for. */
export function paymentStatusQuery(paymentId: string, code: string) {
  return queryOptions({
    queryKey: ['payment-status', paymentId, code],
    queryFn: ({ signal }) => fetchPaymentStatus(paymentId, code, { signal }),
    staleTime: 0,
  });
}
