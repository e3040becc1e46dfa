import { SHOP_NAME } from '@shop/shared/i18n/shop-name';
import { type RemoteManifest, pageRoute as route } from '@shop/shared/routes';

/** Every catalogue page is public: the server renders its first paint. */
const serverRender = true;

/** The catalogue's routes. The shell reads them from `routes.json` before loading any page. */
export const remoteManifest: RemoteManifest = {
  remote: 'catalog',
  routes: [
    route('home', SHOP_NAME, { serverRender, page: 'home' }),
    route(
      'all-about-rental',
      { cs: 'Vše o pronájmu', en: 'All about rental' },
      { serverRender, page: 'all-about-rental' },
    ),
    route(
      'all-about-rental-slug',
      { cs: 'Vše o pronájmu', en: 'All about rental' },
      { serverRender, page: 'all-about-rental-slug' },
    ),
    route('blog', { cs: 'Blog', en: 'Blog' }, { serverRender, page: 'blog' }),
    // Upcoming posts (dated after today) and the index of all published posts.
    route(
      'blog-future-index',
      { cs: 'Blog – připravujeme', en: 'Blog – coming up' },
      { serverRender, page: 'blog-future-index' },
    ),
    route('blog-slug', { cs: 'Blog', en: 'Blog' }, { serverRender, page: 'blog-slug' }),
    route('search', { cs: 'Hledání', en: 'Search' }, { serverRender, page: 'search' }),
    route('contacts', { cs: 'Kontakty', en: 'Contacts' }, { serverRender, page: 'contacts' }),
    route('faq', { cs: 'Časté dotazy', en: 'FAQ' }, { serverRender, page: 'faq' }),
    // Content pages, categories (product lists) and products share one path; the page asks the
    // API what a slug is.
    route('slug', SHOP_NAME, {
      serverRender,
      page: 'slug',
    }),
  ],
  // The shell shows these in its own layout (with its own fallback).
  widgets: ['header-search', 'category-menu'],
  // Started by the shell in the background: merges the browser's favourites on signing in.
  services: ['favourites-service'],
};

export default remoteManifest;
