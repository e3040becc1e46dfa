import { type Static, Type } from 'typebox';
import { Id, PragueDate } from './common';
import { UNIT_STATES } from './constants';

// The availability timeline (domain decisions: the rental desk): a product's units, or a
// category's products' units, by day over the coming four weeks: each unit's bookings (order,
// customer) and repairs, and per day the pieces the orders want against the units there are,
// including what the orders not yet given a unit want.

/** Days the timeline shows from its first. */
export const TIMELINE_DAYS = 28;
/** Products a page of the timeline holds. */
export const TIMELINE_PRODUCTS_PER_PAGE = 8;

/** GET /desk/timeline: a product's or a category's, from a day (today by default), a page. */
export const DeskTimelineQuery = Type.Object(
  {
    productId: Type.Optional(Id),
    categoryId: Type.Optional(Id),
    from: Type.Optional(PragueDate),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type DeskTimelineQuery = Static<typeof DeskTimelineQuery>;

/** A stretch of days (both included) a unit is booked by an order or in repair. */
export const DeskTimelineSpan = Type.Object({
  kind: Type.Enum(['order', 'repair']),
  from: PragueDate,
  to: PragueDate,
  /** The order's number and customer; null for a repair. */
  orderId: Type.Union([Id, Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  customerName: Type.Union([Type.String(), Type.Null()]),
});
export type DeskTimelineSpan = Static<typeof DeskTimelineSpan>;

export const DeskTimelineUnit = Type.Object({
  id: Id,
  labelCode: Type.String(),
  state: Type.Enum(UNIT_STATES),
  spans: Type.Array(DeskTimelineSpan),
});
export type DeskTimelineUnit = Static<typeof DeskTimelineUnit>;

export const DeskTimelineProduct = Type.Object({
  productId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  units: Type.Array(DeskTimelineUnit),
  /** Per day: the pieces reserving orders want (kits counted as their parts). */
  wanted: Type.Array(Type.Integer({ minimum: 0 })),
  /** Per day: of those, the pieces whose order has no unit for them yet. */
  unassigned: Type.Array(Type.Integer({ minimum: 0 })),
  /** The units that count as stock now (neither in repair nor retired), as availability counts. */
  stock: Type.Integer({ minimum: 0 }),
});
export type DeskTimelineProduct = Static<typeof DeskTimelineProduct>;

export const DeskTimelineResponse = Type.Object({
  success: Type.Literal(true),
  days: Type.Array(PragueDate),
  products: Type.Array(DeskTimelineProduct),
  page: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});
export type DeskTimelineResponse = Static<typeof DeskTimelineResponse>;
