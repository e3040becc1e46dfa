import type { Locale } from '@shop/shared/contract';
import { pagePath } from '../../lib/page-paths';

/** The order-received page, where the order can be paid (card or bank transfer). */
export function orderReceivedUrl(
  origin: string,
  locale: Locale,
  orderNumber: string,
  estimateCode: string,
): string {
  const path = pagePath('order-received', { id: orderNumber }, locale);
  return `${origin}${path}?code=${encodeURIComponent(estimateCode)}`;
}

/** The online-payment result page the shopper returns to from the gateway (with the order's code). */
export function paymentResultUrl(
  origin: string,
  locale: Locale,
  paymentId: string,
  estimateCode?: string,
): string {
  const path = `${origin}${pagePath('payment-gopay', { id: paymentId }, locale)}`;
  return estimateCode ? `${path}?code=${encodeURIComponent(estimateCode)}` : path;
}
