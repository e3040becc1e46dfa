/**
 * A react-final-form form that moves focus to the first invalid field after a failed submit
 * (client validation or errors returned by the server).
 */
import { focusFirstError } from '@shop/shared/ui/form-field';
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import { type ReactNode, useRef } from 'react';
import { Form } from 'react-final-form';

export interface CheckoutFormProps<T extends object> {
  initialValues?: Partial<T>;
  validate?: (values: T) => ValidationErrors | Promise<ValidationErrors>;
  onSubmit: (
    values: T,
    form: FormApi<T>,
  ) => SubmissionErrors | Promise<SubmissionErrors> | undefined;
  className?: string;
  /** Accessible name of the form. */
  label?: string;
  children: (state: {
    submitting: boolean;
    values: T;
    form: FormApi<T>;
    /** A form-wide error returned by onSubmit ({ [FORM_ERROR]: message }), already translated. */
    submitError: string | null;
  }) => ReactNode;
}

export function CheckoutForm<T extends object>({
  initialValues,
  validate,
  onSubmit,
  className,
  label,
  children,
}: CheckoutFormProps<T>) {
  const ref = useRef<HTMLFormElement>(null);
  const focusError = () => setTimeout(() => focusFirstError(ref.current), 0);
  return (
    <Form<T>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      subscription={{ submitting: true, values: true, submitError: true }}
    >
      {({ handleSubmit, submitting, values, form, submitError }) => (
        <form
          ref={ref}
          noValidate
          className={className}
          aria-label={label}
          onSubmit={(event) => {
            const result = handleSubmit(event);
            if (result && typeof (result as Promise<unknown>).then === 'function') {
              void (result as Promise<unknown>).then(focusError, focusError);
            } else {
              focusError();
            }
          }}
        >
          {children({
            submitting: submitting === true,
            values,
            form,
            submitError: typeof submitError === 'string' ? submitError : null,
          })}
        </form>
      )}
    </Form>
  );
}
