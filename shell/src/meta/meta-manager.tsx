/**
 * Writes the document head for the current page: title (the page's, else its route's), meta
 * description, canonical URL and the cs/en hreflang alternates.
 */
import { metaDescription } from '@shop/shared/format';
import { pageMetaAtom } from '@shop/shared/meta';
import { getRoute, type Locale, pathFor, type RouteParams } from '@shop/shared/routes';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../header/use-current-route';

function upsert(selector: string, create: () => HTMLElement, set: (element: HTMLElement) => void) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  set(element);
}

function link(rel: string, hreflang?: string) {
  return () => {
    const element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    return element;
  };
}

/** The page's path in each language: the page's own alternates, else the route's paths. */
export function alternatePaths(
  name: string | null,
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

export function MetaManager() {
  const { t } = useTranslation('shell');
  const { name, params, locale } = useCurrentRoute();
  const meta = useAtomValue(pageMetaAtom);
  const route = name ? getRoute(name) : undefined;
  const title = meta.title ?? route?.title[locale] ?? t('brand');
  const description = metaDescription(meta.description ?? t('metaDescription'));
  const alternates = alternatePaths(name, params as RouteParams, meta.alternates);
  const cs = alternates.cs;
  const en = alternates.en;

  useEffect(() => {
    const brand = t('brand');
    document.title = title === brand ? title : `${title} | ${brand}`;
    upsert(
      'meta[name="description"]',
      () => {
        const element = document.createElement('meta');
        element.setAttribute('name', 'description');
        return element;
      },
      (element) => element.setAttribute('content', description),
    );
    const origin = window.location.origin;
    const own = locale === 'en' ? en : cs;
    upsert('link[rel="canonical"]', link('canonical'), (element) =>
      element.setAttribute('href', `${origin}${own ?? window.location.pathname}`),
    );
    for (const [hreflang, path] of [
      ['cs', cs],
      ['en', en],
      ['x-default', cs],
    ] as const) {
      const selector = `link[rel="alternate"][hreflang="${hreflang}"]`;
      if (path)
        upsert(selector, link('alternate', hreflang), (element) =>
          element.setAttribute('href', `${origin}${path}`),
        );
      else document.head.querySelector(selector)?.remove();
    }
  }, [t, title, description, locale, cs, en]);

  return null;
}
