import { keptOrReadOne } from '../../db/catalogue-watch';
import type { Database } from '../../db/client';
import { toSearchText } from '../../lib/search-text';
import { categorySearchStems, productSearchStems } from './search-fields';
import {
  findCategoriesWithoutStems,
  findProductsWithoutStems,
  findSearchNames,
  findVocabularyStems,
  setCategorySearchStems,
  setProductSearchStems,
} from './search-repository';
import { matchingStems, nearestWord, textWords } from './search-stems';

// The catalogue search: a query word matches a product when its stems (search-stems.ts) meet
// the product's search_stems, or, as before stems, when it occurs in the product's search_text.
// The vocabulary (every stem the catalogue has) is read from the database for each search, so a
// new product is found at once; the ranking weighs the fields a word was found in. Its SQL (the
// reads, and the conditions and ranking the product and category lists apply) is in
// search-repository.ts.

/** At most this many words of a query count. */
export const SEARCH_WORDS_MAX = 8;
/** Stems of the catalogue a highlight gets at most (a two-letter prefix can match many). */
const HIGHLIGHT_TERMS_MAX = 40;

/** One word of a query and what it matches. */
export interface SearchWordMatch {
  /** The word in search normal form (the search_text condition). */
  word: string;
  /**
   * The vocabulary stems each part of the word matches ('24-70mm' has two parts, '24' and '70mm');
   * a part with none leaves the word to search_text alone.
   */
  parts: string[][];
}

/** The words of a query as typed (lower case, diacritics kept), one per search normal form. */
export function queryWords(text: string): string[] {
  const seen = new Map<string, string>();
  for (const raw of text.toLowerCase().split(/\s+/)) {
    const word = toSearchText(raw);
    if (word !== '' && !seen.has(word)) seen.set(word, raw);
  }
  return [...seen.values()].slice(0, SEARCH_WORDS_MAX);
}

/**
 * Every stem the products and categories hold (without the field tags), kept while the catalogue
 * has not changed (db/catalogue-watch): reading it costs tens of milliseconds on PGlite.
 */
export function loadVocabulary(db: Database): Promise<string[]> {
  return keptOrReadOne(db, 'vocabulary', () => findVocabularyStems(db));
}

/** What each word of a query matches in the vocabulary. */
export function matchQuery(text: string, vocabulary: readonly string[]): SearchWordMatch[] {
  return queryWords(text).map((raw) => ({
    word: toSearchText(raw),
    parts: textWords(raw).map((part) => matchingStems(part, vocabulary)),
  }));
}

export async function resolveSearch(db: Database, text: string): Promise<SearchWordMatch[]> {
  if (queryWords(text).length === 0) return [];
  return matchQuery(text, await loadVocabulary(db));
}

/** The stems a shopper's words matched, to highlight in names (and the words themselves). */
export function highlightTerms(matches: readonly SearchWordMatch[]): string[] {
  const terms = new Set<string>();
  for (const match of matches) {
    for (const part of match.parts) for (const stem of part) terms.add(stem);
  }
  return [...new Set([...matches.map((match) => match.word), ...terms])].slice(
    0,
    HIGHLIGHT_TERMS_MAX,
  );
}

/**
 * What to search for instead when a query finds nothing: each word that matches nothing is
 * replaced by the nearest word of the catalogue's names, brands and category names (the most
 * frequent one on a tie). Undefined when no word has a near one.
 */
export async function searchSuggestion(
  db: Database,
  text: string,
  matches: readonly SearchWordMatch[],
): Promise<string | undefined> {
  const { productRows, categoryRows, subcategoryRows } = await findSearchNames(db);
  const counts = new Map<string, number>();
  const texts = [
    ...productRows.flatMap((row) => [row.name, row.nameEn, row.brand]),
    ...[...categoryRows, ...subcategoryRows].flatMap((row) => [row.name, row.nameEn]),
  ];
  for (const word of texts.flatMap((t) => textWords(t))) {
    if (word.length < 3 || /\p{N}/u.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const candidates = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  let changed = false;
  const words = queryWords(text).map((raw, index) => {
    const match = matches[index];
    if (match?.parts.every((stems) => stems.length > 0)) return raw;
    const nearest = nearestWord(raw, candidates);
    if (nearest === undefined || toSearchText(nearest) === toSearchText(raw)) return raw;
    changed = true;
    return nearest;
  });
  return changed ? words.join(' ') : undefined;
}

/** Fills search_stems of products and categories written before they had them (none: nothing). */
export async function backfillSearchStems(db: Database): Promise<number> {
  let written = 0;
  for (const row of await findCategoriesWithoutStems(db)) {
    await setCategorySearchStems(db, row.id, categorySearchStems(row));
    written += 1;
  }
  for (const row of await findProductsWithoutStems(db)) {
    await setProductSearchStems(db, row.id, productSearchStems(row));
    written += 1;
  }
  return written;
}
