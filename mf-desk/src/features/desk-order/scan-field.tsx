/**
 * Scanning a unit's label for the order: a keyboard-wedge scanner types the code and Enter into
 * the focused field (it keeps the focus after each scan), a person can type it the same way, and a
 * tablet's camera reads the label's QR code (desk-scan). What
 * each scan did is said at once: the piece it filled, or why it was refused.
 */
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { CameraScan } from '../desk-scan/camera-scan';
import styles from './desk-order.module.css';

export function ScanField({
  onScan,
  result,
  busy,
}: {
  onScan: (code: string) => void;
  /** What the last scan did, in words, and whether it was refused. */
  result: { text: string; refused: boolean } | null;
  busy: boolean;
}) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  return (
    <form
      className={styles.scan}
      onSubmit={(event) => {
        event.preventDefault();
        if (!typed.trim()) return;
        onScan(typed);
        setTyped('');
        field.current?.focus();
      }}
    >
      <label htmlFor={id}>{t('order.scan')}</label>
      <input
        ref={field}
        id={id}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={FIELD_LIMITS.labelCode}
        aria-describedby={`${id}-hint ${id}-result`}
        // biome-ignore lint/a11y/noAutofocus: the scanner types into the focused field
        autoFocus
      />
      <Button type="submit" disabled={busy}>
        {t('order.give')}
      </Button>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => setCamera(true)}>
        {t('scan.camera')}
      </Button>
      {camera ? (
        <CameraScan
          onClose={() => {
            setCamera(false);
            field.current?.focus();
          }}
          onCode={onScan}
        />
      ) : null}
      <p id={`${id}-hint`} className={styles.hint}>
        {t('order.scanHint')}
      </p>
      <p
        id={`${id}-result`}
        className={result?.refused ? styles.error : styles.done}
        role={result?.refused ? 'alert' : 'status'}
      >
        {result?.text ?? ''}
      </p>
    </form>
  );
}
