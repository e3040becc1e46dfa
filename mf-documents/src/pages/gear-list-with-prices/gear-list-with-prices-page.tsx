/** /p/{code}: the order's gear list with prices and totals. */
import { GearListView } from '../../features/gear-list/gear-list-view';

export default function GearListWithPricesPage() {
  return <GearListView withPrices />;
}
