import {
  FAVOURITE_MESSAGES,
  FAVOURITE_WATCHES_PER_PRODUCT_MAX,
  FAVOURITES_MAX,
  type Favourite,
  type FavouritesResponse,
  type FavouriteWatch,
  type FavouriteWatchRequest,
  type FavouriteWatchResponse,
  type Locale,
} from '@shop/shared/contract';
import { isLocalDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { UNAUTHORIZED } from '../../plugins/authenticate';
import { getAvailability, productsByIds } from '../catalog';
import {
  countFavourites,
  countWatches,
  deleteFavourite,
  deleteWatch,
  findExistingProducts,
  findFavourites,
  findWatches,
  insertFavourites,
  upsertWatch,
  type WatchRow,
} from './repository';

/** The signed-in customer of a request (the route's access rule has checked the session). */
export function signedInCustomer(customerId: number | null): number {
  if (customerId === null) throw new HttpError(401, UNAUTHORIZED);
  return customerId;
}

export function toWatch(row: WatchRow): FavouriteWatch {
  return {
    id: row.id,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    quantity: row.quantity,
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
  };
}

/** GET /favourites: the products as the catalogue shapes them, newest mark first, with watches. */
export async function listFavourites(
  db: Database,
  customerId: number,
): Promise<FavouritesResponse> {
  const [marks, watches] = await Promise.all([
    findFavourites(db, customerId),
    findWatches(db, customerId),
  ]);
  const rows = await productsByIds(
    db,
    marks.map((mark) => mark.productId),
  );
  const products = new Map(rows.map((product) => [product.id, product]));
  const list: Favourite[] = marks.flatMap((mark) => {
    const product = products.get(mark.productId);
    if (!product) return [];
    return [
      {
        product,
        addedAt: mark.createdAt.toISOString(),
        watches: watches.filter((watch) => watch.productId === mark.productId).map(toWatch),
      },
    ];
  });
  return { success: true, favourites: list };
}

/** Marks a product a favourite (again is harmless); an unknown product is 404. */
export async function addFavourite(
  db: Database,
  customerId: number,
  productId: number,
): Promise<void> {
  const [product] = await findExistingProducts(db, [productId]);
  if (!product) throw notFound(`${FAVOURITE_MESSAGES.productNotFound}: ${productId}`);
  const known = (await findFavourites(db, customerId)).some((mark) => mark.productId === productId);
  if (known) return;
  if ((await countFavourites(db, customerId)) >= FAVOURITES_MAX) {
    throw new HttpError(409, FAVOURITE_MESSAGES.tooMany);
  }
  await insertFavourites(db, customerId, [productId]);
}

/** Removes a favourite with its watches; one that is not a favourite is left as it is. */
export async function removeFavourite(
  db: Database,
  customerId: number,
  productId: number,
): Promise<void> {
  await deleteFavourite(db, customerId, productId);
}

/**
 * Merges the browser's list at sign-in: products the catalogue does not know are ignored, and no
 * more than the list's room is added (the browser's order: first ids first).
 */
export async function mergeFavourites(
  db: Database,
  customerId: number,
  productIds: readonly number[],
): Promise<void> {
  const existing = new Set((await findExistingProducts(db, productIds)).map((row) => row.id));
  const marked = new Set((await findFavourites(db, customerId)).map((mark) => mark.productId));
  const room = Math.max(0, FAVOURITES_MAX - marked.size);
  const fresh = [...new Set(productIds)].filter((id) => existing.has(id) && !marked.has(id));
  await insertFavourites(db, customerId, fresh.slice(0, room));
}

/**
 * POST /favourites/watch: a future period with from before to. When enough pieces are free
 * already, nothing is kept and the answer says so; otherwise the watch waits for its e-mail.
 */
export async function watchFavourite(
  db: Database,
  customerId: number,
  request: FavouriteWatchRequest,
  locale: Locale,
  now: Date = new Date(),
): Promise<FavouriteWatchResponse> {
  const { productId, dateFrom, dateTo, quantity } = request;
  // The catalogue's availability takes years up to 2100.
  if (!isLocalDateTime(dateFrom) || !isLocalDateTime(dateTo) || dateTo.slice(0, 4) > '2100') {
    throw badRequest(FAVOURITE_MESSAGES.dateInvalid);
  }
  if (dateFrom >= dateTo) throw badRequest(FAVOURITE_MESSAGES.dateOrder);
  if (dateFrom <= toPragueWallClock(now)) throw badRequest(FAVOURITE_MESSAGES.dateFromPast);
  const [product] = await findExistingProducts(db, [productId]);
  if (!product) throw notFound(`${FAVOURITE_MESSAGES.productNotFound}: ${productId}`);
  if (!product.isForRent) throw badRequest(FAVOURITE_MESSAGES.notForRent);

  const { available } = await getAvailability(db, productId, dateFrom, dateTo);
  await addFavourite(db, customerId, productId);
  if (available >= quantity) return { success: true, availableNow: true, available, watch: null };
  if ((await countWatches(db, customerId, productId)) >= FAVOURITE_WATCHES_PER_PRODUCT_MAX) {
    throw new HttpError(409, FAVOURITE_MESSAGES.tooManyWatches);
  }
  const watch = await upsertWatch(db, {
    customerId,
    productId,
    dateFrom,
    dateTo,
    quantity,
    locale,
  });
  return { success: true, availableNow: false, available, watch: toWatch(watch) };
}

/** POST /favourites/unwatch: the customer's own watch; any other id is the same 404. */
export async function unwatchFavourite(
  db: Database,
  customerId: number,
  id: number,
): Promise<void> {
  if (!(await deleteWatch(db, customerId, id))) throw notFound(FAVOURITE_MESSAGES.watchNotFound);
}
