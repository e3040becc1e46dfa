/**
 * The shop's name in each language: the pages show the `common` namespace's `shopName` through
 * i18next; the API (e-mails) and the remotes' route tables, which have no i18next instance, take
 * it from here. Pure: the JSON bundles only. Static files carry the Czech name as well: the HTML
 * template's first title (the server's rendering replaces it), the web manifest and the favicon.
 */
import type { Locale } from '../routes/route-types';
import cs from './locales/cs.json';
import en from './locales/en.json';

export const SHOP_NAME: Readonly<Record<Locale, string>> = {
  cs: cs.shopName,
  en: en.shopName,
};
