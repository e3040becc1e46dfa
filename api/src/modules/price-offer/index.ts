// Price offer: staff price offers: a priced cart saved with a link that a customer opens and orders.

export type { PriceOfferRow } from './repository';
export { findProductByIdOrSlug, insertPriceOffer, listPriceOffers } from './repository';
export { priceOfferRoutes } from './routes';
export { isOfferExpired, priceOfferUrl } from './service';
