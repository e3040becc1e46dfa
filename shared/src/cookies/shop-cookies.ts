/**
 * Every cookie the shop sets, or lets its tag manager set with the shopper's consent: name,
 * category, purpose and lifetime, in both languages. The privacy page lists them from here: its
 * content holds a mark where the list goes, and the API puts the list of this code there each time
 * it serves the page (`withCookieTable`), so the list never lags behind the cookies set.
 */

import { cookieMaxAge, cookieNames } from '@shop/shared/cookies';
import { REFRESH_COOKIE, REFRESH_TOKEN_SECONDS, STAFF_SESSION_COOKIE } from '../contract/constants';
import { escapeHtml } from '../format/escape-html';
import type { ConsentCategory } from '../rules/cookie-consent';
import { CONSENT_MONTHS } from '../rules/cookie-consent';

type Locale = 'cs' | 'en';
type Text = Record<Locale, string>;

export type Lifetime = { days: number } | { months: number } | { years: number };

export interface ShopCookie {
  /** The cookie's name (a family of names: `_ga_<id>`). */
  name: string;
  category: 'necessary' | ConsentCategory;
  purpose: Text;
  lifetime: Lifetime;
  /** Who sets it: the shop itself, or Google's tags through the tag manager. */
  setBy: 'shop' | 'google';
}

const DAY = 24 * 60 * 60;
const days = (seconds: number): Lifetime => ({ days: Math.round(seconds / DAY) });

/** How long the sign-in throttle remembers a browser that signed in (the API's policy). */
export const KNOWN_BROWSER_DAYS = 90;

export const SHOP_COOKIES: readonly ShopCookie[] = [
  {
    name: cookieNames.locale,
    category: 'necessary',
    purpose: { cs: 'Jazyk, ve kterém obchod čtete.', en: 'The language you read the shop in.' },
    lifetime: days(cookieMaxAge.locale),
    setBy: 'shop',
  },
  {
    name: cookieNames.currency,
    category: 'necessary',
    purpose: { cs: 'Měna, ve které vidíte ceny.', en: 'The currency you see prices in.' },
    lifetime: days(cookieMaxAge.currency),
    setBy: 'shop',
  },
  {
    name: cookieNames.cartCode,
    category: 'necessary',
    purpose: { cs: 'Kód vašeho košíku.', en: "Your cart's code." },
    lifetime: days(cookieMaxAge.cartCode),
    setBy: 'shop',
  },
  {
    name: cookieNames.gridStyle,
    category: 'necessary',
    purpose: {
      cs: 'Zda vidíte produkty v mřížce, nebo v řádcích.',
      en: 'Whether you see products in a grid or in rows.',
    },
    lifetime: days(cookieMaxAge.gridStyle),
    setBy: 'shop',
  },
  {
    name: cookieNames.session,
    category: 'necessary',
    purpose: {
      cs: 'Příznak, že jste přihlášeni (samotné přihlášení neobsahuje).',
      en: 'A hint that you are signed in (it does not hold the session itself).',
    },
    lifetime: days(cookieMaxAge.session),
    setBy: 'shop',
  },
  {
    name: `${REFRESH_COOKIE}, __Host-${REFRESH_COOKIE}`,
    category: 'necessary',
    purpose: {
      cs: 'Udržuje vás přihlášené; čte ho jen server.',
      en: 'Keeps you signed in; only the server reads it.',
    },
    lifetime: days(REFRESH_TOKEN_SECONDS),
    setBy: 'shop',
  },
  {
    name: 'shop_device',
    category: 'necessary',
    purpose: {
      cs: 'Pozná prohlížeč, ve kterém jste se už přihlásili, aby vás ochrana proti hádání hesel neblokovala.',
      en: 'Recognises a browser you have signed in from, so the protection against password guessing does not lock you out.',
    },
    lifetime: { days: KNOWN_BROWSER_DAYS },
    setBy: 'shop',
  },
  {
    name: `${STAFF_SESSION_COOKIE}, ${cookieNames.deskSession}`,
    category: 'necessary',
    purpose: {
      cs: 'Jen pro zaměstnance půjčovny: přihlášení na pult po dobu směny a příznak, že trvá.',
      en: 'Staff only: the desk sign-in for a working day, and a hint that it lasts.',
    },
    lifetime: { days: 1 },
    setBy: 'shop',
  },
  {
    name: cookieNames.consent,
    category: 'necessary',
    purpose: { cs: 'Vaše volba cookies.', en: 'Your cookie choice.' },
    lifetime: { months: CONSENT_MONTHS },
    setBy: 'shop',
  },
  {
    name: '_ga, _ga_<id>',
    category: 'analytics',
    purpose: {
      cs: 'Google Analytics: rozliší návštěvy, abychom věděli, co v obchodě zlepšit.',
      en: 'Google Analytics: tells visits apart, so we know what to improve in the shop.',
    },
    lifetime: { years: 2 },
    setBy: 'google',
  },
  {
    name: '_gcl_au',
    category: 'marketing',
    purpose: {
      cs: 'Google Ads: měří, které reklamy vedly k nákupu.',
      en: 'Google Ads: measures which ads led to a purchase.',
    },
    lifetime: { days: 90 },
    setBy: 'google',
  },
];

