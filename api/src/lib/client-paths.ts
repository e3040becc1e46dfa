import type { Locale, PageType } from '@shop/shared/contract';

// Client paths of the shop's pages (the shell's route table in shop-spec.md §2): Czech paths have
// no prefix, English ones start with /en. Used by the page list, the slug resolver and sitemaps.

/** Where a page lives; null for FAQ entries (they are shown together on /faq). */
export function pagePath(type: PageType, slug: string, locale: Locale): string | null {
  const en = locale === 'en';
  switch (type) {
    case 'content':
    case 'terms':
      return en ? `/en/${slug}` : `/${slug}`;
    case 'about-rental':
      return en ? `/en/all-about-rental/${slug}` : `/vse-o-pronajmu/${slug}`;
    case 'blog':
      return en ? `/en/blog/${slug}` : `/blog/${slug}`;
    default:
      return null;
  }
}

/** Categories and products live at /<slug> and /en/<slug>. */
export function rootSlugPath(slug: string, locale: Locale): string {
  return locale === 'en' ? `/en/${slug}` : `/${slug}`;
}

/** Fixed screens listed in the index sitemap: [cs, en]. */
export const FIXED_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/', '/en'],
  ['/vse-o-pronajmu', '/en/all-about-rental'],
  ['/blog', '/en/blog'],
  ['/blog/future-index', '/en/blog/future-index'],
  ['/faq', '/en/faq'],
  ['/kontakty', '/en/contacts'],
];

/** The login screen (the server-handled /login redirects there). */
export const LOGIN_PATH = '/prihlaseni';
