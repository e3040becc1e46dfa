/** /preview-price-offer/{code}: the same price offer, to read and print, without "add to cart". */
import { PriceOfferView } from '../../features/price-offer/price-offer-view';

export default function PriceOfferPreviewPage() {
  return <PriceOfferView withCart={false} />;
}
