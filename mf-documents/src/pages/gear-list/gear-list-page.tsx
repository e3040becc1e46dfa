/** /t/{code}: the order's gear list for the crew, without any price. */
import { GearListView } from '../../features/gear-list/gear-list-view';

export default function GearListPage() {
  return <GearListView withPrices={false} />;
}