const CATEGORY: Record<ShopCookie['category'], Text> = {
  necessary: { cs: 'Nezbytné', en: 'Necessary' },
  analytics: { cs: 'Analytické', en: 'Analytics' },
  marketing: { cs: 'Marketingové', en: 'Marketing' },
};

const HEADINGS: Record<'title' | 'intro' | 'name' | 'category' | 'purpose' | 'lifetime', Text> = {
  title: { cs: 'Cookies, které obchod používá', en: 'Cookies the shop uses' },
  intro: {
    cs: 'Nezbytné cookies obchod potřebuje, aby fungoval. Analytické a marketingové nastavují značky Googlu jen s vaším souhlasem; volbu změníte odkazem Nastavení cookies v patičce.',
    en: 'The shop needs the necessary cookies to work. Google’s tags set the analytics and marketing ones only with your consent; change your choice with Cookie settings in the footer.',
  },
  name: { cs: 'Název', en: 'Name' },
  category: { cs: 'Kategorie', en: 'Category' },
  purpose: { cs: 'Účel', en: 'Purpose' },
  lifetime: { cs: 'Platnost', en: 'Lifetime' },
};

/** "2 dny", "6 months"…: the lifetime in words of the language. */
export function lifetimeText(lifetime: Lifetime, locale: Locale): string {
  const [unit, count] =
    'days' in lifetime
      ? (['day', lifetime.days] as const)
      : 'months' in lifetime
        ? (['month', lifetime.months] as const)
        : (['year', lifetime.years] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** Where a content page lists the cookies: an empty heading with the list's anchor. */
export const COOKIE_TABLE_MARK = '<h2 id="cookies"></h2>';

/** The privacy page's list of cookies, as content HTML in `locale`. */
export function cookieTableHtml(locale: Locale): string {
  const rows = SHOP_COOKIES.map(
    (cookie) =>
      `<tr><td><code>${escapeHtml(cookie.name)}</code></td><td>${CATEGORY[cookie.category][locale]}</td><td>${escapeHtml(cookie.purpose[locale])}</td><td>${lifetimeText(cookie.lifetime, locale)}</td></tr>`,
  ).join('');
  const head = (['name', 'category', 'purpose', 'lifetime'] as const)
    .map((key) => `<th scope="col">${HEADINGS[key][locale]}</th>`)
    .join('');
  return `<h2 id="cookies">${HEADINGS.title[locale]}</h2><p>${HEADINGS.intro[locale]}</p><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The list where it goes: its mark, or a list written out earlier (its own heading, introduction
 * and table). A heading of other words with the same anchor is an editor's, and left alone.
 */
const COOKIE_LIST = new RegExp(
  `<h2 id="cookies">(?:</h2>|(?:${Object.values(HEADINGS.title).join('|')})</h2>\\s*<p>[^<]*</p>\\s*<table>[\\s\\S]*?</table>)`,
);

/** Content HTML with the current cookie list in place of its mark or of a list written earlier. */
export function withCookieTable(html: string, locale: Locale): string {
  return html.replace(COOKIE_LIST, () => cookieTableHtml(locale));
}
