import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * SHA-256 (hex) of an issued document's content in canonical JSON (RFC 8785): the same content
 * gives the same digest whatever order its keys were written in.
 */
export function contentDigest(content: unknown): string {
  return createHash('sha256')
    .update(canonicalize(content) ?? '')
    .digest('hex');
}
