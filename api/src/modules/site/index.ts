// Site: the site's map: robots.txt, sitemap, page paths and redirects of old addresses.

export { siteApiRoutes, siteRootRoutes } from './routes';
