import { asc, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceOfferItems, priceOffers, products } from '../../db/schema';

/** What the offer's page may show: every column but the password hash. */
export interface PriceOfferRow {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  dateFrom: string;
  dateTo: string;
  totalPrice: number;
  validTo: string | null;
}

export interface PriceOfferItemRow {
  productId: number;
  name: string;
  nameEn: string;
  slug: string;
  slugEn: string;
  quantity: number;
}

const offerColumns = {
  id: priceOffers.id,
  code: priceOffers.code,
  name: priceOffers.name,
  nameEn: priceOffers.nameEn,
  dateFrom: priceOffers.dateFrom,
  dateTo: priceOffers.dateTo,
  totalPrice: priceOffers.totalPrice,
  validTo: priceOffers.validTo,
};

/** The offer with this code, without its password hash. */
export async function findPriceOfferByCode(
  db: Database,
  code: string,
): Promise<PriceOfferRow | undefined> {
  const [row] = await db.select(offerColumns).from(priceOffers).where(eq(priceOffers.code, code));
  return row;
}

/** The offer's items with their products' names and slugs, in the order staff entered them. */
export async function listPriceOfferItemsOf(
  db: Database,
  offerId: number,
): Promise<PriceOfferItemRow[]> {
  return db
    .select({
      productId: priceOfferItems.productId,
      name: products.name,
      nameEn: products.nameEn,
      slug: products.slug,
      slugEn: products.slugEn,
      quantity: priceOfferItems.quantity,
    })
    .from(priceOfferItems)
    .innerJoin(products, eq(products.id, priceOfferItems.productId))
    .where(eq(priceOfferItems.priceOfferId, offerId))
    .orderBy(asc(priceOfferItems.id));
}

/** Offers, newest first (the staff tool's list). */
export async function listPriceOffers(db: Database, limit = 200): Promise<PriceOfferRow[]> {
  return db.select(offerColumns).from(priceOffers).orderBy(desc(priceOffers.id)).limit(limit);
}

/** The product a staff member named by its id or by its cs or en slug. */
export async function findProductByIdOrSlug(
  db: Database,
  reference: string,
): Promise<{ id: number; name: string } | undefined> {
  const byId = /^\d{1,9}$/.test(reference) ? eq(products.id, Number(reference)) : undefined;
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(or(byId, eq(products.slug, reference), eq(products.slugEn, reference)));
  return row;
}

export interface NewPriceOffer {
  code: string;
  passwordHash: string;
  name: string;
  nameEn: string;
  dateFrom: string;
  dateTo: string;
  totalPrice: number;
  validTo: string | null;
  items: ReadonlyArray<{ productId: number; quantity: number }>;
}

/** Stores a new offer with its items; answers its id. */
export async function insertPriceOffer(db: Database, offer: NewPriceOffer): Promise<number> {
  const { items, ...columns } = offer;
  const [row] = await db.insert(priceOffers).values(columns).returning({ id: priceOffers.id });
  if (!row) throw new Error('the price offer was not stored');
  await db.insert(priceOfferItems).values(items.map((item) => ({ priceOfferId: row.id, ...item })));
  return row.id;
}
