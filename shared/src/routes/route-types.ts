/** The shape of the route tables that remotes own and the shell composes. */

import { PAGE_ALIASES, PAGE_PATHS } from './page-paths';

export type Locale = 'cs' | 'en';
export const locales: readonly Locale[] = ['cs', 'en'];
export const defaultLocale: Locale = 'cs';

/** Every page's route name, the names `pathFor` builds paths by (the contract's page table). */
export type RouteName = keyof typeof PAGE_PATHS;
export const ROUTE_NAMES = Object.keys(PAGE_PATHS) as RouteName[];

/** Other names of a route's path: what the catalogue's `/:slug` shows. */
export type RouteAlias = keyof typeof PAGE_ALIASES;
export const ROUTE_ALIASES = Object.keys(PAGE_ALIASES) as RouteAlias[];

export type LayoutName = 'default' | 'blank' | 'document';
/** Guards the shell runs itself: they depend on the shell's sign-in state. */
export type BuiltInGuardName = 'auth' | 'guest';
/**
 * A built-in guard, or one the route's own remote exposes as `./guards/<name>` and lists in its
 * manifest's `guards` (e.g. checkout's step gating), so a remote's guard ships with the remote.
 */
export type GuardName = BuiltInGuardName | (string & Record<never, never>);

export interface RouteDefinition {
  /** The route name used by `pathFor`, e.g. `checkout-cart`. */
  name: RouteName;
  /** Full paths per locale; `:param` segments. English paths carry the `/en` prefix. */
  path: Record<Locale, string>;
  layout: LayoutName;
  guard: GuardName | null;
  /** The page module: `src/pages/<page>/<page>-page.tsx`, exposed as `./pages/<page>`. */
  page: string;
  /** The page's default title per locale (the document title until the page sets its own). */
  title: Record<Locale, string>;
  /** Other names for the same path, e.g. `product-detail` and `product-list` for `/:slug`. */
  aliases?: RouteAlias[];
  /**
   * The server renders the page's first paint (a search engine or a phone before JavaScript sees
   * a public page's content; a shopper sees their cart or account without waiting for scripts);
   * otherwise the browser renders it. `'signed-out'`: only for a browser without a session (its
   * hint cookie), for a page whose content a signed-in session changes (a frequent customer's
   * checkout options; sign-in, which sends a signed-in shopper on): the session is the
   * browser's alone.
   */
  serverRender?: boolean | 'signed-out';
  /**
   * The page shows one person's data (a document, a gear list, a price offer opened by its
   * link; a shopper's cart, checkout or account): never stored by a cache
   * (`Cache-Control: no-store`), indexed or passed on in a Referer.
   */
  private?: boolean;
}

/** What a remote publishes about itself as `routes.json` (and exposes as `./routes`). */
export interface RemoteManifest {
  remote: string;
  routes: RouteDefinition[];
  /** Background modules the shell starts after the first page is shown (`./services/<name>`). */
  services?: string[];
  /**
   * Pieces the shell shows in its own layout (`./widgets/<name>`, a default-exported component),
   * e.g. `header-search`. The shell falls back to its own version when one cannot be loaded.
   */
  widgets?: string[];
  /**
   * Route guards of this remote (`./guards/<name>`): the default export takes
   * `{ routeName, url, locale }` and answers the path to redirect to, or null to open the route.
   * A route names one in its `guard`; the shell loads it from the route's remote before the page.
   */
  guards?: string[];
  /**
   * The contract range the remote was built against (`^MAJOR.MINOR`, contract/contract-version.ts),
   * added to `routes.json` by the build; a shell outside it does not load the remote.
   */
  contractRange?: string;
}

/** A route table entry: `name` and the Czech and English paths, then the rest. */
export function defineRoute(
  name: RouteName,
  path: Record<Locale, string>,
  title: Record<Locale, string>,
  options: Partial<Omit<RouteDefinition, 'name' | 'path' | 'title'>> = {},
): RouteDefinition {
  return {
    name,
    path,
    title,
    layout: options.layout ?? 'default',
    guard: options.guard ?? null,
    page: options.page ?? 'placeholder',
    ...(options.aliases ? { aliases: options.aliases } : {}),
    ...(options.serverRender ? { serverRender: options.serverRender } : {}),
    ...(options.private ? { private: true } : {}),
  };
}

/**
 * A contract page's route table entry: its paths come from the contract's page table and its
 * aliases are the names that table gives its path (a remote's own new page, not yet in the
 * contract, uses `defineRoute` with its paths).
 */
export function pageRoute(
  name: RouteName,
  title: Record<Locale, string>,
  options: Partial<Omit<RouteDefinition, 'name' | 'path' | 'title' | 'aliases'>> = {},
): RouteDefinition {
  const aliases = ROUTE_ALIASES.filter((alias) => PAGE_ALIASES[alias] === name);
  return defineRoute(name, PAGE_PATHS[name], title, {
    ...options,
    ...(aliases.length > 0 ? { aliases } : {}),
  });
}

/** What the shell tells a remote's route guard about the navigation. */
export interface RouteGuardContext {
  /** The route being opened, e.g. `checkout-summary`. */
  routeName: string;
  url: URL;
  locale: Locale;
}

/**
 * A remote's route guard (exposed as `./guards/<name>`): the path to redirect to, or null to open
 * the route.
 */
export type RouteGuard = (context: RouteGuardContext) => Promise<string | null>;
