/** /t/{code}: the order's gear list for the crew, without any price. */

import { gearListLoader } from '../../features/gear-list/api/get-gear-list';
import { GearListView } from '../../features/gear-list/gear-list-view';

export default function GearListPage() {
  return <GearListView withPrices={false} />;
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = gearListLoader({ withPrices: false });
