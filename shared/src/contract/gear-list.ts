import { type Static, Type } from 'typebox';
import { Amount, FormFlag, Locale, NullableInteger, NullableString } from './common';
import { FIELD_LIMITS } from './field-limits';

/**
 * An order's gear list, opened by one of its two codes (domain decisions: documents and links):
 * the product-list code gives the list with prices (/p/{code}), the crew-list code the same list
 * without any price (/t/{code}). The crew answer has a schema of its own with no price field at
 * all, so the serializer cannot let one through.
 */
export const GearListQuery = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type GearListQuery = Static<typeof GearListQuery>;

/** A line of the crew's list: what to pick up, how many, for how many shooting days. */
export const GearListCrewItem = Type.Object({
  name: Type.String(),
  nameEn: Type.String(),
  quantity: Type.Integer(),
  isSale: Type.Boolean(),
  /** Shooting days of rent items; null for sale items. */
  days: NullableInteger,
});
export type GearListCrewItem = Static<typeof GearListCrewItem>;

/** A line of the list with prices. */
export const GearListItem = Type.Object({
  ...GearListCrewItem.properties,
  /** Per day (rent) or per piece (sale), CZK without VAT. */
  unitPrice: Amount,
  /** The line's total, CZK without VAT. */
  total: Amount,
});
export type GearListItem = Static<typeof GearListItem>;

/** Items of one rental period ('YYYY-MM-DDTHH:mm'); sale items form a block without dates. */
export const GearListCrewBlock = Type.Object({
  from: NullableString,
  to: NullableString,
  items: Type.Array(GearListCrewItem),
});
export type GearListCrewBlock = Static<typeof GearListCrewBlock>;

export const GearListBlock = Type.Object({
  from: NullableString,
  to: NullableString,
  items: Type.Array(GearListItem),
  /** Sum of the block's lines, CZK without VAT. */
  total: Amount,
});
export type GearListBlock = Static<typeof GearListBlock>;

const gearListHead = {
  orderNumber: Type.String(),
  /** The order's language: the page and the e-mail default to it. */
  locale: Locale,
  projectName: NullableString,
  /** Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm' of the whole order, null without dates. */
  rentalFrom: NullableString,
  rentalTo: NullableString,
};

/** GET /order/product-list?code={crew-list code}: no price, total or payment field at all. */
export const CrewGearList = Type.Object(
  { kind: Type.Literal('crew'), ...gearListHead, blocks: Type.Array(GearListCrewBlock) },
  { additionalProperties: false },
);
export type CrewGearList = Static<typeof CrewGearList>;

/** GET /order/product-list?code={product-list code}: the lines with prices and the order totals. */
export const PricedGearList = Type.Object(
  {
    kind: Type.Literal('prices'),
    ...gearListHead,
    blocks: Type.Array(GearListBlock),
    /** Shipping, express fee and insurance of the order, CZK without VAT. */
    shippingPrice: Amount,
    insurancePrice: Amount,
    voucherDiscount: Amount,
    /** Whole order: CZK without VAT, its VAT and the total with VAT. */
    price: Amount,
    vat: Amount,
    totalWithVat: Amount,
  },
  { additionalProperties: false },
);
export type PricedGearList = Static<typeof PricedGearList>;

export const GearList = Type.Union([PricedGearList, CrewGearList]);
export type GearList = Static<typeof GearList>;

export const GearListResponse = Type.Object({
  success: Type.Literal(true),
  result: GearList,
});
export type GearListResponse = Static<typeof GearListResponse>;

/** POST /order/product-list-send: e-mails the link of the list the code opens. */
export const GearListSendRequest = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 128 }),
    email: Type.String({ format: 'email', maxLength: FIELD_LIMITS.email }),
  },
  { additionalProperties: false },
);
export type GearListSendRequest = Static<typeof GearListSendRequest>;

export const GearListSendResponse = Type.Object({ success: Type.Literal(true) });
export type GearListSendResponse = Static<typeof GearListSendResponse>;

/**
 * GET /order/product-list-pdf and GET /order/product-list.pdf: the PDF of the list a code opens
 * (the crew's code gives the crew's list, without any price). `grouped` (default on): a block per
 * rental period and one of sale lines, off: one list of every line. `expand` (default off): each
 * bundle's parts listed under it. `prices` (default on) off leaves every price out even when the
 * code opens them, as the crew's page does. `lang` defaults to the order's language.
 */
export const GearListPdfQuery = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 128 }),
    grouped: Type.Optional(FormFlag),
    expand: Type.Optional(FormFlag),
    prices: Type.Optional(FormFlag),
    lang: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type GearListPdfQuery = Static<typeof GearListPdfQuery>;

/** GET /order/product-list-pdf: where the PDF is (an API path with the same query). */
export const GearListPdfResponse = Type.Object({
  success: Type.Literal(true),
  url: Type.String(),
});
export type GearListPdfResponse = Static<typeof GearListPdfResponse>;
