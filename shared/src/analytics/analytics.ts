/**
 * The one analytics helper every app calls: e-commerce events pushed to the GTM `dataLayer`, only
 * when the shopper has allowed analytics cookies (the `shop_consent` cookie the shell's consent
 * dialog writes).
 */
import { readCookie } from '@shop/shared/cookies';
import { parseConsent } from '@shop/shared/rules/cookie-consent';

export type TrackedEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_item'
  | 'view_item_list'
  | 'begin_checkout'
  | 'purchase';

export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  price?: number;
  quantity?: number;
}

export interface EcommerceData {
  currency?: string;
  value?: number;
  items?: TrackedItem[];
  item_list_name?: string;
  transaction_id?: string;
}

type DataLayerWindow = { dataLayer?: unknown[] };

export function dataLayer(): unknown[] {
  const target = globalThis as DataLayerWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
}

/**
 * Pushes an event the GA4 way (the previous e-commerce object is cleared first), when analytics
 * are allowed; otherwise nothing.
 */
export function trackEvent(event: TrackedEvent, ecommerce: EcommerceData): void {
  if (!parseConsent(readCookie('consent'))?.analytics) return;
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
}

/** A Google Tag Manager container id: `GTM-` and upper-case letters or digits. */
export function isGtmId(value: unknown): value is string {
  return typeof value === 'string' && /^GTM-[A-Z0-9]+$/.test(value);
}
