import type { Locale } from '@shop/shared/contract';

/** The public estimate (proforma) page. */
export function estimateUrl(origin: string, estimateCode: string): string {
  return `${origin}/document/estimate/${encodeURIComponent(estimateCode)}`;
}

/** The order-received page, where the order can be paid (card or bank transfer). */
export function orderReceivedUrl(
  origin: string,
  locale: Locale,
  orderNumber: string,
  estimateCode: string,
): string {
  const path = locale === 'en' ? '/en/order-received' : '/objednavka-odeslana';
  return `${origin}${path}/${encodeURIComponent(orderNumber)}?code=${encodeURIComponent(estimateCode)}`;
}

/** The online-payment result page the shopper returns to from the gateway (with the order's code). */
export function paymentResultUrl(
  origin: string,
  locale: Locale,
  paymentId: string,
  estimateCode?: string,
): string {
  const path = `${origin}${locale === 'en' ? '/en' : ''}/online-platby/gopay/${encodeURIComponent(paymentId)}`;
  return estimateCode ? `${path}?code=${encodeURIComponent(estimateCode)}` : path;
}
