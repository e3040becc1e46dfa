/**
 * Writes the document head for the current page after each navigation (`page-head.ts`): title,
 * meta description, canonical URL, the cs/en hreflang alternates, Open Graph tags and `noindex`
 * where the page is not for search engines. The server writes the same head into the first HTML.
 */
import { pageMetaAtom } from '@shop/shared/meta';
import type { RouteParams } from '@shop/shared/routes';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../header/use-current-route';
import { headTags, pageHead, tagSelector } from './page-head';

export function MetaManager() {
  const { t } = useTranslation('shell');
  const { name, params, locale } = useCurrentRoute();
  const { pathname } = useLocation();
  const meta = useAtomValue(pageMetaAtom);
  const brand = t('common:shopName');
  const head = pageHead({
    name,
    params: params as RouteParams,
    locale,
    pathname,
    meta,
    brand,
    defaultDescription: t('metaDescription'),
  });
  const key = JSON.stringify(head);

  useEffect(() => {
    const current = JSON.parse(key) as typeof head;
    document.title = current.title;
    const wanted = headTags(current, window.location.origin, brand);
    const kept = new Set<Element>();
    for (const [tag, attributes] of wanted) {
      const selector = tagSelector(tag, attributes);
      let element = document.head.querySelector(selector);
      if (!element) {
        element = document.createElement(tag);
        document.head.append(element);
      }
      for (const [attribute, value] of Object.entries(attributes)) {
        element.setAttribute(attribute, value);
      }
      kept.add(element);
    }
    // An alternate the new page does not have (e.g. a page only in one language) goes, and so
    // does the previous page's `noindex` on a page for search engines.
    for (const element of document.head.querySelectorAll(
      'link[rel="alternate"][hreflang], meta[name="robots"]',
    )) {
      if (!kept.has(element)) element.remove();
    }
  }, [key, brand]);

  return null;
}
