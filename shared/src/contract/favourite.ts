import { type Static, Type } from 'typebox';
import { Product } from './catalog';
import { Id, NullableString, PragueDateTime } from './common';
import {
  FAVOURITE_WATCH_QUANTITY_MAX,
  FAVOURITE_WATCHES_PER_PRODUCT_MAX,
  FAVOURITES_MAX,
  FAVOURITES_MERGE_MAX,
} from './constants';

// Favourite equipment of the signed-in customer, and the periods the customer watches for free
// pieces (one e-mail when enough are free). Form-encoded POSTs; a refusal answers 4xx with
// `{ success: false, message }` (ErrorResponse).

/** A watched period: one e-mail once `quantity` pieces are free for it (`notifiedAt`). */
export const FavouriteWatch = Type.Object({
  id: Type.Integer(),
  /** Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm'. */
  dateFrom: Type.String(),
  dateTo: Type.String(),
  quantity: Type.Integer(),
  /** ISO instant the e-mail was sent; null while the customer waits. */
  notifiedAt: NullableString,
});
export type FavouriteWatch = Static<typeof FavouriteWatch>;

/** One favourite: the product as the catalogue's cards show it, when it was marked, its watches. */
export const Favourite = Type.Object({
  product: Product,
  /** ISO instant the product was marked. */
  addedAt: Type.String(),
  /** Soonest first. */
  watches: Type.Array(FavouriteWatch),
});
export type Favourite = Static<typeof Favourite>;

/** GET /favourites and the answer of every change: the whole list, newest first. */
export const FavouritesResponse = Type.Object({
  success: Type.Literal(true),
  favourites: Type.Array(Favourite),
});
export type FavouritesResponse = Static<typeof FavouritesResponse>;

/** POST /favourites/add and /favourites/remove (removing also ends the product's watches). */
export const FavouriteProductRequest = Type.Object(
  { productId: Id },
  { additionalProperties: false },
);
export type FavouriteProductRequest = Static<typeof FavouriteProductRequest>;

/**
 * POST /favourites/merge: the browser's list at sign-in (`productIds` repeated in a form, or a
 * JSON array); unknown ids are ignored.
 */
export const FavouritesMergeRequest = Type.Object(
  { productIds: Type.Array(Id, { minItems: 1, maxItems: FAVOURITES_MERGE_MAX }) },
  { additionalProperties: false },
);
export type FavouritesMergeRequest = Static<typeof FavouritesMergeRequest>;

/**
 * POST /favourites/watch: a future period (Europe/Prague wall clock, from before to) and the pieces
 * wanted. A product that is not a favourite yet becomes one.
 */
export const FavouriteWatchRequest = Type.Object(
  {
    productId: Id,
    dateFrom: PragueDateTime,
    dateTo: PragueDateTime,
    quantity: Type.Integer({ minimum: 1, maximum: FAVOURITE_WATCH_QUANTITY_MAX }),
  },
  { additionalProperties: false },
);
export type FavouriteWatchRequest = Static<typeof FavouriteWatchRequest>;

export const FavouriteWatchResponse = Type.Object({
  success: Type.Literal(true),
  /**
   * Enough pieces are free for the period already: nothing to wait for, so no watch is kept
   * (`watch` null) and the page offers renting at once.
   */
  availableNow: Type.Boolean(),
  /** Pieces free for the period now. */
  available: Type.Integer(),
  /** The watch kept; null when `availableNow`. */
  watch: Type.Union([FavouriteWatch, Type.Null()]),
});
export type FavouriteWatchResponse = Static<typeof FavouriteWatchResponse>;

/** POST /favourites/unwatch: one of the customer's own watches (any other id is 404). */
export const FavouriteUnwatchRequest = Type.Object({ id: Id }, { additionalProperties: false });
export type FavouriteUnwatchRequest = Static<typeof FavouriteUnwatchRequest>;

/** The messages of refusals, plain so pages can recognise them. */
export const FAVOURITE_MESSAGES = {
  productNotFound: 'Product not found',
  watchNotFound: 'Watched period not found',
  tooMany: `At most ${FAVOURITES_MAX} favourites can be kept`,
  tooManyWatches: `At most ${FAVOURITE_WATCHES_PER_PRODUCT_MAX} periods can be watched for one product`,
  notForRent: 'Only rental equipment can be watched',
  dateFromPast: 'dateFrom must be in the future',
  dateOrder: 'dateFrom must be earlier than dateTo',
  dateInvalid: 'dateFrom and dateTo must be valid dates',
} as const;
