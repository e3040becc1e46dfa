/**
 * A street field with address suggestions (GET /maps/address-autocomplete), an ARIA 1.2 combobox:
 * arrows move through the list (aria-activedescendant), Enter picks, Escape closes. Picking fills
 * the street, city and postcode fields of the same form.
 */
import type { AddressSuggestion } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { localeAtom } from '@shop/shared/store';
import { BoundField } from '@shop/shared/ui/final-form-fields';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import styles from './address-autocomplete.module.css';
import { addressSuggestionsQuery } from './api/get-address-suggestions';

const DEBOUNCE_MS = 250;
const MIN_QUERY = 3;

// Long: one combobox: its typed text, the debounced query, the open list and its keys, bound to
// the street field; the list of suggestions is drawn apart (SuggestionList).
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
  const locale = useAtomValue(localeAtom);
  const form = useForm();
  const [query, setQuery] = useState('');
  // The text asked about: the typed one once typing pauses, so not every key sends a request.
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${street}-suggestions`;

  useEffect(() => {
    const text = query.trim();
    const timer = setTimeout(() => setAsked(text), text.length < MIN_QUERY ? 0 : DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const enabled = asked.length >= MIN_QUERY;
  const answer = useQuery({
    ...addressSuggestionsQuery(asked, locale),
    enabled,
    // The previous suggestions stay listed while the next ones are on their way.
    placeholderData: keepPreviousData,
  });
  const suggestions: AddressSuggestion[] = (enabled && answer.data) || [];

  // New suggestions open the list (none: it stays closed); too short a text closes it.
  useEffect(() => {
    if (!enabled) setOpen(false);
    if (!enabled || !answer.data || answer.isPlaceholderData) return;
    setActive(-1);
    setOpen(answer.data.length > 0);
  }, [enabled, answer.data, answer.isPlaceholderData]);

  const pick = (suggestion: AddressSuggestion) => {
    form.batch(() => {
      form.change(street, `${suggestion.street} ${suggestion.houseNumber}`.trim());
      form.change(city, suggestion.city);
      form.change(zipCode, suggestion.zipCode);
    });
    setOpen(false);
  };

  return (
    <BoundField<string>
      name={street}
      label={label}
      hint={t('shipping.addressHint')}
      required
      maxLength={FIELD_LIMITS.street}
      control={(input, control) => (
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
            onKeyDown={(event) => {
              if (!open || suggestions.length === 0) return;
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setActive((index) => (index + 1) % suggestions.length);
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
              } else if (event.key === 'Enter' && active >= 0) {
                event.preventDefault();
                const chosen = suggestions[active];
                if (chosen) pick(chosen);
              } else if (event.key === 'Escape') {
                setOpen(false);
              }
            }}
          />
          <SuggestionList
            id={listId}
            open={open}
            suggestions={suggestions}
            active={active}
            onPick={pick}
          />
        </div>
      )}
    />
  );
}

/** The suggested addresses, chosen by the pointer or by the input's keys. */
function SuggestionList({
  id,
  open,
  suggestions,
  active,
  onPick,
}: {
  id: string;
  open: boolean;
  suggestions: AddressSuggestion[];
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
