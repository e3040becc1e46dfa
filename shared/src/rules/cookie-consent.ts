/**
 * The shopper's cookie consent: what the `shop_consent` cookie holds, and what Google's Consent
 * Mode v2 is told of it. Necessary cookies need no consent and are not part of the choice;
 * analytics and marketing are off until the shopper turns them on.
 */

/** The categories a shopper chooses (necessary cookies are always on). */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type ConsentChoice = Record<ConsentCategory, boolean>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

/** How long a choice is kept before the shopper is asked again. */
export const CONSENT_MONTHS = 6;

/**
 * The cookie's value: a version, then each category's 1 or 0 (`v1.a1.m0`). A value of another
 * version (categories added later) or none at all means no choice: the shopper is asked.
 */
export function serializeConsent(choice: ConsentChoice): string {
  return `v1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = /^v1\.a([01])\.m([01])$/.exec(value ?? '');
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1' };
}

export type ConsentSignal = 'granted' | 'denied';

/** Consent Mode v2's four signals. */
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

/**
 * Consent Mode's state for a choice (none yet: everything denied). Marketing grants the three
 * advertising signals, analytics the analytics storage.
 */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const signal = (granted: boolean | undefined): ConsentSignal => (granted ? 'granted' : 'denied');
  return {
    ad_storage: signal(choice?.marketing),
    ad_user_data: signal(choice?.marketing),
    ad_personalization: signal(choice?.marketing),
    analytics_storage: signal(choice?.analytics),
  };
}

/** Whether the tag manager may be loaded at all: some category is allowed. */
export function allowsTagManager(choice: ConsentChoice | null): boolean {
  return choice !== null && CONSENT_CATEGORIES.some((category) => choice[category]);
}
