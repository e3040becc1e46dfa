/**
 * The header's search box (a widget the shell shows in its header): a combobox in the ARIA 1.2
 * pattern. Typing asks for suggestions (debounced); ↓ / ↑ move through products and categories,
 * Enter opens the active one or, with none active, the search page; Esc closes the list, a second
 * Esc clears the text. The parts of names that match the words (in any form the search
 * understands: 'kamerou' marks 'Kamer' in 'Kamery') are marked.
 */
import '../../i18n/catalog-i18n';
import type { Category, Product } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { localized } from '@shop/shared/format';
import type { PageLoader } from '@shop/shared/query';
import { type Locale, pathFor } from '@shop/shared/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { categoryPath, productPath } from '../../features/catalog-paths/catalog-paths';
import { imagePriority } from '../../features/product-image/image-priority';
import { ProductImage } from '../../features/product-image/product-image';
import { productSuggestionsQuery } from '../../features/product-list/api/get-products';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './header-search.module.css';
import { HighlightedLabel } from './highlighted-label';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_MIN_LENGTH = 2;
const SUGGESTION_RETRIES = 2;
const SUGGESTION_RETRY_DELAY_MS = 400;

interface Suggestions {
  products: Product[];
  categories: Category[];
  /** What the words matched (search normal form), marked in the labels. */
  terms?: string[] | undefined;
}

/** The text suggestions are asked for: the box's text trimmed, once it is long enough. */
function suggestionText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
}

/** What a failed look-up shows: the list, saying nothing was found. */
const NO_SUGGESTIONS: Suggestions = { products: [], categories: [] };

interface Option {
  key: string;
  group: 'products' | 'categories' | 'all';
  label: string;
  detail?: string;
  image?: string;
  path: string;
}

function searchPath(locale: Locale, text: string) {
  const path = pathFor('search', {}, locale);
  return text ? `${path}?s=${encodeURIComponent(text)}` : path;
}

export default function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlText = params.get('s');
  const [text, setText] = useState(urlText ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const base = useId();
  const inputId = `${base}-input`;
  const listboxId = `${base}-listbox`;
  const optionId = (index: number) => `${base}-option-${index}`;
  const query = text.trim();

  // The search page's text shows in the box.
  useEffect(() => {
    if (urlText !== null) setText(urlText);
  }, [urlText]);

  // Suggestions are asked for the text once typing pauses, and only for a text long enough.
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
  const suggestions: Suggestions | null =
    long && (current || keep) ? (lookup.isError ? NO_SUGGESTIONS : (lookup.data ?? null)) : null;

  const options: Option[] = suggestions
    ? [
        ...suggestions.products.map(
          (product): Option => ({
            key: `p${product.id}`,
            group: 'products',
            label: localized(product, 'name', locale),
            detail: product.brand,
            image: product.image,
            path: productPath(product, locale),
          }),
        ),
        ...suggestions.categories.map(
          (category): Option => ({
            key: `c${category.id}`,
            group: 'categories',
            label: localized(category, 'name', locale),
            path: categoryPath(category, locale),
          }),
        ),
        {
          key: 'all',
          group: 'all',
          label: t('search.showAll', { query }),
          path: searchPath(locale, query),
        },
      ]
    : [];
  const terms = suggestions?.terms ?? [];
  const found = options.length - 1;
  const expanded = open && suggestions !== null;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (path: string) => {
    close();
    navigate(path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(searchPath(locale, query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!suggestions) return;
        setOpen(true);
        setActive((index) => (!expanded || index >= options.length - 1 ? 0 : index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!suggestions) return;
        setOpen(true);
        setActive((index) => (!expanded || index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          go(option.path);
        }
        // Otherwise the form submits: the search page.
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const groups = [
    { id: 'products' as const, title: t('search.products') },
    { id: 'categories' as const, title: t('search.categories') },
  ];

  const renderOption = (option: Option) => {
    const index = options.indexOf(option);
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose options (aria-activedescendant)
      <div
        key={option.key}
        id={optionId(index)}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        className={`${styles.option} ${index === active ? styles.active : ''}`}
        // Keep the focus in the input while the pointer picks an option.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(option.path)}
        onMouseMove={() => setActive(index)}
      >
        {option.image ? (
          <ProductImage
            src={option.image}
            alt=""
            width={48}
            height={36}
            priority={imagePriority('suggestions', index)}
            className={styles.thumb}
          />
        ) : null}
        <span className={styles.label}>
          {option.group === 'all' ? (
            option.label
          ) : (
            <span>
              <HighlightedLabel text={option.label} terms={terms} />
            </span>
          )}
          {option.detail ? (
            <span className={styles.detail}>
              <HighlightedLabel text={option.detail} terms={terms} />
            </span>
          ) : null}
        </span>
      </div>
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not mapped to the search role everywhere yet
    <form role="search" className={styles.search} onSubmit={submit} onBlur={onBlur}>
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
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <div className={styles.popup} hidden={!expanded}>
          {expanded && found === 0 ? <p className={styles.empty}>{t('search.noResults')}</p> : null}
          <div id={listboxId} role="listbox" aria-label={t('search.label')}>
            {expanded
              ? groups.map((group) => {
                  const items = options.filter((option) => option.group === group.id);
                  if (items.length === 0) return null;
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, not fieldsets
                    <div
                      key={group.id}
                      role="group"
                      aria-label={group.title}
                      className={styles.group}
                    >
                      <div aria-hidden="true" className={styles.groupTitle}>
                        {group.title}
                      </div>
                      {items.map(renderOption)}
                    </div>
                  );
                })
              : null}
            {expanded ? options.filter((option) => option.group === 'all').map(renderOption) : null}
          </div>
        </div>
      </div>
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {expanded
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
