/**
 * The header's search box (a widget the shell shows in its header): a combobox in the ARIA 1.2
 * pattern. Typing asks for suggestions (debounced); ↓ / ↑ move through products and categories,
 * Enter opens the active one or, with none active, the search page; Esc closes the list, a second
 * Esc clears the text. The parts of names that match the words (in any form the search
 * understands: 'kamerou' marks 'Kamer' in 'Kamery') are marked.
 */
import '../../i18n/catalog-i18n';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import type { PageLoader } from '@shop/shared/query';
import type { Locale } from '@shop/shared/routes';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { productSuggestionsQuery } from '../../features/product-list/api/get-products';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './header-search.module.css';
import { SearchListbox } from './search-listbox';
import { searchOptions, searchPath } from './search-options';
import { useSearchCombobox } from './use-search-combobox';
import { suggestionText, useSearchSuggestions } from './use-search-suggestions';

export default function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation(namespace);
  const [params] = useSearchParams();
  const urlText = params.get('s');
  const [text, setText] = useState(urlText ?? '');
  const base = useId();
  const inputId = `${base}-input`;
  const listboxId = `${base}-listbox`;
  const optionId = (index: number) => `${base}-option-${index}`;
  const query = text.trim();

  // The search page's text shows in the box.
  useEffect(() => {
    if (urlText !== null) setText(urlText);
  }, [urlText]);

  const suggestions = useSearchSuggestions(query, locale);
  const options = suggestions
    ? searchOptions(suggestions, locale, query, t('search.showAll', { query }))
    : [];
  const found = options.length - 1;
  const box = useSearchCombobox({ options, hasSuggestions: suggestions !== null, text, setText });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    box.go(searchPath(locale, query));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not mapped to the search role everywhere yet
    <form role="search" className={styles.search} onSubmit={submit} onBlur={box.onBlur}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <input
          id={inputId}
          type="search"
          role="combobox"
          name="s"
          autoComplete="off"
          maxLength={FIELD_LIMITS.search}
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={listboxId}
          aria-activedescendant={box.expanded && box.active >= 0 ? optionId(box.active) : undefined}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => box.onChange(event.target.value)}
          onFocus={box.onFocus}
          onKeyDown={box.onKeyDown}
        />
        <SearchListbox
          id={listboxId}
          optionId={optionId}
          expanded={box.expanded}
          options={options}
          active={box.active}
          terms={suggestions?.terms ?? []}
          onPick={box.go}
          onPoint={box.setActive}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {box.expanded
          ? found > 0
            ? t('search.results', { count: found })
            : t('search.noResults')
          : ''}
      </span>
    </form>
  );
}

/**
 * The box's data on a page whose address carries a search text (`?s=`): the box starts with that
 * text and asks for its suggestions, asked before the page renders.
 */
export const loader: PageLoader = async ({ search, locale, client }) => {
  const text = suggestionText(search.get('s') ?? '');
  if (text !== null) {
    await client.ensureQueryData(productSuggestionsQuery(text, locale));
  }
};
