/**
 * A labelled form field: the label, the control (rendered by the caller with the ids it is given),
 * an optional hint and the error, linked to the control with aria-describedby. Works with any form
 * library (checkout binds it to react-final-form); the error arrives already translated.
 */
import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** Props to spread on the field's control (input, select, textarea). */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** The label sits after the control (checkboxes, radios). */
  inline?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The class of a text input, select or textarea, for controls outside a FormField. */
export const controlClassName = styles.control as string;

export function FormField({
  id,
  label,
  error,
  hint,
  required,
  inline,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    className: inline ? (styles.check as string) : (styles.control as string),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  });
  return (
    <div
      className={[styles.field, inline ? styles.inline : '', className].filter(Boolean).join(' ')}
    >
      {inline ? null : (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      {inline ? (
        <div className={styles.inlineRow}>
          {control}
          <label htmlFor={id}>{label}</label>
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field's error not tied to one control (a group of radios, a server answer). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}

/**
 * Moves focus to the first invalid control inside `root` (after a failed submit), so keyboard
 * and screen-reader users land on what needs fixing. Returns whether one was found.
 */
export function focusFirstError(root: ParentNode | null | undefined): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  invalid.focus();
  return true;
}
