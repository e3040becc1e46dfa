/**
 * Google Tag Manager under Consent Mode v2. With a valid container id the page first tells the
 * dataLayer that every signal is denied (`consent default`), before anything else of Google's;
 * the tag manager itself is loaded only once the shopper has allowed analytics or marketing, and
 * every choice is told to it (`consent update`) before any event that follows. Without a choice,
 * or after "reject all", nothing is requested from Google.
 */
import { dataLayer, isGtmId } from '@shop/shared/analytics';
import {
  allowsTagManager,
  type ConsentChoice,
  consentModeState,
} from '@shop/shared/rules/cookie-consent';

/** The page's container, once `startTagManager` accepted it. */
let containerId: string | null = null;
let loaded = false;

/**
 * Google's `gtag()`: its tag reads a command from the dataLayer only as an `arguments` object, as
 * Google's own snippet pushes it.
 */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: the tag manager reads commands as arguments objects
  dataLayer().push(arguments);
}

/**
 * Sets Consent Mode's defaults (all denied) for a valid container id and applies the choice kept
 * from an earlier visit, if any. Returns whether the container id was taken.
 */
export function startTagManager(id: unknown, stored: ConsentChoice | null): boolean {
  if (!isGtmId(id)) {
    if (id) console.warn(`Ignoring an invalid GTM container id: ${String(id)}`);
    return false;
  }
  containerId = id;
  gtag('consent', 'default', consentModeState(null));
  if (stored) applyConsent(stored);
  return true;
}

/** Tells the tag manager the shopper's choice, and loads it the first time one allows it. */
export function applyConsent(choice: ConsentChoice): void {
  if (!containerId) return;
  gtag('consent', 'update', consentModeState(choice));
  if (!loaded && allowsTagManager(choice)) {
    loaded = true;
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.append(script);
  }
}

/** For tests: forgets the container and whether it was loaded. */
export function resetTagManager(): void {
  containerId = null;
  loaded = false;
}
