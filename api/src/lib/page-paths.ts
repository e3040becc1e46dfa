import type { PageType } from '@shop/shared/contract';
import {
  fillPath,
  type Locale,
  PAGE_ALIASES,
  PAGE_PATHS,
  type RouteAlias,
  type RouteName,
  type RouteParams,
} from '@shop/shared/routes';

/**
 * The shop's page paths from the contract's page table, the one the remotes' route tables take
 * theirs from, so a link the API writes (an e-mail's, a redirect's, a sitemap's) is the path the
 * shell routes, without the API reading a remote's source.
 */
const paths = new Map<string, Record<Locale, string>>([
  ...Object.entries(PAGE_PATHS),
  ...Object.entries(PAGE_ALIASES).map(
    ([alias, name]) => [alias, PAGE_PATHS[name]] as [string, Record<Locale, string>],
  ),
]);

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
