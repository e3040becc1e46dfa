/** Order received and card payment calls (contract: `shared/src/contract/order.ts`). */
import { getJson, postForm } from '@shop/shared/api-client';
import type {
  OrderReceived,
  OrderReceivedResponse,
  PaymentCreateResponse,
  PaymentStatusResponse,
} from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';

export async function fetchOrderReceived(
  orderNumber: string,
  code: string,
): Promise<OrderReceived> {
  const path = `/order/received/${encodeURIComponent(orderNumber)}`;
  return (await getJson<OrderReceivedResponse>(path, { code })).order;
}

export async function createPayment(orderNumber: string, code: string, lang: Locale) {
  return postForm<PaymentCreateResponse>('/payment/create', { orderNumber, code, lang });
}

/** The payment's verified state; `code` is the order's estimate code (the gateway sends it back). */
export async function fetchPaymentStatus(paymentId: string, code: string) {
  return getJson<PaymentStatusResponse>(`/payment/status/${encodeURIComponent(paymentId)}`, {
    code,
  });
}

/** Sends the browser to the payment gateway (a full page load to another site). */
export async function payByCard(orderNumber: string, code: string, lang: Locale): Promise<void> {
  const { gatewayUrl } = await createPayment(orderNumber, code, lang);
  window.location.assign(gatewayUrl);
}
