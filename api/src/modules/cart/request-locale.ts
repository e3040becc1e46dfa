import fastifyCookie from '@fastify/cookie';
import { CURRENCY_CODES, type CurrencyCode, type Locale } from '@shop/shared/contract';
import { cookieNames } from '@shop/shared/cookies';
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

/** The currency the shopper sees prices in: the shop's currency cookie (cs/en shell), CZK without it. */
export function requestCurrency(request: Pick<FastifyRequest, 'headers'>): CurrencyCode {
  const value = fastifyCookie.parse(request.headers.cookie ?? '')[cookieNames.currency];
  return (CURRENCY_CODES as readonly string[]).includes(value ?? '')
    ? (value as CurrencyCode)
    : 'czk';
}
