/**
 * What no request may carry, whatever its schema says: numbers that are not finite (the text
 * `Infinity` or `1e309` coerced by a validator, or parsed from JSON) and control characters in
 * text (NUL and the other C0/C1 controls but tab, line feed and carriage return). PostgreSQL
 * refuses both, so without this rule they would surface as server errors.
 *
 * One rule for every input: the API's validator runs it after each route's schema, and any
 * second-stage JSON (the cart update's `cart` field) runs it after parsing.
 */
export type UnsafeInputProblem = 'non-finite-number' | 'control-character' | 'too-deep';

export interface UnsafeInput {
  /** JSON-pointer path of the offending value ('' for the value itself). */
  path: string;
  problem: UnsafeInputProblem;
}

// C0 controls but \t \n \r, DEL and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether a text holds a character no request may carry (a form refuses it before sending). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Deeper nesting than any request of the shop has: refused rather than walked. */
const MAX_DEPTH = 32;

function pointer(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The first value in `value` (depth first) that no request may carry, or null. */
export function findUnsafeInput(value: unknown, path = '', depth = 0): UnsafeInput | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : { path, problem: 'non-finite-number' };
  }
  if (typeof value === 'string') {
    return CONTROL_CHARACTER.test(value) ? { path, problem: 'control-character' } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { path, problem: 'too-deep' };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnsafeInput(value[index], pointer(path, index), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key))
      return { path: pointer(path, key), problem: 'control-character' };
    const found = findUnsafeInput(child, pointer(path, key), depth + 1);
    if (found) return found;
  }
  return null;
}

/** The words of a problem, after the field name: 'limit must be a finite number'. */
export const UNSAFE_INPUT_MESSAGES: Record<UnsafeInputProblem, string> = {
  'non-finite-number': 'must be a finite number',
  'control-character': 'must not contain control characters',
  'too-deep': 'is nested too deeply',
};
