import { type Static, Type } from 'typebox';
import { Amount, NullableString } from './common';

/**
 * A price offer (domain decisions: vouchers and price offers): a quote staff prepared with fixed
 * items, dates and price, opened by its unguessable code (/price-offer/{code}). The answer has the
 * offer's number, which the customer types with the password to add it to a cart; the password
 * (and its hash) is never part of it.
 */
export const PriceOfferParams = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type PriceOfferParams = Static<typeof PriceOfferParams>;

/** A piece of gear in the offer: the product, in both languages, and how many. */
export const PriceOfferItem = Type.Object(
  {
    productId: Type.Integer(),
    name: Type.String(),
    nameEn: Type.String(),
    /** The product's page slugs (cs, en). */
    slug: Type.String(),
    slugEn: Type.String(),
    quantity: Type.Integer(),
  },
  { additionalProperties: false },
);
export type PriceOfferItem = Static<typeof PriceOfferItem>;

export const PriceOffer = Type.Object(
  {
    /** The offer's number: with the password it adds the offer to a cart (AddOffer). */
    id: Type.Integer(),
    name: Type.String(),
    nameEn: Type.String(),
    /** Pickup and return, Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm', as staff set them. */
    dateFrom: Type.String(),
    dateTo: Type.String(),
    /** Last day the offer can be added ('YYYY-MM-DD'); null = no end. */
    validTo: NullableString,
    /** Whether the offer can no longer be added: past its validTo, or its pickup has passed. */
    expired: Type.Boolean(),
    items: Type.Array(PriceOfferItem),
    /** The fixed price of the whole offer: CZK without VAT, its VAT and the total with VAT. */
    price: Amount,
    vat: Amount,
    totalWithVat: Amount,
  },
  { additionalProperties: false },
);
export type PriceOffer = Static<typeof PriceOffer>;

/** GET /price-offer/{code}. */
export const PriceOfferResponse = Type.Object(
  { success: Type.Literal(true), offer: PriceOffer },
  { additionalProperties: false },
);
export type PriceOfferResponse = Static<typeof PriceOfferResponse>;
