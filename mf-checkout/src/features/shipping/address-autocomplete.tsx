/**
 * A street field with address suggestions (GET /maps/address-autocomplete), an ARIA 1.2 combobox:
 * arrows move through the list (aria-activedescendant), Enter picks, Escape closes. Picking fills
 * the street, city and postcode fields of the same form.
 */
import type { AddressSuggestion } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { localeAtom } from '@shop/shared/store';
import { visibleError } from '@shop/shared/ui/final-form-fields';
import { FormField } from '@shop/shared/ui/form-field';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Field, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import styles from './address-autocomplete.module.css';
import { useAddressSuggestions } from './use-address-suggestions';

/** The listbox of address suggestions; the input's keys move through it. */
function AddressSuggestionList({
  id,
  suggestions,
  open,
  active,
  onPick,
}: {
  id: string;
  suggestions: AddressSuggestion[];
  open: boolean;
  active: number;
  onPick: (suggestion: AddressSuggestion) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('shipping.suggestions')}
      className={styles.list}
      hidden={!open}
    >
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose options (aria-activedescendant)
        <div
          key={suggestion.label}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={`${styles.option} ${index === active ? styles.active : ''}`}
          // Keep the focus in the input while the pointer picks an option.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          {suggestion.label}
        </div>
      ))}
    </div>
  );
}

export function AddressAutocomplete({
  street,
  city,
  zipCode,
  label,
}: {
  /** Field names of the same form. */
  street: string;
  city: string;
  zipCode: string;
  label: string;
}) {
  const { t } = useTranslation(namespace);
  const { t: tc } = useTranslation('common');
  const locale = useAtomValue(localeAtom);
  const form = useForm();
  const [query, setQuery] = useState('');
  const { suggestions, open, setOpen, active, onKeyDown } = useAddressSuggestions(query, locale);
  const listId = `${street}-suggestions`;

  const pick = (suggestion: AddressSuggestion) => {
    form.batch(() => {
      form.change(street, `${suggestion.street} ${suggestion.houseNumber}`.trim());
      form.change(city, suggestion.city);
      form.change(zipCode, suggestion.zipCode);
    });
    setOpen(false);
  };

  return (
    <Field<string> name={street}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FormField
            id={street}
            label={label}
            hint={t('shipping.addressHint')}
            error={error ? tc(error, { max: FIELD_LIMITS.street }) : null}
            required
          >
            {(control) => (
              <div className={styles.combo}>
                <input
                  {...input}
                  {...control}
                  value={input.value ?? ''}
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
                  autoComplete="off"
                  maxLength={FIELD_LIMITS.street}
                  onChange={(event) => {
                    input.onChange(event);
                    setQuery(event.target.value);
                  }}
                  onBlur={(event) => {
                    input.onBlur(event);
                    setTimeout(() => setOpen(false), 150);
                  }}
                  onKeyDown={(event) => onKeyDown(event, pick)}
                />
                <AddressSuggestionList
                  id={listId}
                  suggestions={suggestions}
                  open={open}
                  active={active}
                  onPick={pick}
                />
              </div>
            )}
          </FormField>
        );
      }}
    </Field>
  );
}
