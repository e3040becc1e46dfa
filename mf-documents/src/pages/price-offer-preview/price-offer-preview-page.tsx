/** /preview-price-offer/{code}: the same price offer, to read and print, without "add to cart". */

import { priceOfferLoader } from '../../features/price-offer/api/get-price-offer';
import { PriceOfferView } from '../../features/price-offer/price-offer-view';

export default function PriceOfferPreviewPage() {
  return <PriceOfferView withCart={false} />;
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = priceOfferLoader;
