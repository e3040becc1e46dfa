/**
 * The parts of a suggestion's label to mark as matching the shopper's words. The API names the
 * terms it matched in search normal form (lower case, no diacritics: 'kamer' for 'kamerou',
 * 'objektiv' for 'objektvi'); a word of the label matches a term when it starts with it, or when
 * they share all but the term's last letter ('battery' and the stem 'batteri'). The marked part is
 * the shared beginning of the word.
 */

export interface LabelPart {
  text: string;
  match: boolean;
}

/** Shorter terms mark nothing (one letter would mark half the list). */
const TERM_MIN_LENGTH = 2;
const WORD = /[\p{L}\p{N}]+/gu;

/** One character in search normal form (Czech letters stay one letter: 'ě' -> 'e'). */
function normal(char: string): string {
  return char
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function sharedPrefix(word: string, term: string): number {
  let length = 0;
  while (length < word.length && length < term.length && word[length] === term[length]) length++;
  return length;
}

/** How many letters at the start of `word` (search normal form) the terms mark. */
function markedLength(word: string, terms: readonly string[]): number {
  let best = 0;
  for (const term of terms) {
    if (term.length < TERM_MIN_LENGTH) continue;
    const shared = sharedPrefix(word, term);
    const enough = shared === term.length || (shared >= 3 && shared >= term.length - 1);
    if (enough && shared > best) best = shared;
  }
  return best;
}

export function highlightParts(label: string, terms: readonly string[]): LabelPart[] {
  const parts: LabelPart[] = [];
  let plain = '';
  let last = 0;
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    if (!match) {
      plain += text;
      return;
    }
    if (plain) parts.push({ text: plain, match: false });
    plain = '';
    parts.push({ text, match: true });
  };
  for (const found of label.matchAll(WORD)) {
    const start = found.index ?? 0;
    const chars = [...found[0]];
    const length = markedLength(chars.map(normal).join(''), terms);
    push(label.slice(last, start), false);
    const marked = chars.slice(0, length).join('');
    push(marked, true);
    push(chars.slice(length).join(''), false);
    last = start + found[0].length;
  }
  push(label.slice(last), false);
  if (plain) parts.push({ text: plain, match: false });
  return parts;
}
