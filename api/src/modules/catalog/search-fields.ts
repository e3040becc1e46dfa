import { toSearchText } from '../../lib/search-text';
import { textStems, textWords } from './search-stems';
import { nameSortKey } from './sort-key';

// What the search_text and sort_name columns hold; whoever writes a product or category fills
// them with these. A product's search text includes its category's names, so one trigram-indexed
// column answers the search; renaming a category means rewriting its products' search texts.

export function categorySearchText(category: { name: string; nameEn: string }): string {
  return toSearchText(category.name, category.nameEn);
}

/** Names in both languages, brand, subcategory and category names. */
export function productSearchText(product: {
  name: string;
  nameEn: string;
  brand: string;
  subcategoryName?: string | null;
  subcategoryNameEn?: string | null;
  categoryName?: string | null;
  categoryNameEn?: string | null;
}): string {
  return toSearchText(
    product.name,
    product.nameEn,
    product.brand,
    product.subcategoryName,
    product.subcategoryNameEn,
    product.categoryName,
    product.categoryNameEn,
  );
}

/** sort_name and sort_name_en of a product. */
export function productSortNames(product: { name: string; nameEn: string }): {
  sortName: string;
  sortNameEn: string;
} {
  return { sortName: nameSortKey(product.name), sortNameEn: nameSortKey(product.nameEn, false) };
}

// What the search_stems columns hold: the stems of a product's or category's words (lib/
// search-stems.ts), each tagged with the field it comes from, 'n:kamer'. The search ranks a
// product by the fields its words are found in (SEARCH_FIELD_WEIGHTS).

/**
 * Where a stem was found: name, brand, category head word, name after a preposition, other
 * category word, description.
 */
export type SearchField = 'n' | 'b' | 'h' | 'm' | 'c' | 'd';

/**
 * A query word found in a product's name counts most, then its brand, its category's head word
 * (what the category is: 'Kamery', 'Lights'; not 'kamerám' in 'Příslušenství ke kamerám'), what
 * its name says it is for ('světlo' in 'stojan na světlo', 'FX6' in 'klec pro Sony FX6': a stand
 * for a light is not a light), its other category words, its description.
 */
export const SEARCH_FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  n: 16,
  b: 8,
  h: 7,
  m: 3,
  c: 2,
  d: 1,
};

/** Lower-case prepositions after which a name says what the product is for or comes with. */
const NAME_PREPOSITION = /\s(?:na|pro|s|se|ke|k|do|for|with|on)\s/u;

/** A name's own part and the part after its first preposition ('Pro' in 'LS 600d Pro' is not). */
function splitName(name: string): [string, string] {
  const match = NAME_PREPOSITION.exec(name);
  return match ? [name.slice(0, match.index), name.slice(match.index)] : [name, ''];
}

export const SEARCH_FIELDS = Object.keys(SEARCH_FIELD_WEIGHTS) as SearchField[];

/** Description words shorter than this are left out (prepositions, articles). */
const DESCRIPTION_MIN_LENGTH = 3;

function tagged(field: SearchField, stems: Iterable<string>): string[] {
  return [...stems].map((stem) => `${field}:${stem}`);
}

/**
 * A category name's stems, head first: the head is the first word of a Czech name ('Příslušenství
 * ke kamerám') and the last of an English one ('Camera accessories').
 */
function categoryNameStems(name: string | null | undefined, nameEn: string | null | undefined) {
  const cs = textStems(name, 'cs');
  const en = textStems(nameEn, 'en');
  const head = new Set([cs[0], en.at(-1)].filter((stem): stem is string => stem !== undefined));
  const rest = new Set([...cs, ...en].filter((stem) => !head.has(stem)));
  return { head, rest };
}

export function categorySearchStems(category: { name: string; nameEn: string }): string[] {
  const { head, rest } = categoryNameStems(category.name, category.nameEn);
  return [...tagged('h', head), ...tagged('c', rest)];
}

/** Names (without the brand's words), brand, (sub)category names and descriptions, tagged. */
export function productSearchStems(product: {
  name: string;
  nameEn: string;
  brand: string;
  description?: string | null;
  descriptionEn?: string | null;
  subcategoryName?: string | null;
  subcategoryNameEn?: string | null;
  categoryName?: string | null;
  categoryNameEn?: string | null;
}): string[] {
  const brand = new Set(textWords(product.brand).map((word) => toSearchText(word)));
  // The brand's words in a name ('Wooden Camera Elite') are the brand's, not the name's.
  const brandStems = new Set([
    ...brand,
    ...textStems(product.brand, 'cs'),
    ...textStems(product.brand, 'en'),
  ]);
  const [ownName, forName] = splitName(product.name);
  const [ownNameEn, forNameEn] = splitName(product.nameEn);
  const name = new Set(
    [...textStems(ownName, 'cs'), ...textStems(ownNameEn, 'en')].filter(
      (stem) => !brandStems.has(stem),
    ),
  );
  const purpose = new Set(
    [...textStems(forName, 'cs'), ...textStems(forNameEn, 'en')].filter(
      (stem) => !brandStems.has(stem) && !name.has(stem),
    ),
  );
  const category = categoryNameStems(product.categoryName, product.categoryNameEn);
  const subcategory = categoryNameStems(product.subcategoryName, product.subcategoryNameEn);
  const head = new Set([...category.head, ...subcategory.head]);
  const rest = new Set([...category.rest, ...subcategory.rest].filter((stem) => !head.has(stem)));
  const description = new Set(
    [...textStems(product.description, 'cs'), ...textStems(product.descriptionEn, 'en')].filter(
      (stem) => stem.length >= DESCRIPTION_MIN_LENGTH,
    ),
  );
  return [
    ...tagged('n', name),
    ...tagged('m', purpose),
    ...tagged('b', brand),
    ...tagged('h', head),
    ...tagged('c', rest),
    ...tagged('d', description),
  ];
}
