import { toSearchText } from '../../lib/search-text';

/** URL slug: 'Gaffer páska černá 50 mm' -> 'gaffer-paska-cerna-50-mm'. */
export function slugify(text: string): string {
  return toSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
