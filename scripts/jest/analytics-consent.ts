/**
 * The shopper's choice in the cookie dialog, for component tests of pages that send analytics
 * events (those go to the dataLayer only with analytics allowed).
 */
import { writeCookie } from '@shop/shared/cookies';
import { serializeConsent } from '@shop/shared/rules/cookie-consent';

export function allowAnalytics(): void {
  writeCookie('consent', serializeConsent({ analytics: true, marketing: false }));
}
