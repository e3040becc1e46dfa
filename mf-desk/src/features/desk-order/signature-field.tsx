/**
 * The signature of the person taking the order, drawn on the screen with a finger or a stylus
 * (`signature_pad`); the drawing is the final-form field's value as a PNG data URL, cleared to
 * sign again.
 */

import { Button } from '@shop/shared/ui/button';
import { visibleError } from '@shop/shared/ui/final-form-fields';
import { useEffect, useId, useRef } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-order.module.css';

export function SignatureField({ name }: { name: string }) {
  const { t } = useTranslation(namespace);
  const common = useTranslation('common').t;
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const { input, meta } = useField<string | undefined>(name);
  const { onChange } = input;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    // The canvas is drawn at the screen's pixel density, so the stroke stays sharp.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const drawing = new SignaturePad(element, { penColor: '#14205a' });
    drawing.addEventListener('endStroke', () => onChange(drawing.toDataURL('image/png')));
    pad.current = drawing;
    return () => drawing.off();
  }, [onChange]);

  const error = visibleError(meta);
  return (
    <div className={styles.signature}>
      <span id={`${id}-label`} className={styles.label}>
        {t('order.signature')}
      </span>
      <canvas
        ref={canvas}
        className={styles.pad}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('order.signatureHint')}
      </p>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          pad.current?.clear();
          onChange(undefined);
        }}
      >
        {t('order.signAgain')}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {common(error)}
        </p>
      ) : null}
    </div>
  );
}
