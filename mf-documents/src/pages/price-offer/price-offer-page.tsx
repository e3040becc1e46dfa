/** /price-offer/{code}: a price offer with "add to cart" (its password) while it is valid. */

import { priceOfferLoader } from '../../features/price-offer/api/get-price-offer';
import { PriceOfferView } from '../../features/price-offer/price-offer-view';

export default function PriceOfferPage() {
  return <PriceOfferView withCart />;
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = priceOfferLoader;
