import type { Locale } from '@shop/shared/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, favourites, favouriteWatches, products } from '../../db/schema';

export type WatchRow = typeof favouriteWatches.$inferSelect;

/** The customer's favourites, newest first. */
export async function findFavourites(db: Database, customerId: number) {
  return db
    .select({ productId: favourites.productId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.customerId, customerId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
}

/** The customer's watches, soonest period first. */
export async function findWatches(db: Database, customerId: number): Promise<WatchRow[]> {
  return db
    .select()
    .from(favouriteWatches)
    .where(eq(favouriteWatches.customerId, customerId))
    .orderBy(
      asc(favouriteWatches.dateFrom),
      asc(favouriteWatches.dateTo),
      asc(favouriteWatches.id),
    );
}

export async function countFavourites(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(favourites)
    .where(eq(favourites.customerId, customerId));
  return row?.count ?? 0;
}

/** Of the ids, those of products the catalogue has, with whether each is rented. */
export async function findExistingProducts(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, isForRent: products.isForRent })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
}

/** Marks products as favourites; ones marked already keep their date. */
export async function insertFavourites(
  db: Database,
  customerId: number,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(favourites)
    .values(productIds.map((productId) => ({ customerId, productId })))
    .onConflictDoNothing();
}

/** Removes a favourite and the periods watched for it. */
export async function deleteFavourite(
  db: Database,
  customerId: number,
  productId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(favouriteWatches)
      .where(
        and(eq(favouriteWatches.customerId, customerId), eq(favouriteWatches.productId, productId)),
      );
    await tx
      .delete(favourites)
      .where(and(eq(favourites.customerId, customerId), eq(favourites.productId, productId)));
  });
}

export async function countWatches(
  db: Database,
  customerId: number,
  productId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(favouriteWatches)
    .where(
      and(eq(favouriteWatches.customerId, customerId), eq(favouriteWatches.productId, productId)),
    );
  return row?.count ?? 0;
}

/**
 * Keeps a watch; the same period watched again takes the new quantity and waits afresh (a new
 * e-mail once enough pieces are free).
 */
export async function upsertWatch(
  db: Database,
  watch: {
    customerId: number;
    productId: number;
    dateFrom: string;
    dateTo: string;
    quantity: number;
    locale: Locale;
  },
): Promise<WatchRow> {
  const [row] = await db
    .insert(favouriteWatches)
    .values(watch)
    .onConflictDoUpdate({
      target: [
        favouriteWatches.customerId,
        favouriteWatches.productId,
        favouriteWatches.dateFrom,
        favouriteWatches.dateTo,
      ],
      set: { quantity: watch.quantity, locale: watch.locale, notifiedAt: null },
    })
    .returning();
  if (!row) throw new Error('the watch was not stored');
  return row;
}

/** Deletes one of the customer's own watches; false when there is none of that id. */
export async function deleteWatch(db: Database, customerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(favouriteWatches)
    .where(and(eq(favouriteWatches.id, id), eq(favouriteWatches.customerId, customerId)))
    .returning({ id: favouriteWatches.id });
  return deleted.length > 0;
}

/** Watches still waiting whose period starts after `afterWallClock`, optionally of some products. */
export async function findOpenWatches(
  db: Database,
  afterWallClock: string,
  productIds: readonly number[] | undefined,
) {
  return db
    .select({ watch: favouriteWatches })
    .from(favouriteWatches)
    .where(
      and(
        isNull(favouriteWatches.notifiedAt),
        gt(favouriteWatches.dateFrom, afterWallClock),
        productIds ? inArray(favouriteWatches.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(asc(favouriteWatches.id))
    .then((rows) => rows.map((row) => row.watch));
}

/**
 * Claims a watch for its e-mail: sets `notified_at` only while it is null, so of two sweeps at
 * once exactly one gets the row (and mails). Answers the customer's e-mail and the product's
 * names and slugs for the message, or undefined when another sweep (or an unwatch) was first.
 */
export async function claimWatch(db: Database, id: number, now: Date) {
  const [claimed] = await db
    .update(favouriteWatches)
    .set({ notifiedAt: now })
    .where(and(eq(favouriteWatches.id, id), isNull(favouriteWatches.notifiedAt)))
    .returning({
      customerId: favouriteWatches.customerId,
      productId: favouriteWatches.productId,
      locale: favouriteWatches.locale,
    });
  if (!claimed) return undefined;
  const [row] = await db
    .select({
      email: customers.email,
      name: products.name,
      nameEn: products.nameEn,
      slug: products.slug,
      slugEn: products.slugEn,
    })
    .from(customers)
    .innerJoin(products, eq(products.id, claimed.productId))
    .where(eq(customers.id, claimed.customerId));
  const locale: Locale = claimed.locale === 'en' ? 'en' : 'cs';
  return row && { ...row, locale };
}

/** Gives a claimed watch back (its e-mail could not be sent): the next sweep tries again. */
export async function releaseWatch(db: Database, id: number): Promise<void> {
  await db
    .update(favouriteWatches)
    .set({ notifiedAt: sql`null` })
    .where(eq(favouriteWatches.id, id));
}
