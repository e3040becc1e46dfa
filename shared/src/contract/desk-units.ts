import { type Static, Type } from 'typebox';
import { Id, Locale, NullableInteger, PragueDate } from './common';
import { UNIT_STATES } from './constants';
import { FIELD_LIMITS } from './field-limits';

// The units of rentable products (domain decisions: the rental desk, units): one piece each, by
// the maker's serial number and the shop's label code. Desk staff look them up; managers add,
// edit, retire and repair them. A unit in repair or retired is never booked.

/** A unit's open repair: why, since when, when it is expected back, the cost (CZK without VAT). */
export const DeskUnitRepair = Type.Object({
  reason: Type.String(),
  since: Type.String({ format: 'date-time' }),
  expectedBack: Type.Union([PragueDate, Type.Null()]),
  cost: NullableInteger,
});
export type DeskUnitRepair = Static<typeof DeskUnitRepair>;

export const DeskUnit = Type.Object({
  id: Id,
  productId: Id,
  productName: Type.String(),
  productNameEn: Type.String(),
  /** The maker's serial number; empty while nobody has written it down. */
  serialNumber: Type.String(),
  labelCode: Type.String(),
  homeBranchId: Id,
  state: Type.Enum(UNIT_STATES),
  notes: Type.String(),
  /** The open repair of a unit in repair, else null. */
  repair: Type.Union([DeskUnitRepair, Type.Null()]),
});
export type DeskUnit = Static<typeof DeskUnit>;

/** GET /desk/units: a product's units, or the units in one state, a page at a time. */
export const DeskUnitsQuery = Type.Object(
  {
    productId: Type.Optional(Id),
    state: Type.Optional(Type.Enum(UNIT_STATES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type DeskUnitsQuery = Static<typeof DeskUnitsQuery>;

export const DeskUnitListResponse = Type.Object({
  success: Type.Literal(true),
  units: Type.Array(DeskUnit),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
});
export type DeskUnitListResponse = Static<typeof DeskUnitListResponse>;

export const DeskUnitResponse = Type.Object({
  success: Type.Literal(true),
  unit: DeskUnit,
});
export type DeskUnitResponse = Static<typeof DeskUnitResponse>;

/** GET /desk/units/by-label/:code: the unit a scanned or typed label names. */
export const DeskLabelParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.labelCode }),
});
export type DeskLabelParams = Static<typeof DeskLabelParams>;

export const DeskUnitParams = Type.Object({ id: Id });
export type DeskUnitParams = Static<typeof DeskUnitParams>;

const SerialNumber = Type.String({ maxLength: FIELD_LIMITS.serialNumber });
const Notes = Type.String({ maxLength: FIELD_LIMITS.note });
/** Words, not only spaces. */
const Reason = Type.String({ minLength: 1, maxLength: FIELD_LIMITS.reason, pattern: '\\S' });

/** POST /desk/units (managers): a new unit; its label code is the next of the shop's. */
export const DeskUnitCreateRequest = Type.Object(
  {
    productId: Id,
    serialNumber: SerialNumber,
    homeBranchId: Id,
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false },
);
export type DeskUnitCreateRequest = Static<typeof DeskUnitCreateRequest>;

/** PATCH /desk/units/:id (managers): what changes; a label code is the unit's new label. */
export const DeskUnitUpdateRequest = Type.Object(
  {
    serialNumber: Type.Optional(SerialNumber),
    labelCode: Type.Optional(Type.String({ minLength: 1, maxLength: FIELD_LIMITS.labelCode })),
    homeBranchId: Type.Optional(Id),
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type DeskUnitUpdateRequest = Static<typeof DeskUnitUpdateRequest>;

/** POST /desk/units/:id/retire (managers): a unit leaves the stock for good. */
export const DeskUnitRetireRequest = Type.Object(
  { reason: Reason },
  { additionalProperties: false },
);
export type DeskUnitRetireRequest = Static<typeof DeskUnitRetireRequest>;

/** POST /desk/units/:id/repair (managers): a unit at a branch goes to repair. */
export const DeskRepairStartRequest = Type.Object(
  {
    reason: Reason,
    expectedBack: Type.Optional(PragueDate),
    cost: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  },
  { additionalProperties: false },
);
export type DeskRepairStartRequest = Static<typeof DeskRepairStartRequest>;

/** POST /desk/units/:id/repair/end (managers): back from repair, with the final cost if known. */
export const DeskRepairEndRequest = Type.Object(
  { cost: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })) },
  { additionalProperties: false },
);
export type DeskRepairEndRequest = Static<typeof DeskRepairEndRequest>;

/** Labels one sheet PDF prints at most (ten pages of 3 × 8). */
export const DESK_LABELS_PER_PRINT = 240;

/**
 * GET /desk/units/labels.pdf: the label sheet of a product's units that count as stock, or of the
 * units listed by id (comma-separated), in the page's language.
 */
export const DeskLabelSheetQuery = Type.Object(
  {
    productId: Type.Optional(Id),
    ids: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,239}$' })),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type DeskLabelSheetQuery = Static<typeof DeskLabelSheetQuery>;
