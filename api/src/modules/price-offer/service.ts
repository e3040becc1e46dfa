import type { Locale, PriceOffer } from '@shop/shared/contract';
import { toPragueDate, toPragueWallClock } from '@shop/shared/rules/prague-time';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { pagePath } from '../../lib/page-paths';
import { isWellFormedCode } from '../../lib/random-code';
import { vatOf } from '../currency';
import {
  findPriceOfferByCode,
  findProductByIdOrSlug,
  insertPriceOffer,
  listPriceOfferItemsOf,
  listPriceOffers,
  type NewPriceOffer,
  type PriceOfferItemRow,
  type PriceOfferRow,
} from './repository';

export const PRICE_OFFER_NOT_FOUND = 'Price offer not found';

/**
 * Whether an offer can no longer be added to a cart (Europe/Prague): past its last valid day, or
 * its pickup has already passed. The cart's AddOffer refuses exactly these.
 */
export function isOfferExpired(
  offer: Pick<PriceOfferRow, 'validTo' | 'dateFrom'>,
  now: Date,
): boolean {
  if (offer.validTo !== null && toPragueDate(now) > offer.validTo) return true;
  return offer.dateFrom < toPragueWallClock(now);
}

/** The offer as its page shows it: fixed price with its VAT, never the password. */
export function toPriceOffer(
  row: PriceOfferRow,
  items: readonly PriceOfferItemRow[],
  now: Date,
): PriceOffer {
  const vat = vatOf(row.totalPrice);
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    validTo: row.validTo,
    expired: isOfferExpired(row, now),
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      nameEn: item.nameEn,
      slug: item.slug,
      slugEn: item.slugEn,
      quantity: item.quantity,
    })),
    price: row.totalPrice,
    vat,
    totalWithVat: row.totalPrice + vat,
  };
}

/** The offer a code opens; an unknown or malformed code is one 404. */
export async function findPriceOffer(
  db: Database,
  code: string,
  now: Date = new Date(),
): Promise<PriceOffer> {
  const row = isWellFormedCode(code) ? await findPriceOfferByCode(db, code) : undefined;
  if (!row) throw notFound(PRICE_OFFER_NOT_FOUND);
  return toPriceOffer(row, await listPriceOfferItemsOf(db, row.id), now);
}

/** The page of an offer and of its preview. */
const PRICE_OFFER_PAGES = { offer: 'price-offer', preview: 'price-offer-preview' } as const;

/** The offer's page (with the add-to-cart form) or its preview, under /en for English. */
export function priceOfferUrl(
  origin: string,
  page: keyof typeof PRICE_OFFER_PAGES,
  locale: Locale,
  code: string,
): string {
  return `${origin}${pagePath(PRICE_OFFER_PAGES[page], { code }, locale)}`;
}

/** The product staff name for an offer: by its id or by its cs or en slug. */
export function offerProduct(
  db: Database,
  reference: string,
): Promise<{ id: number; name: string } | undefined> {
  return findProductByIdOrSlug(db, reference);
}

/** Stores a new offer with its items; answers its id. */
export function createPriceOffer(db: Database, offer: NewPriceOffer): Promise<number> {
  return insertPriceOffer(db, offer);
}

/** Offers, newest first (at most `limit`). */
export function newestPriceOffers(db: Database, limit?: number): Promise<PriceOfferRow[]> {
  return listPriceOffers(db, limit);
}
