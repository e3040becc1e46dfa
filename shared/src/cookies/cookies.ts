/** Cookies the shop keeps (js-cookie underneath), with the lifetimes of the specification. */
import { addMonths } from 'date-fns';
import Cookies from 'js-cookie';
import { STAFF_SESSION_SECONDS } from '../contract/constants';
import { CONSENT_MONTHS } from '../rules/cookie-consent';

const day = 24 * 60 * 60;

export const cookieNames = {
  locale: 'shop_locale',
  currency: 'shop_currency',
  cartCode: 'shop_cart',
  gridStyle: 'shop_grid',
  /** Not the session itself (that is an httpOnly cookie of the API): a hint that one exists. */
  session: 'shop_session',
  /** Staff only: a hint that a desk session exists (that is an httpOnly cookie under /api/desk). */
  deskSession: 'shop_desk',
  /** The shopper's cookie choice (rules/cookie-consent.ts), kept for CONSENT_MONTHS. */
  consent: 'shop_consent',
} as const;

export type CookieName = keyof typeof cookieNames;

/**
 * Lifetimes in seconds: locale 365 days, cart and account 2 days, grid style 172 800 s. The
 * consent is kept for calendar months instead (`cookieAttributes`).
 */
export const cookieMaxAge: Record<Exclude<CookieName, 'consent'>, number> = {
  locale: 365 * day,
  currency: 365 * day,
  cartCode: 2 * day,
  gridStyle: 172_800,
  session: 2 * day,
  /** As long as a desk session lasts at most: a working day. */
  deskSession: STAFF_SESSION_SECONDS,
};

/** The attributes every shop cookie is written with (the desk's hint goes with no request from another site). */
export function cookieAttributes(name: CookieName, now = new Date()) {
  const expires = name === 'consent' ? addMonths(now, CONSENT_MONTHS) : cookieMaxAge[name] / day;
  return {
    expires,
    path: '/',
    sameSite: name === 'deskSession' ? 'Strict' : ('Lax' as const),
  } as const;
}

let requestCookies: Readonly<Record<string, string>> | null = null;

/**
 * On the server, the cookies of the request being rendered (the shopper's currency, grid style…):
 * `readCookie` then reads them, so the server renders what the browser will.
 */
export function setRequestCookies(cookies: Readonly<Record<string, string>>): void {
  requestCookies = cookies;
}

export function readCookie(name: CookieName): string | undefined {
  if (requestCookies) return requestCookies[cookieNames[name]];
  return Cookies.get(cookieNames[name]);
}

export function writeCookie(name: CookieName, value: string): void {
  Cookies.set(cookieNames[name], value, cookieAttributes(name));
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(cookieNames[name], { path: '/' });
}
