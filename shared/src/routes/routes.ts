/**
 * The named-route registry. The shell fills it at start from every remote's route table; any app
 * then builds paths by route name, in either language.
 */
import {
  defaultLocale,
  type Locale,
  type RouteAlias,
  type RouteDefinition,
  type RouteName,
} from './route-types';

export { PAGE_ALIASES, PAGE_PATHS } from './page-paths';
export type {
  GuardName,
  LayoutName,
  Locale,
  RemoteManifest,
  RouteAlias,
  RouteDefinition,
  RouteGuard,
  RouteGuardContext,
  RouteName,
} from './route-types';
export {
  defaultLocale,
  defineRoute,
  locales,
  pageRoute,
  ROUTE_ALIASES,
  ROUTE_NAMES,
} from './route-types';

export interface RegisteredRoute extends RouteDefinition {
  remote: string;
}

const table = new Map<string, RegisteredRoute>();

const aliases = new Map<string, string>();

export function registerRoutes(remote: string, routes: readonly RouteDefinition[]): void {
  for (const route of routes) {
    table.set(route.name, { ...route, remote });
    for (const alias of route.aliases ?? []) aliases.set(alias, route.name);
  }
}

export function clearRoutes(): void {
  table.clear();
  aliases.clear();
}

/** A route by its name or one of its aliases. */
export function getRoute(name: string): RegisteredRoute | undefined {
  return table.get(name) ?? table.get(aliases.get(name) ?? '');
}

export function allRoutes(): RegisteredRoute[] {
  return [...table.values()];
}

export type RouteParams = Record<string, string | number>;

/** Fills a path pattern (`/blog/:slug`) with parameters; a missing parameter is an error. */
export function fillPath(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)(\?)?/g, (_match, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route parameter "${key}" is missing for ${pattern}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `pathFor('product-detail', { slug }, 'en')` → `/en/...`. Unknown names are an error. */
export function pathFor(
  name: RouteName | RouteAlias,
  params: RouteParams = {},
  locale: Locale = defaultLocale,
) {
  const route = getRoute(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return fillPath(route.path[locale], params);
}

/** The sign-in page in `locale`, which sends the shopper back to `returnUrl` once signed in. */
export function loginPath(returnUrl: string, locale: Locale = defaultLocale): string {
  return `${pathFor('login', {}, locale)}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** The locale a path belongs to: English paths start with `/en`. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'cs';
}
