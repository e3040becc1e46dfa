// Price offer: staff price offers: a priced cart saved with a link that a customer opens and orders.

export type { NewPriceOffer, PriceOfferRow } from './repository';
export { priceOfferRoutes } from './routes';
export {
  createPriceOffer,
  isOfferExpired,
  newestPriceOffers,
  offerProduct,
  priceOfferUrl,
} from './service';
