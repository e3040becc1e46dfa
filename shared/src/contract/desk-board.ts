import { type Static, Type } from 'typebox';
import { Id, PragueDate, PragueDateTime } from './common';
import { ORDER_STATUSES, READY_STATUSES, SHIPPING_TYPES } from './constants';

// The desk's day board: one branch's pickups and returns of one day, the returns that are late,
// the conflict orders (CREATED) with the shortage that keeps each from being confirmed, and the
// confirmed orders a late or damaged unit puts at risk.

/** GET /desk/board?branchId=…&date=… (the date defaults to today in Prague). */
export const DeskBoardQuery = Type.Object(
  {
    branchId: Id,
    date: Type.Optional(PragueDate),
  },
  { additionalProperties: false },
);
export type DeskBoardQuery = Static<typeof DeskBoardQuery>;

export const DeskBoardItem = Type.Object({
  productId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** Whether the line is a sale (sent or handed over, never returned). */
  isSale: Type.Boolean(),
});
export type DeskBoardItem = Static<typeof DeskBoardItem>;

/** An order on the board, at the time of its pickup or of its return. */
export const DeskBoardOrder = Type.Object({
  orderId: Id,
  orderNumber: Type.String(),
  /** The pickup's time for a pickup, the agreed return's for a return. */
  at: PragueDateTime,
  shippingType: Type.Enum(SHIPPING_TYPES),
  customerName: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  readiness: Type.Enum(READY_STATUSES),
  items: Type.Array(DeskBoardItem),
  /** A return whose agreed time (plus the grace) has passed with pieces still out. */
  overdue: Type.Boolean(),
});
export type DeskBoardOrder = Static<typeof DeskBoardOrder>;

/** What a conflict order lacks: of one product, on these days, this many pieces. */
export const DeskShortage = Type.Object({
  productId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  from: PragueDate,
  to: PragueDate,
  missing: Type.Integer({ minimum: 1 }),
});
export type DeskShortage = Static<typeof DeskShortage>;

export const DeskBoardConflict = Type.Object({
  orderId: Id,
  orderNumber: Type.String(),
  customerName: Type.String(),
  pickupAt: PragueDateTime,
  returnAt: PragueDateTime,
  /** Empty when units now allow the order: staff may confirm it. */
  shortages: Type.Array(DeskShortage),
});
export type DeskBoardConflict = Static<typeof DeskBoardConflict>;

/** Why a confirmed order now lacks pieces: a unit still out after its agreed return, or in repair. */
export const DeskRiskCause = Type.Object({
  kind: Type.Enum(['late', 'repair']),
  productId: Id,
  labelCode: Type.String(),
  /** The late order's number; null for a repair. */
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  /** The day a repair is expected to end, when known; null for a late unit. */
  expectedBack: Type.Union([PragueDate, Type.Null()]),
});
export type DeskRiskCause = Static<typeof DeskRiskCause>;

/**
 * A confirmed order not yet handed over that a late or a damaged unit now leaves short: what it
 * lacks (late units counted as out until they are back), and the units that cause it.
 */
export const DeskBoardRisk = Type.Object({
  ...DeskBoardConflict.properties,
  status: Type.Enum(ORDER_STATUSES),
  causes: Type.Array(DeskRiskCause),
});
export type DeskBoardRisk = Static<typeof DeskBoardRisk>;

export const DeskBoardResponse = Type.Object({
  success: Type.Literal(true),
  branchId: Id,
  date: PragueDate,
  pickups: Type.Array(DeskBoardOrder),
  returns: Type.Array(DeskBoardOrder),
  /** Returns agreed before this day and still out. */
  overdue: Type.Array(DeskBoardOrder),
  conflicts: Type.Array(DeskBoardConflict),
  /** Confirmed orders of the branch, whatever their day, that late or damaged units leave short. */
  atRisk: Type.Array(DeskBoardRisk),
});
export type DeskBoardResponse = Static<typeof DeskBoardResponse>;
