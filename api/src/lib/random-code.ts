import { randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable public code: 128 random bits as 32 lower-case hex characters. */
export function randomCode(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Whether a public code (cart, document) is worth looking up: 1–128 URL-safe characters. Anything
 * else cannot exist, and is answered as unknown without a query.
 */
export function isWellFormedCode(code: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(code);
}

/** Compares a presented code or secret with the stored one in constant time. */
export function sameCode(presented: string, stored: string): boolean {
  const left = Buffer.from(presented);
  const right = Buffer.from(stored);
  return left.length === right.length && timingSafeEqual(left, right);
}
