// Feeds: the catalogue's products for sale for the price-comparison sites (Heureka.cz, Zboží.cz).

export type { FeedRoutesOptions } from './routes';
export { feedRoutes } from './routes';
