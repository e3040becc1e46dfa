import type { Locale } from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The shopper's locale: a `lang` header (cs/en) when sent, else the first language of
 * `Accept-Language` (what the shop's API client sends); Czech by default.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const lang = request.headers.lang;
  if (lang === 'cs' || lang === 'en') return lang;
  const accepted = request.headers['accept-language'];
  const first = accepted?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'cs';
}
