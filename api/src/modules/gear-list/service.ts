import type {
  CrewGearList,
  GearList,
  GearListBlock,
  GearListCrewBlock,
  GearListCrewItem,
  GearListItem,
  Locale,
  PricedGearList,
} from '@shop/shared/contract';
import type { WithParts } from '@shop/shared/documents/gear-list-sheet';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { pagePath } from '../../lib/page-paths';
import { isWellFormedCode, sameCode } from '../../lib/random-code';
import { findGearListOrder, type GearListRow } from './repository';

export const GEAR_LIST_NOT_FOUND = 'Gear list not found';

/** Which list a code opens: `prices` (/p/) or `crew` (/t/). */
export type GearListKind = 'prices' | 'crew';

type ItemRow = GearListRow['items'][number];

/**
 * The list's blocks with prices: rent lines grouped by their period (earliest first), then the
 * sale lines without dates. The priced insurance line is no gear: it is the order's insurance.
 * With `parts`, each bundle's line also carries its parts as the order keeps them (for the PDF;
 * the list's answer has no such field).
 */
export function gearListBlocks(
  items: readonly ItemRow[],
  { parts = false }: { parts?: boolean } = {},
): GearListBlock[] {
  const dated = new Map<string, GearListBlock>();
  const sale: GearListBlock = { from: null, to: null, items: [], total: 0 };
  for (const item of items) {
    if (item.productId === null && !item.isSale) continue;
    const line: GearListItem = {
      name: item.name,
      nameEn: item.nameEn,
      quantity: item.quantity,
      isSale: item.isSale,
      days: item.isSale ? null : item.days,
      unitPrice: item.unitPrice,
      total: item.total || item.unitPrice * item.quantity * (item.days ?? 1),
    };
    if (parts && item.contents && item.contents.length > 0) {
      (line as GearListItem & WithParts).parts = item.contents.map((part) => ({
        name: part.name,
        quantity: part.quantity,
      }));
    }
    const from = item.isSale ? null : toLocalDateTime(item.rentalFrom);
    const to = item.isSale ? null : toLocalDateTime(item.rentalTo);
    const key = `${from ?? ''}/${to ?? ''}`;
    const block = item.isSale
      ? sale
      : (dated.get(key) ?? { from, to, items: [] as GearListItem[], total: 0 });
    block.items.push(line);
    block.total += line.total;
    if (!item.isSale) dated.set(key, block);
  }
  const blocks = [...dated.values()].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  if (sale.items.length > 0) blocks.push(sale);
  return blocks;
}

/** The same blocks for the crew: built field by field, so no price can come along. */
export function crewBlocks(blocks: readonly GearListBlock[]): GearListCrewBlock[] {
  return blocks.map((block) => ({
    from: block.from,
    to: block.to,
    items: block.items.map((item) => {
      const line: GearListCrewItem & WithParts = {
        name: item.name,
        nameEn: item.nameEn,
        quantity: item.quantity,
        isSale: item.isSale,
        days: item.days,
      };
      // A bundle's parts are names and pieces: nothing priced comes along.
      const parts = (item as WithParts).parts;
      if (parts) line.parts = parts.map((part) => ({ name: part.name, quantity: part.quantity }));
      return line;
    }),
  }));
}

function kindOf(order: GearListRow['order'], code: string): GearListKind {
  return order.productListCode !== null && sameCode(code, order.productListCode)
    ? 'prices'
    : 'crew';
}

/** The list a code opens, shaped by its kind (with bundles' parts when asked, for the PDF). */
export function toGearList(
  row: GearListRow,
  kind: GearListKind,
  { parts = false }: { parts?: boolean } = {},
): GearList {
  const { order } = row;
  const head = {
    orderNumber: order.orderNumber,
    locale: order.locale === 'en' ? ('en' as const) : ('cs' as const),
    projectName: order.projectName,
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
  };
  const blocks = gearListBlocks(row.items, { parts });
  if (kind === 'crew') {
    const crew: CrewGearList = { kind: 'crew', ...head, blocks: crewBlocks(blocks) };
    return crew;
  }
  const priced: PricedGearList = {
    kind: 'prices',
    ...head,
    blocks,
    shippingPrice: order.shippingPrice + order.expressFee,
    insurancePrice: order.insurancePrice,
    voucherDiscount: order.voucherDiscount,
    price: order.price,
    vat: order.vat,
    totalWithVat: order.totalWithVat,
  };
  return priced;
}

/** The order and the kind of list a code opens; an unknown or malformed code is one 404. */
export async function findGearList(
  db: Database,
  code: string,
): Promise<{ row: GearListRow; kind: GearListKind }> {
  const row = isWellFormedCode(code) ? await findGearListOrder(db, code) : undefined;
  if (!row) throw notFound(GEAR_LIST_NOT_FOUND);
  return { row, kind: kindOf(row.order, code) };
}

/** The page of each list. */
const GEAR_LIST_PAGES = { prices: 'gear-list-with-prices', crew: 'gear-list' } as const;

/** The list's page: /p/{code} or /t/{code}, under /en for English. */
export function gearListUrl(
  origin: string,
  kind: GearListKind,
  locale: Locale,
  code: string,
): string {
  return `${origin}${pagePath(GEAR_LIST_PAGES[kind], { code }, locale)}`;
}
