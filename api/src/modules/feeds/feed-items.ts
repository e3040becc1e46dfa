/**
 * The items of the price-comparison feeds (Heureka.cz, Zboží.cz): one product for sale, as the
 * formats want it. Pure: rows in, XML text out.
 */
import { withVat } from '@shop/shared/rules/money';
import { fragment } from 'xmlbuilder2';
import { pagePath } from '../../lib/page-paths';
import { type FeedFormat, productImagePath } from '../../lib/paths';
import type { FeedProductRow } from './repository';

/** The formats' limits (Heureka's and Zboží.cz's specifications). */
export const FEED_LIMITS = {
  url: 300,
  imageUrl: 255,
  /** Zboží.cz's; Heureka names no limit of its own. */
  productName: 255,
} as const;

/**
 * The version of what an item says of a row (its elements, words, VAT, delivery days), part of
 * the feeds' ETag: raise it with any change here, so a reader holding the old feed gets the new.
 */
export const FEED_VERSION = 1;

/**
 * Days until a piece sold from a product that has none in stock can be handed over: the rental
 * buys it in on order.
 */
export const ON_ORDER_DELIVERY_DAYS = 14;

export interface FeedItem {
  ITEM_ID: string;
  PRODUCTNAME: string;
  DESCRIPTION: string;
  URL: string;
  IMGURL: string;
  PRICE_VAT: number;
  MANUFACTURER: string;
  CATEGORYTEXT: string;
  /** Days until delivery: 0 in stock. */
  DELIVERY_DATE: number;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The feed item of a product for sale, on the shop's public origin; `null` when the product
 * cannot be listed within the formats' limits (an address too long, no name).
 */
export function feedItem(row: FeedProductRow, origin: string): FeedItem | null {
  const id = String(row.id);
  const url = `${origin}${pagePath('product-detail', { slug: row.slug }, 'cs')}`;
  const imageUrl = `${origin}${productImagePath(row.id, 'png')}`;
  const name = oneLine(row.name).slice(0, FEED_LIMITS.productName);
  // The id is a number, always within ITEM_ID's characters and length.
  if (url.length > FEED_LIMITS.url || imageUrl.length > FEED_LIMITS.imageUrl || name === '') {
    return null;
  }
  // A configurable set's own day price is no price anyone rents it for (its configurations have
  // theirs): only other products say theirs.
  const rent =
    row.isForRent && row.kind !== 'dynamicProduct' && row.pricePerDay
      ? ` K pronájmu také za ${withVat(row.pricePerDay)} Kč za den s DPH.`
      : '';
  return {
    ITEM_ID: id,
    PRODUCTNAME: name,
    DESCRIPTION: `${oneLine(row.description)}${rent}`.trim(),
    URL: url,
    IMGURL: imageUrl,
    PRICE_VAT: withVat(row.salePrice),
    MANUFACTURER: oneLine(row.brand),
    CATEGORYTEXT: [row.categoryName, row.subcategoryName]
      .filter((part): part is string => !!part)
      .map(oneLine)
      .join(' | '),
    DELIVERY_DATE: row.stockCount > 0 ? 0 : ON_ORDER_DELIVERY_DAYS,
  };
}

/** The item's `<SHOPITEM>` element (characters XML cannot carry are left out). */
export function itemXml(item: FeedItem): string {
  const element = fragment({ invalidCharReplacement: '' }).ele('SHOPITEM');
  for (const [name, value] of Object.entries(item)) element.ele(name).txt(String(value));
  return `${element.end({ prettyPrint: false })}\n`;
}

/** The document's start: the root element, in Zboží.cz's namespace for its feed. */
export function feedStart(format: FeedFormat): string {
  const root = format === 'zbozi' ? '<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">' : '<SHOP>';
  return `<?xml version="1.0" encoding="utf-8"?>\n${root}\n`;
}

export const FEED_END = '</SHOP>\n';
