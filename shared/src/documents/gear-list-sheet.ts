/**
 * What an order's gear list says, in the reader's language, as text ready to print: the page
 * (/p/{code}, /t/{code}) and its PDF both lay out this one sheet, so they never differ. The crew's
 * list (a crew-list code, or the page without prices) is built without reading a single price, so
 * none can reach its page or PDF.
 */
import type { GearList, GearListItem, Locale } from '../contract';
import { VAT_RATE_PERCENT } from '../contract/constants';
import { formatPrice } from '../format/format';
import { formatDateTime } from '../rules/prague-time';
import type { SheetFact } from './document-sheet';

export interface GearListSheetBlock {
  /** The block's rental period, "Prodej" / "Sale" for sale lines, or the whole list's heading. */
  heading: string;
  columns: string[];
  /** One row per line, as many cells as columns. */
  rows: string[][];
  /** The block's total without VAT; null without prices. */
  total: SheetFact | null;
}

export interface GearListSheet {
  title: string;
  /** Order number, project name (when it has one), rental period (when it has dates). */
  facts: SheetFact[];
  blocks: GearListSheetBlock[];
  /** Charges and the order's totals, the total with VAT last; empty without prices. */
  totals: SheetFact[];
}

export interface GearListSheetOptions {
  /** true: a block per rental period and one of sale lines; false: one list of every line. */
  grouped: boolean;
  /** false leaves every price out even when the code opened them (the crew's page /t/). */
  withPrices?: boolean;
  /** true: what a bundle holds, each part on a row of its own under the bundle's line. */
  expand?: boolean;
}

/** A part of a bundle as the order keeps it: its name and pieces in one kit. */
export interface BundlePart {
  name: string;
  quantity: number;
}

/**
 * A line may carry its bundle's parts (the API reads them from the order for the PDF; the list's
 * answer has no such field). Names and pieces only: nothing priced.
 */
export type WithParts = { parts?: readonly BundlePart[] | null };

interface GearListText {
  title: string;
  order: string;
  project: string;
  rental: string;
  sale: string;
  allItems: string;
  columns: [string, string, string];
  priceColumns: [string, string];
  blockTotal: string;
  shipping: string;
  insurance: string;
  discount: string;
  withoutVat: string;
  vat: string;
  withVat: string;
}

const TEXT: Record<Locale, GearListText> = {
  cs: {
    title: 'Seznam techniky k zakázce',
    order: 'Zakázka',
    project: 'Projekt',
    rental: 'Termín pronájmu',
    sale: 'Prodej',
    allItems: 'Všechna technika',
    columns: ['Položka', 'Ks', 'Dní'],
    priceColumns: ['Cena/ks/den', 'Celkem bez DPH'],
    blockTotal: 'Celkem za blok bez DPH',
    shipping: 'Doprava',
    insurance: 'Pojištění',
    discount: 'Sleva',
    withoutVat: 'Celkem bez DPH',
    vat: `DPH ${VAT_RATE_PERCENT} %`,
    withVat: 'Celkem s DPH',
  },
  en: {
    title: 'Equipment list of order',
    order: 'Order',
    project: 'Project',
    rental: 'Rental period',
    sale: 'Sale',
    allItems: 'All equipment',
    columns: ['Item', 'Qty', 'Days'],
    priceColumns: ['Price/pc/day', 'Total excl. VAT'],
    blockTotal: 'Block total excl. VAT',
    shipping: 'Shipping',
    insurance: 'Insurance',
    discount: 'Discount',
    withoutVat: 'Total excl. VAT',
    vat: `VAT ${VAT_RATE_PERCENT} %`,
    withVat: 'Total incl. VAT',
  },
};

/** The list's title as the reader's language names it, with the order number. */
export function gearListTitle(orderNumber: string, locale: Locale): string {
  return `${TEXT[locale].title} ${orderNumber}`;
}

function period(from: string, to: string, locale: Locale): string {
  return `${formatDateTime(from, locale)} – ${formatDateTime(to, locale)}`;
}

const money = (amount: number) => formatPrice(amount, 'czk');

interface SheetLine {
  cells: string[];
  total: number;
}

/** A priced list's totals: shipping, insurance and the discount when there are any, then VAT. */
function pricedTotals(
  priced: Extract<GearList, { kind: 'prices' }>,
  text: GearListText,
): SheetFact[] {
  const totals: SheetFact[] = [];
  if (priced.shippingPrice)
    totals.push({ label: text.shipping, value: money(priced.shippingPrice) });
  if (priced.insurancePrice) {
    totals.push({ label: text.insurance, value: money(priced.insurancePrice) });
  }
  if (priced.voucherDiscount) {
    totals.push({ label: text.discount, value: `−${money(priced.voucherDiscount)}` });
  }
  totals.push(
    { label: text.withoutVat, value: money(priced.price) },
    { label: text.vat, value: money(priced.vat) },
    { label: text.withVat, value: money(priced.totalWithVat) },
  );
  return totals;
}

/** The sheet of a gear list in `locale`. */
export function gearListSheet(
  list: GearList,
  locale: Locale,
  { grouped, withPrices = true, expand = false }: GearListSheetOptions,
): GearListSheet {
  const text = TEXT[locale];
  const facts: SheetFact[] = [{ label: text.order, value: list.orderNumber }];
  if (list.projectName) facts.push({ label: text.project, value: list.projectName });
  if (list.rentalFrom && list.rentalTo) {
    facts.push({ label: text.rental, value: period(list.rentalFrom, list.rentalTo, locale) });
  }

  // Prices only where the code opened them and the page shows them; the crew's lines are made
  // from the fields a crew list has, whatever the list holds.
  const priced = withPrices && list.kind === 'prices' ? list : null;
  const columns = priced ? [...text.columns, ...text.priceColumns] : [...text.columns];
  const parts = (priced ? priced.blocks : list.blocks).map((block) => ({
    heading: block.from && block.to ? period(block.from, block.to, locale) : text.sale,
    lines: block.items.flatMap((item): SheetLine[] => {
      const cells = [
        locale === 'en' ? item.nameEn : item.name,
        String(item.quantity),
        item.days === null ? '–' : String(item.days),
      ];
      const parts = expand ? ((item as WithParts).parts ?? []) : [];
      const partLines = parts.map((part) => ({
        cells: [
          `– ${part.name}`,
          String(part.quantity * item.quantity),
          '',
          ...(priced ? ['', ''] : []),
        ],
        total: 0,
      }));
      // Blocks of a list with prices hold priced lines; the crew's hold none.
      const line = priced ? (item as GearListItem) : null;
      if (!line) return [{ cells, total: 0 }, ...partLines];
      return [
        { cells: [...cells, money(line.unitPrice), money(line.total)], total: line.total },
        ...partLines,
      ];
    }),
  }));
  const merged = grouped
    ? parts
    : parts.length > 0
      ? [{ heading: text.allItems, lines: parts.flatMap((part) => part.lines) }]
      : [];
  const blocks = merged.map(
    (part): GearListSheetBlock => ({
      heading: part.heading,
      columns,
      rows: part.lines.map((line) => line.cells),
      total: priced
        ? {
            label: text.blockTotal,
            value: money(part.lines.reduce((sum, line) => sum + line.total, 0)),
          }
        : null,
    }),
  );

  const totals = priced ? pricedTotals(priced, text) : [];

  return { title: gearListTitle(list.orderNumber, locale), facts, blocks, totals };
}
