/** GET /maps/address-autocomplete: addresses that start like the typed text. */
import { getJson, type RequestOptions } from '@shop/shared/api-client';
import type { AddressAutocompleteResponse, AddressSuggestion } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';
import { queryOptions } from '@tanstack/react-query';

const SUGGESTIONS = 6;

export async function fetchAddressSuggestions(
  query: string,
  lang: Locale,
  options?: RequestOptions,
): Promise<AddressSuggestion[]> {
  return (
    await getJson<AddressAutocompleteResponse>(
      '/maps/address-autocomplete',
      { query, lang, limit: SUGGESTIONS },
      options,
    )
  ).result;
}

export function addressSuggestionsQuery(query: string, lang: Locale) {
  return queryOptions({
    queryKey: ['address-suggestions', lang, query],
    queryFn: ({ signal }) => fetchAddressSuggestions(query, lang, { signal }),
  });
}
