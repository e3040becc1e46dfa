import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { matchingStems, nearestWord, textWords } from '../../lib/search-stems';
import { likeContains, toSearchText } from '../../lib/search-text';
import {
  categorySearchStems,
  productSearchStems,
  SEARCH_FIELD_WEIGHTS,
  SEARCH_FIELDS,
  type SearchField,
} from './search-fields';

// The catalogue search: a query word matches a product when its stems (lib/search-stems.ts) meet
// the product's search_stems, or, as before stems, when it occurs in the product's search_text.
// The vocabulary (every stem the catalogue has) is read from the database for each search, so a
// new product is found at once; the ranking weighs the fields a word was found in.

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

/** Every stem the products and categories hold (without the field tags). */
export async function loadVocabulary(db: Database): Promise<string[]> {
  const [row] = await db
    .select({
      signature: sql<string>`(select count(*) || ':' || coalesce(max(id), 0) from ${products})
        || '/' || (select count(*) || ':' || coalesce(max(id), 0) from ${categories})`,
    })
    .from(sql`(select 1) as one`);
  const signature = row?.signature ?? '';
  const cached = vocabularies.get(db);
  if (cached && cached.signature === signature && Date.now() - cached.at < VOCABULARY_TTL_MS) {
    return cached.stems;
  }
  const stems = await readVocabulary(db);
  vocabularies.set(db, { signature, stems, at: Date.now() });
  return stems;
}

/**
 * The vocabulary of each database, read again when products or categories are added or removed
 * (their counts and highest ids), after VOCABULARY_TTL_MS, or when forgotten: reading it costs
 * tens of milliseconds on PGlite, checking the counts about one.
 */
const vocabularies = new WeakMap<Database, { signature: string; stems: string[]; at: number }>();
const VOCABULARY_TTL_MS = 5 * 60_000;

/** Whoever rewrites search stems of existing rows forgets the database's vocabulary. */
export function forgetVocabulary(db: Database): void {
  vocabularies.delete(db);
}

async function readVocabulary(db: Database): Promise<string[]> {
  const [fromProducts, fromCategories] = await Promise.all([
    db
      .selectDistinct({ stem: sql<string>`substr(unnest(${products.searchStems}), 3)` })
      .from(products),
    db
      .selectDistinct({ stem: sql<string>`substr(unnest(${categories.searchStems}), 3)` })
      .from(categories),
  ]);
  return [...new Set([...fromProducts, ...fromCategories].map((row) => row.stem))];
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

function stemArray(field: SearchField | readonly SearchField[], stems: readonly string[]): SQL {
  const fields = typeof field === 'string' ? [field] : field;
  const tagged = fields.flatMap((f) => stems.map((stem) => `${f}:${stem}`));
  return sql`array[${sql.join(
    tagged.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** A word matches when each of its parts meets the row's stems, or it is in the row's search text. */
function wordCondition(
  match: SearchWordMatch,
  stemsColumn: SQL,
  textColumn: SQL,
  fields: readonly SearchField[],
): SQL {
  const like = sql`${textColumn} like ${likeContains(match.word)}`;
  const parts = match.parts.filter((stems) => stems.length > 0);
  if (parts.length === 0 || parts.length < match.parts.length) return like;
  const stems = sql.join(
    parts.map((stems) => sql`${stemsColumn} && ${stemArray(fields, stems)}`),
    sql` and `,
  );
  return sql`((${stems}) or ${like})`;
}

/** Every word must match the product (its stems or its search text). */
export function productSearchCondition(matches: readonly SearchWordMatch[]): SQL | undefined {
  if (matches.length === 0) return undefined;
  return sql.join(
    matches.map((match) =>
      wordCondition(
        match,
        sql`${products.searchStems}`,
        sql`${products.searchText}`,
        SEARCH_FIELDS,
      ),
    ),
    sql` and `,
  );
}

/**
 * A product's relevance: for every part of every word, the weights of the fields it is found in
 * (name > brand > category head word > other category words > description), summed.
 */
export function productSearchScore(matches: readonly SearchWordMatch[]): SQL | undefined {
  const terms: SQL[] = [];
  for (const match of matches) {
    for (const stems of match.parts) {
      if (stems.length === 0) continue;
      for (const field of SEARCH_FIELDS) {
        terms.push(
          sql`(case when ${products.searchStems} && ${stemArray(field, stems)} then ${sql.raw(
            String(SEARCH_FIELD_WEIGHTS[field]),
          )} else 0 end)`,
        );
      }
    }
  }
  return terms.length === 0 ? undefined : sql`(${sql.join(terms, sql` + `)})`;
}

/** Every word must match the category's names (stems or search text). */
export function categorySearchCondition(matches: readonly SearchWordMatch[]): SQL | undefined {
  if (matches.length === 0) return undefined;
  return sql.join(
    matches.map((match) =>
      wordCondition(match, sql`${categories.searchStems}`, sql`${categories.searchText}`, [
        'h',
        'c',
      ]),
    ),
    sql` and `,
  );
}

/** 1 when a word is the category's head word ('Kamery' for 'kamera'), else 0: these come first. */
export function categoryHeadMatch(matches: readonly SearchWordMatch[]): SQL | undefined {
  const stems = matches.flatMap((match) => match.parts.flat());
  if (stems.length === 0) return undefined;
  return sql`(case when ${categories.searchStems} && ${stemArray('h', stems)} then 1 else 0 end)`;
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
  const [productRows, categoryRows, subcategoryRows] = await Promise.all([
    db
      .select({ name: products.name, nameEn: products.nameEn, brand: products.brand })
      .from(products),
    db.select({ name: categories.name, nameEn: categories.nameEn }).from(categories),
    db.select({ name: subcategories.name, nameEn: subcategories.nameEn }).from(subcategories),
  ]);
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
  const emptyStems = sql`cardinality(search_stems) = 0`;
  let written = 0;
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
    .from(categories)
    .where(emptyStems);
  for (const row of categoryRows) {
    await db
      .update(categories)
      .set({ searchStems: categorySearchStems(row) })
      .where(eq(categories.id, row.id));
    written += 1;
  }
  const productRows = await db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      brand: products.brand,
      description: products.description,
      descriptionEn: products.descriptionEn,
      categoryName: categories.name,
      categoryNameEn: categories.nameEn,
      subcategoryName: subcategories.name,
      subcategoryNameEn: subcategories.nameEn,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(sql`cardinality(${products.searchStems}) = 0`);
  for (const row of productRows) {
    await db
      .update(products)
      .set({ searchStems: productSearchStems(row) })
      .where(inArray(products.id, [row.id]));
    written += 1;
  }
  if (written > 0) forgetVocabulary(db);
  return written;
}
