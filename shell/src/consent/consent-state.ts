/**
 * The shopper's cookie choice in the page: the one kept in `shop_consent` (read on the server
 * from the request, in the browser from the document), or the one made on this page. The shell
 * asks for it only when the shop has something that needs consent: a tag manager (`GTM_ID`).
 */
import { isGtmId } from '@shop/shared/analytics';
import { readCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import {
  type ConsentChoice,
  parseConsent,
  serializeConsent,
} from '@shop/shared/rules/cookie-consent';
import { getRuntimeConfig } from '@shop/shared/runtime-config';
import { shopStore } from '@shop/shared/store';
import { onDemand } from '@shop/shared/ui/on-demand';
import { atom } from 'jotai';
import { applyConsent } from './tag-manager';

/** The choice made on this page; `undefined` until one is (the cookie holds an earlier one). */
export const chosenConsentAtom = atom<ConsentChoice | undefined>(undefined);

/** The dialog opened again from the footer's "Cookie settings", on its categories. */
export const consentReopenedAtom = atom(false);

/** Whether the shop has anything to ask consent for. */
export function asksConsent(): boolean {
  return isGtmId(getRuntimeConfig().gtmId);
}

/** The choice kept from an earlier visit, or `null` when the shopper has not chosen. */
export function storedConsent(): ConsentChoice | null {
  return parseConsent(readCookie('consent'));
}

/** The dialog (Radix), loaded when it shows. */
export const consentPanel = onDemand(() => import('./consent-panel'));

/** The category form (final-form), loaded when the shopper opens the settings. */
export const consentSettings = onDemand(() => import('./consent-settings'));

/** Keeps the choice (6 months), tells the tag manager and closes the dialog. */
export function chooseConsent(choice: ConsentChoice): void {
  writeCookie('consent', serializeConsent(choice));
  shopStore.set(chosenConsentAtom, choice);
  shopStore.set(consentReopenedAtom, false);
  applyConsent(choice);
}

/** Says that the dialog's code could not be loaded (a lost connection): try again later. */
export function consentLoadFailed(): void {
  eventBus.publish('notice:show', { kind: 'error', message: i18n.t('shell:consent.loadFailed') });
}

/**
 * The footer's "Cookie settings": the dialog again, on the categories as they were chosen, once
 * its code is in (a failed load says so, and the footer's button stays to try again).
 */
export async function reopenConsent(): Promise<void> {
  try {
    await Promise.all([consentPanel.load(), consentSettings.load()]);
  } catch {
    consentLoadFailed();
    return;
  }
  shopStore.set(consentReopenedAtom, true);
}
