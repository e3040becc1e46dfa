import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone presented is the expected one, in time that tells nothing of either:
 * both are hashed first, so even their lengths are compared in constant time.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
