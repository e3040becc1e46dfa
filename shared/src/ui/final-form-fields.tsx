/**
 * The shop's form fields, bound to react-final-form, on top of FormField (label, hint, error
 * linked with aria-describedby): one binding, BoundField, and the input kinds (text, textarea,
 * select, checkbox) as its thin variants. Every form of the shop uses these, so every text input holds
 * no more than its limit (`maxLength`, from shared/src/contract/field-limits.ts) and every
 * message shows the same way. Errors are i18n keys: `validation.*` of `common`, or
 * `namespace:…`, translated with the field's limit as `max`; a form with codes of its own
 * passes `translateError`. An error shows once the field was left (blur) or a submit failed,
 * and then follows every change; a server answer (submitError) shows until the field is changed.
 */
import type { ReactNode } from 'react';
import {
  Field,
  type FieldInputProps,
  type FieldMetaState,
  type UseFieldConfig,
  useField,
} from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styles from './final-form-fields.module.css';
import { type FieldControlProps, FormField } from './form-field';

/** The classes of a group of controls outside a RadioGroupField (its fieldset and legend). */
export const fieldsetClassName = styles.fieldset as string;
export const legendClassName = styles.legend as string;

export function visibleError(meta: FieldMetaState<unknown>): string | null {
  if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return null;
}

interface CommonProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The control's id; defaults to the field name. */
  id?: string;
  disabled?: boolean;
  className?: string;
  /** The longest text the field takes (its contract's limit): the input holds no more. */
  maxLength?: number;
  /** Words for an error code the form's rules give (default: a `common` i18n key). */
  translateError?: (code: string, limit: { max?: number }) => string;
}

/** The field's visible error in words, or null. */
function useErrorWords(props: CommonProps) {
  const { t } = useTranslation('common');
  const { translateError, maxLength } = props;
  return (meta: FieldMetaState<unknown>): string | null => {
    const error = visibleError(meta);
    if (!error) return null;
    const limit = maxLength === undefined ? {} : { max: maxLength };
    return translateError ? translateError(error, limit) : t(error, limit);
  };
}

/** What a variant's control gets: the ids and aria of FormField, and the field's state. */
export type BoundControlProps = FieldControlProps & { disabled?: boolean };

/**
 * The one binding of a react-final-form field to a FormField: its label, hint, error in words
 * (linked with aria-describedby, aria-invalid), and the control the variant draws with the
 * field's input and those attributes. Every variant below is this with its control.
 */
export function BoundField<V>({
  config,
  inline,
  control,
  ...props
}: CommonProps & {
  /** How the field is bound (format, type="checkbox" …). */
  config?: UseFieldConfig;
  /** The label sits after the control (checkboxes). */
  inline?: boolean;
  control: (input: FieldInputProps<V>, attributes: BoundControlProps) => ReactNode;
}) {
  const errorWords = useErrorWords(props);
  const { name, label, hint, required, id = name, disabled, className } = props;
  const { input, meta } = useField<V>(name, config);
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      required={required}
      inline={inline}
      error={errorWords(meta)}
      className={className}
    >
      {(attributes) => control(input, { ...attributes, disabled })}
    </FormField>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  format,
  formatOnBlur,
  readOnly,
  ...props
}: CommonProps & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'number' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Shown value (with formatOnBlur: applied when the field is left). */
  format?: (value: string) => string;
  formatOnBlur?: boolean;
  readOnly?: boolean;
}) {
  return (
    <BoundField<string>
      {...props}
      config={format ? { format: (value) => format(value ?? ''), formatOnBlur } : undefined}
      control={(input, attributes) => (
        <input
          {...input}
          {...attributes}
          value={input.value ?? ''}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={readOnly}
          maxLength={props.maxLength}
        />
      )}
    />
  );
}

export function TextAreaField({ rows = 3, ...props }: CommonProps & { rows?: number }) {
  return (
    <BoundField<string>
      {...props}
      control={(input, attributes) => (
        <textarea {...input} {...attributes} rows={rows} maxLength={props.maxLength} />
      )}
    />
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: CommonProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}) {
  return (
    <BoundField<string>
      {...props}
      control={(input, attributes) => (
        <select {...input} {...attributes}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A checkbox with its label after it; a checkbox is never marked required. */
export function CheckboxField({ required: _required, ...props }: CommonProps) {
  return (
    <BoundField<boolean>
      {...props}
      config={{ type: 'checkbox' }}
      inline
      control={(input, attributes) => (
        <input
          name={input.name}
          checked={input.checked ?? false}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          {...attributes}
          type="checkbox"
        />
      )}
    />
  );
}

/** A group of radio buttons in a fieldset with a legend; the error is linked to the group. */
export function RadioGroupField({
  name,
  legend,
  options,
  disabled,
}: {
  name: string;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode; hint?: ReactNode }>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Field<string>
      name={name}
      subscription={{
        error: true,
        touched: true,
        submitFailed: true,
        submitError: true,
        dirtySinceLastSubmit: true,
      }}
    >
      {({ meta }) => {
        const error = visibleError(meta);
        const errorId = `${name}-error`;
        return (
          <fieldset
            className={styles.fieldset}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className={styles.legend}>{legend}</legend>
            {options.map((option) => (
              <Field<string> key={option.value} name={name} type="radio" value={option.value}>
                {({ input }) => {
                  const id = `${name}-${option.value}`;
                  return (
                    <div className={styles.radio}>
                      <input
                        {...input}
                        id={id}
                        disabled={disabled}
                        aria-describedby={option.hint ? `${id}-hint` : undefined}
                        {...(error ? { 'aria-invalid': true as const } : {})}
                      />
                      <label htmlFor={id}>
                        {option.label}
                        {option.hint ? (
                          <span id={`${id}-hint`} className={styles.hint}>
                            {option.hint}
                          </span>
                        ) : null}
                      </label>
                    </div>
                  );
                }}
              </Field>
            ))}
            {error ? (
              <p id={errorId} className={styles.error}>
                {t(error)}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}
