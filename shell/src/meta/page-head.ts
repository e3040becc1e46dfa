/**
 * The document head of a page: title, meta description, canonical URL, the cs/en/x-default
 * alternates, the Open Graph tags, and `noindex` on a page that is not for search engines
 * (`routes/search-engines.ts`). One function, so the server's HTML and the browser's head after
 * each navigation say the same.
 */
import { metaDescription } from '@shop/shared/format';
import type { PageMeta } from '@shop/shared/meta';
import {
  getRoute,
  type Locale,
  pathFor,
  type RouteName,
  type RouteParams,
} from '@shop/shared/routes';
import { isIndexable } from '@shop/shared/routes/search-engines';

export interface PageHead {
  title: string;
  description: string;
  /** Site-relative paths; the caller puts its origin in front. */
  canonical: string;
  alternates: Partial<Record<Locale | 'x-default', string>>;
  locale: Locale;
  /** The page is not for search engines: `<meta name="robots" content="noindex">`. */
  noindex: boolean;
}

/** The page's path in each language: the page's own alternates, else the route's paths. */
export function alternatePaths(
  name: RouteName | null,
  params: RouteParams,
  own: Partial<Record<Locale, string>> | undefined,
): Partial<Record<Locale, string>> {
  const result: Partial<Record<Locale, string>> = {};
  for (const locale of ['cs', 'en'] as const) {
    const path = own?.[locale] ?? (name && getRoute(name) ? pathFor(name, params, locale) : null);
    if (path) result[locale] = path;
  }
  return result;
}

export interface PageHeadInput {
  /** The route shown (null: no route claims the path). */
  name: RouteName | null;
  params: RouteParams;
  locale: Locale;
  pathname: string;
  meta: PageMeta;
  /** The shop's name (`common:shopName`) and its default description (`shell:metaDescription`). */
  brand: string;
  defaultDescription: string;
}

/**
 * The page's title followed by the shop's name, said once: a page whose title is the shop's name
 * (the home page; in another capitalisation too) is titled by the name alone.
 */
export function documentTitle(title: string, brand: string): string {
  if (title.trim().toLocaleLowerCase() === brand.trim().toLocaleLowerCase()) return brand;
  if (title.endsWith(` | ${brand}`)) return title;
  return `${title} | ${brand}`;
}

export function pageHead(input: PageHeadInput): PageHead {
  const route = input.name ? getRoute(input.name) : undefined;
  const title = input.meta.title ?? route?.title[input.locale] ?? input.brand;
  const alternates = alternatePaths(input.name, input.params, input.meta.alternates);
  const own = input.locale === 'en' ? alternates.en : alternates.cs;
  return {
    title: documentTitle(title, input.brand),
    description: metaDescription(input.meta.description ?? input.defaultDescription),
    canonical: own ?? input.pathname,
    alternates: {
      ...(alternates.cs ? { cs: alternates.cs, 'x-default': alternates.cs } : {}),
      ...(alternates.en ? { en: alternates.en } : {}),
    },
    locale: input.locale,
    noindex: route !== undefined && !isIndexable(route),
  };
}

const OG_LOCALE: Record<Locale, string> = { cs: 'cs_CZ', en: 'en_GB' };

/** The head as tags: `[tag, attributes]`, in the order they go into the HTML. */
export function headTags(
  head: PageHead,
  origin: string,
  brand: string,
): [string, Record<string, string>][] {
  const url = `${origin}${head.canonical}`;
  const robots: [string, Record<string, string>][] = head.noindex
    ? [['meta', { name: 'robots', content: 'noindex' }]]
    : [];
  const tags: [string, Record<string, string>][] = [
    ['meta', { name: 'description', content: head.description }],
    ...robots,
    ['link', { rel: 'canonical', href: url }],
  ];
  for (const hreflang of ['cs', 'en', 'x-default'] as const) {
    const path = head.alternates[hreflang];
    if (path) tags.push(['link', { rel: 'alternate', hreflang, href: `${origin}${path}` }]);
  }
  tags.push(
    ['meta', { property: 'og:type', content: 'website' }],
    ['meta', { property: 'og:site_name', content: brand }],
    ['meta', { property: 'og:title', content: head.title }],
    ['meta', { property: 'og:description', content: head.description }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:locale', content: OG_LOCALE[head.locale] }],
  );
  return tags;
}

/** The selector that finds a tag of `headTags` in the document (its identity). */
export function tagSelector(tag: string, attributes: Record<string, string>): string {
  if (attributes.property) return `meta[property="${attributes.property}"]`;
  if (attributes.name) return `meta[name="${attributes.name}"]`;
  if (attributes.hreflang) return `link[rel="alternate"][hreflang="${attributes.hreflang}"]`;
  return `${tag}[rel="${attributes.rel}"]`;
}
