import type { AddressSuggestion } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { addressSuggestionsQuery } from './api/get-address-suggestions';

const DEBOUNCE_MS = 250;
const MIN_QUERY = 3;

/**
 * The address suggestions for the typed `query` and the list's state: open or closed, and the
 * active option. The text asked about is the typed one once typing pauses, so not every key sends
 * a request; new suggestions open the list (none: it stays closed); too short a text closes it.
 */
export function useAddressSuggestions(query: string, locale: Locale) {
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

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

  useEffect(() => {
    if (!enabled) setOpen(false);
    if (!enabled || !answer.data || answer.isPlaceholderData) return;
    setActive(-1);
    setOpen(answer.data.length > 0);
  }, [enabled, answer.data, answer.isPlaceholderData]);

  /** Arrows move through the open list, Enter picks the active option, Escape closes the list. */
  const onKeyDown = (
    event: KeyboardEvent<HTMLInputElement>,
    pick: (suggestion: AddressSuggestion) => void,
  ) => {
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
  };

  return { suggestions, open, setOpen, active, onKeyDown };
}
