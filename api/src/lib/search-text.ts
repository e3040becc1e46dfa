/**
 * Search normal form: lower case, no diacritics, single spaces. 'Černá LED světla' -> 'cerna led svetla'.
 * Stored in search_text columns on write and applied to the query, so matching ignores case and
 * Czech diacritics on PGlite and PostgreSQL alike (no unaccent extension needed).
 */
export function toSearchText(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .replace(/\p{Cc}/gu, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search query in search normal form, deduplicated, at most `max` of them. */
export function searchWords(query: string, max = 8): string[] {
  const normalized = toSearchText(query);
  if (normalized === '') return [];
  return [...new Set(normalized.split(' '))].slice(0, max);
}

/** Escapes LIKE wildcards so a word matches literally (backslash is PostgreSQL's default escape). */
export function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
