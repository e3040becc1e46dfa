/** /price-offer/{code}: a price offer with "add to cart" (its password) while it is valid. */
import { PriceOfferView } from '../../features/price-offer/price-offer-view';

export default function PriceOfferPage() {
  return <PriceOfferView withCart />;
}
