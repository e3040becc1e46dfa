/**
 * The cookie dialog itself (consent-dialog.tsx decides when it shows): "Accept all" and "Reject
 * all" side by side and alike, "Settings" for the categories. A non-modal dialog fixed at the
 * bottom of the screen: the page behind it stays usable. It takes the focus only when the shopper
 * opened it (`reopened`), and gives it back to the opener.
 */

import * as Dialog from '@radix-ui/react-dialog';
import type { ConsentChoice } from '@shop/shared/rules/cookie-consent';
import { ACCEPT_ALL, REJECT_ALL } from '@shop/shared/rules/cookie-consent';
import { Button } from '@shop/shared/ui/button';
import { intentProps } from '@shop/shared/ui/on-demand';
import { LoadingState } from '@shop/shared/ui/states';
import { useSetAtom } from 'jotai';
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './consent-dialog.module.css';
import {
  chooseConsent,
  consentLoadFailed,
  consentReopenedAtom,
  consentSettings,
} from './consent-state';

export interface ConsentPanelProps {
  /** The choice kept, or none yet. */
  current: ConsentChoice | null;
  /** Opened again from the footer (not a first visit's). */
  reopened: boolean;
}

export default function ConsentPanel({ current, reopened }: ConsentPanelProps) {
  const { t } = useTranslation('shell');
  const setReopened = useSetAtom(consentReopenedAtom);
  const [settingsShown, setSettingsShown] = useState(false);
  // The dialog's name and description by ids of its own: Radix names it only once its effects
  // have run, and the server's page (read before any script) must be named too.
  const titleId = useId();
  const textId = useId();
  // Opened from a control (the footer's button), the focus goes back to it.
  const opener = useRef<HTMLElement | null>(null);
  const showSettings = reopened || settingsShown;

  const openSettings = async () => {
    try {
      await consentSettings.load();
    } catch {
      consentLoadFailed();
      return;
    }
    setSettingsShown(true);
  };

  return (
    <Dialog.Root
      open
      modal={false}
      // Opened from the footer, Esc or a click elsewhere closes it; on a first visit only a
      // choice does.
      onOpenChange={(open) => {
        if (!open && reopened) setReopened(false);
      }}
    >
      <Dialog.Content
        className={styles.dialog}
        data-consent-dialog=""
        aria-labelledby={titleId}
        aria-describedby={textId}
        onOpenAutoFocus={(event) => {
          // Called before the focus moves in: the active element is still the opener.
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          if (!reopened) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Opened from a control: back to it. On a first visit the button pressed is gone: the
          // page's content comes next, not the top of the document.
          const next = reopened && opener.current?.isConnected ? opener.current : null;
          (next ?? document.getElementById('content'))?.focus({ preventScroll: true });
        }}
      >
        <Dialog.Title id={titleId} className={styles.title}>
          {t('consent.title')}
        </Dialog.Title>
        <Dialog.Description id={textId} className={styles.text}>
          {t('consent.text')}
        </Dialog.Description>
        {showSettings ? (
          <Suspense fallback={<LoadingState />}>
            <consentSettings.Component initial={current} onChoose={chooseConsent} />
          </Suspense>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => chooseConsent(ACCEPT_ALL)}>{t('consent.acceptAll')}</Button>
          <Button onClick={() => chooseConsent(REJECT_ALL)}>{t('consent.rejectAll')}</Button>
          {showSettings ? null : (
            <Button
              variant="secondary"
              onClick={() => void openSettings()}
              {...intentProps(consentSettings.preload)}
            >
              {t('consent.settings')}
            </Button>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
