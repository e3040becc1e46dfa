import { distance } from 'fastest-levenshtein';
import { newStemmer } from 'snowball-stemmers';
import { toSearchText } from '../../lib/search-text';

// Word stems for the catalogue search: 'kamera', 'kamery', 'kamerou' and 'kamer' all become
// 'kamer', 'lights' becomes 'light'. The Snowball stemmers (Czech and English, pure JS, no data to
// download) read the word as typed, with its diacritics; the stem is then put in search normal form
// (lib/search-text.ts), so 'světla' and 'svetla' meet. Stems are written on product and category
// write (modules/catalog/search-fields.ts) and the query's words go through the same functions.

export type StemLanguage = 'cs' | 'en';

const stemmers = { cs: newStemmer('czech'), en: newStemmer('english') };

/** Letters and digits; anything else separates words ('24-70mm' -> '24', '70mm'). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower case, diacritics kept (the stemmers need them). */
export function textWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .toLowerCase()
      .match(WORD) ?? []
  ).filter(Boolean);
}

/**
 * One word's stem in search normal form. Words with digits (model names: 'fx6', '70mm') and words
 * of fewer than four letters are kept whole; a stem is never shorter than three letters.
 */
export function stemWord(word: string, lang: StemLanguage): string {
  const lower = word.toLowerCase();
  const whole = toSearchText(lower);
  if (/\p{N}/u.test(lower) || whole.length < 4) return whole;
  const stem = toSearchText(stemmers[lang].stem(lower));
  return stem.length >= 3 ? stem : whole;
}

/** The stems of a text's words, deduplicated, in order. */
export function textStems(text: string | null | undefined, lang: StemLanguage): string[] {
  return [...new Set(textWords(text).map((word) => stemWord(word, lang)))];
}

/**
 * The forms a query word is looked up by: as typed (search normal form) and its Czech and English
 * stems. A shopper's language does not decide: 'kamera' on the English site finds cameras too.
 */
export function queryWordForms(word: string): string[] {
  const forms = [toSearchText(word), stemWord(word, 'cs'), stemWord(word, 'en')];
  // Czech inserts an 'e' in some plurals and the stemmer keeps it: 'světel' -> 'svetl' as well.
  const [typed = '', czech] = forms;
  const inserted = czech === typed ? /^(.{2,}[^aeiouy])e([^aeiouy])$/.exec(typed) : null;
  if (inserted) forms.push(`${inserted[1]}${inserted[2]}`);
  return [...new Set(forms)].filter((form) => form !== '');
}

/** The largest edit distance a query form may be from a stem to count as a typo of it. */
export function typoTolerance(length: number): number {
  if (length >= 7) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * The vocabulary stems a query word matches:
 * - a stem starting with one of its forms ('kam' finds 'kamer': typing in the header's box);
 * - a stem its form starts with, at most two letters longer ('kameram' typed without diacritics
 *   finds 'kamer'; stems of four letters or more);
 * - when no stem starts with the word, a typo: a stem of similar length within a Levenshtein
 *   distance of typoTolerance ('objektvi' finds 'objektiv').
 */
export function matchingStems(word: string, vocabulary: readonly string[]): string[] {
  const forms = queryWordForms(word);
  const found = new Set<string>();
  let prefixed = false;
  for (const stem of vocabulary) {
    for (const form of forms) {
      if (stem.startsWith(form)) {
        found.add(stem);
        prefixed = true;
      } else if (stem.length >= 4 && form.length - stem.length <= 2 && form.startsWith(stem)) {
        found.add(stem);
      }
    }
  }
  if (prefixed) return [...found];
  for (const stem of vocabulary) {
    for (const form of forms) {
      const tolerance = typoTolerance(form.length);
      if (tolerance === 0 || Math.abs(stem.length - form.length) > tolerance) continue;
      if (distance(stem, form) <= tolerance) found.add(stem);
    }
  }
  return [...found];
}

/**
 * The word of `candidates` nearest to `word` (Levenshtein distance on search normal forms; ties go
 * to the earlier candidate), or undefined when none is nearer than the word's own length.
 */
export function nearestWord(word: string, candidates: readonly string[]): string | undefined {
  const form = toSearchText(word);
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const d = distance(form, toSearchText(candidate));
    if (d < form.length && (best === undefined || d < best.distance)) {
      best = { candidate, distance: d };
    }
  }
  return best?.candidate;
}
