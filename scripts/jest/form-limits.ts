/**
 * Drives every text field of a rendered form with what a shopper can paste or mistype: a text one
 * character past the field's limit (set directly, as a script or an old browser would, past the
 * input's maxLength), a text with control characters, and for a required field nothing. Each must
 * be answered next to its field, in the page's language, and never by the form's generic failure
 * ("Něco se nepovedlo"). The fields are found in the form, not listed, so a field added later is
 * driven too; each must carry a maxLength.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'password', 'search']);

/** The text inputs and text areas of a form a shopper can type in. */
export function textFieldsOf(form: HTMLElement): TextControl[] {
  const controls = [...form.querySelectorAll<TextControl>('input, textarea')];
  return controls.filter(
    (control) =>
      (control instanceof HTMLTextAreaElement ||
        TEXT_TYPES.has(control.getAttribute('type') ?? 'text')) &&
      !control.readOnly &&
      !control.disabled,
  );
}

/** The message linked to a control (aria-describedby), '' when there is none. */
function messageOf(control: TextControl): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** A control's name for a failure: its label, else its id. */
function nameOf(control: TextControl): string {
  return control.labels?.[0]?.textContent?.trim() || control.id;
}

export interface FormUnderTest {
  /** The form as it is now (found again after every submit). */
  form: () => HTMLElement;
  /** The form's submit button. */
  submit: () => HTMLElement;
  /** The form's generic failures, in the page's language: none may show. */
  generic: readonly string[];
  /**
   * A good value for each field, by its name, set first: each bad value is then the form's only
   * problem, so a field the form's own rules let through reaches the API, whose refusal must be
   * said at the field too.
   */
  valid?: Readonly<Record<string, string>>;
}

/** What each field is given, beside nothing for a required one. */
function badValuesFor(control: TextControl): Array<[string, string]> {
  const values: Array<[string, string]> = [
    ['one character past its limit', 'x'.repeat(control.maxLength + 1)],
    ['control characters', 'Film\u0000noc\u0007'],
  ];
  if (control.getAttribute('aria-required') === 'true') values.push(['nothing', '']);
  return values;
}

/**
 * Gives each text field of the form each bad value in turn (the others keep theirs), submits, and
 * expects the field's own message: translated (no i18n key, no unfilled `{{max}}`), linked to the
 * field, and no generic failure anywhere on the page. Answers the fields' names.
 */
export async function expectFieldLevelAnswers({
  form,
  submit,
  generic,
  valid = {},
}: FormUnderTest): Promise<string[]> {
  for (const [name, value] of Object.entries(valid)) {
    const control = form().querySelector<TextControl>(`[name="${name}"]`);
    if (!control) throw new Error(`the form has no field ${name}`);
    fireEvent.change(control, { target: { value } });
  }
  const fields = textFieldsOf(form());
  expect(fields.length).toBeGreaterThan(0);
  const names: string[] = [];
  for (const field of fields) {
    const name = nameOf(field);
    names.push(name);
    // The input itself holds no more than the limit.
    expect({ name, limited: field.maxLength > 0 }).toEqual({ name, limited: true });
    const original = field.value;
    for (const [what, value] of badValuesFor(field)) {
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
      fireEvent.click(submit());
      await waitFor(() => {
        const shown = { name, what, invalid: field.getAttribute('aria-invalid') === 'true' };
        expect(shown).toEqual({ name, what, invalid: true });
        const message = messageOf(field);
        expect({ name, what, message: message !== '' }).toEqual({ name, what, message: true });
        expect(message).not.toMatch(/^[\w-]+[:.][\w.]+$|\{\{/);
      });
      for (const text of generic) expect(screen.queryByText(text)).toBeNull();
    }
    fireEvent.change(field, { target: { value: original } });
    fireEvent.blur(field);
  }
  return names;
}
