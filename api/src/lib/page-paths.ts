import type { PageType } from '@shop/shared/contract';
import {
  fillPath,
  type Locale,
  type RouteAlias,
  type RouteName,
  type RouteParams,
} from '@shop/shared/routes';
import { remoteManifest as account } from '../../../mf-account/src/routes';
import { remoteManifest as catalog } from '../../../mf-catalog/src/routes';
import { remoteManifest as checkout } from '../../../mf-checkout/src/routes';
import { remoteManifest as documents } from '../../../mf-documents/src/routes';

/**
 * The shop's page paths as the remotes' route tables define them (each remote owns its routes;
 * their names are the contract's), so a link the API writes (an e-mail's, a redirect's, a
 * sitemap's) is the path the shell routes. The tables are data the API is built with: a remote
 * that moves a page changes the contract, and the API is released with it.
 */
const paths = new Map<string, Record<Locale, string>>();
for (const manifest of [catalog, checkout, account, documents]) {
  for (const route of manifest.routes) {
    paths.set(route.name, route.path);
    for (const alias of route.aliases ?? []) paths.set(alias, route.path);
  }
}

/** A page's path pattern in a language (`/en/e/:hash`), as the server routes it. */
export function pagePattern(name: RouteName | RouteAlias, locale: Locale): string {
  const path = paths.get(name);
  if (!path) throw new Error(`No remote defines the page ${name}`);
  return path[locale];
}

/** `pagePath('order-received', { id }, 'en')` → `/en/order-received/…` (parameters encoded). */
export function pagePath(
  name: RouteName | RouteAlias,
  params: RouteParams = {},
  locale: Locale = 'cs',
): string {
  return fillPath(pagePattern(name, locale), params);
}

/** Where a content page lives; null for FAQ entries (they are shown together on /faq). */
export function contentPagePath(type: PageType, slug: string, locale: Locale): string | null {
  switch (type) {
    case 'content':
    case 'terms':
      return pagePath('content-page', { slug }, locale);
    case 'about-rental':
      return pagePath('all-about-rental-slug', { slug }, locale);
    case 'blog':
      return pagePath('blog-slug', { slug }, locale);
    default:
      return null;
  }
}

/** Fixed screens listed in the index sitemap. */
export const FIXED_PAGES = [
  'home',
  'all-about-rental',
  'blog',
  'blog-future-index',
  'faq',
  'contacts',
] as const satisfies readonly RouteName[];
