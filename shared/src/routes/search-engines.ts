/**
 * Which pages are for search engines, read from the route tables (no list of its own). A page the
 * server renders that is not private is public: what a search engine reads is its content
 * (`serverRender`). A private
 * page is one person's data opened by its link (a document, a gear list, a price offer, a shared
 * cart, an order received, a payment's result), or a page of one shopper's session the server
 * renders (the cart, the checkout's steps, sign-in, registration, password reset, the account).
 * The rest are session pages the browser alone renders (a sign-in's return). Neither kind is to be
 * indexed: such a page says `noindex` in its head, and robots.txt asks crawlers to leave its paths
 * alone.
 */
import type { RouteDefinition } from './route-types';

type SearchFacts = Pick<RouteDefinition, 'path' | 'serverRender' | 'private'>;

/** Whether a search engine may index the route's pages. */
export function isIndexable(route: Pick<RouteDefinition, 'serverRender' | 'private'>): boolean {
  return route.serverRender === true && route.private !== true;
}

/** A path pattern up to its first parameter (`/kosik/sdilet/:code` → `/kosik/sdilet/`). */
function fixedPrefix(pattern: string): string {
  const cut = pattern.search(/[:*]/);
  return cut === -1 ? pattern : pattern.slice(0, cut);
}

/**
 * The path prefixes of every route not to be indexed, in both languages, for robots.txt's
 * `Disallow` (which matches by prefix): a prefix another one already covers is left out, and none
 * is a whole language.
 */
export function disallowedPaths(routes: readonly SearchFacts[]): string[] {
  const prefixes = new Set(
    routes
      .filter((route) => !isIndexable(route))
      .flatMap((route) => Object.values(route.path).map(fixedPrefix))
      // A prefix with no fixed segment of its own (`/:slug`, `/en/:slug`) would be a whole language.
      .filter((prefix) => prefix.replace(/^\/en(?=\/|$)/, '').length > 1),
  );
  const sorted = [...prefixes].sort();
  return sorted.filter(
    (prefix) => !sorted.some((other) => other !== prefix && prefix.startsWith(other)),
  );
}
