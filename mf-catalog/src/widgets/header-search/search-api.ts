import { postForm } from '@shop/shared/api-client';
import type { Locale, ProductsResponse } from '@shop/shared/contract';

/** POST /products with autocomplete=1: a few products and categories (diacritics ignored). */
export async function fetchSuggestions(text: string, lang: Locale) {
  const answer = await postForm<ProductsResponse>('/products', {
    autocomplete: 1,
    search_text: text,
    lang,
  });
  return answer.result;
}
