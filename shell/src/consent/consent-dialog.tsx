/**
 * The cookie dialog's place in every page: shown on a shopper's first visit (no choice kept) and
 * again from the footer's "Cookie settings", only in a shop that has something to ask consent for
 * (consent-state.ts). Nothing non-essential happens before a choice (tag-manager.ts). The server
 * renders it from the request's cookie, so it is in the page's first paint and moves nothing.
 * Its code (Radix's dialog) is fetched only when it shows: a shop without a tag manager, or a
 * shopper who has chosen, never downloads it; while it arrives, the browser keeps the server's
 * HTML of it.
 */
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  asksConsent,
  chosenConsentAtom,
  consentPanel,
  consentReopenedAtom,
  storedConsent,
} from './consent-state';

export function ConsentDialog() {
  const chosen = useAtomValue(chosenConsentAtom);
  const reopened = useAtomValue(consentReopenedAtom);
  if (!asksConsent()) return null;
  const current = chosen ?? storedConsent();
  if (current !== null && !reopened) return null;
  // Should its code fail to load, the dialog is left out and the page stands: with no choice,
  // nothing non-essential runs.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <consentPanel.Component current={current} reopened={reopened} />
      </Suspense>
    </ErrorBoundary>
  );
}
