/** /p/{code}: the order's gear list with prices and totals. */

import { gearListLoader } from '../../features/gear-list/api/get-gear-list';
import { GearListView } from '../../features/gear-list/gear-list-view';

export default function GearListWithPricesPage() {
  return <GearListView withPrices />;
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = gearListLoader({ withPrices: true });
