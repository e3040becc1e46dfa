import type { Category, Product } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productSuggestionsQuery } from '../../features/product-list/api/get-products';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_MIN_LENGTH = 2;
const SUGGESTION_RETRIES = 2;
const SUGGESTION_RETRY_DELAY_MS = 400;

export interface Suggestions {
  products: Product[];
  categories: Category[];
  /** What the words matched (search normal form), marked in the labels. */
  terms?: string[] | undefined;
}

/** The text suggestions are asked for: the box's text trimmed, once it is long enough. */
export function suggestionText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
}

/** What a failed look-up shows: the list, saying nothing was found. */
const NO_SUGGESTIONS: Suggestions = { products: [], categories: [] };

/**
 * The suggestions for the box's (trimmed) text `query`, or null while there are none to show.
 * They are asked for once typing pauses, and only for a text long enough.
 */
export function useSearchSuggestions(query: string, locale: Locale): Suggestions | null {
  const asked = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const lookup = useQuery({
    ...productSuggestionsQuery(asked, locale),
    enabled: suggestionText(asked) !== null,
    // A busy server refuses for a moment (503 while it catches up, e.g. just after it starts):
    // asked again twice before the list says nothing was found, which it would otherwise say
    // until the text changes.
    retry: SUGGESTION_RETRIES,
    retryDelay: SUGGESTION_RETRY_DELAY_MS,
    // While the next text's suggestions are on their way, the last ones stay in the list.
    placeholderData: keepPreviousData,
  });
  const long = suggestionText(query) !== null;
  // The answer belongs to the text in the box (not an earlier one kept in the meantime).
  const current = long && asked === query && !lookup.isPlaceholderData && !lookup.isPending;
  // Suggestions kept from an earlier text show only while the shopper goes on typing: once the
  // text is too short they go, and the list stays closed until the new text's answer.
  const [keep, setKeep] = useState(false);
  if (current && !keep) setKeep(true);
  if (!long && keep) setKeep(false);
  return long && (current || keep)
    ? lookup.isError
      ? NO_SUGGESTIONS
      : (lookup.data ?? null)
    : null;
}
