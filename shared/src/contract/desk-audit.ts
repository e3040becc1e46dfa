import { type Static, Type } from 'typebox';
import { Id } from './common';

// The audit log of staff writes: who, when, what, and the values before and after.

export const StaffWrite = Type.Object({
  id: Id,
  at: Type.String({ format: 'date-time' }),
  staffId: Id,
  staffName: Type.String(),
  /** What was done, e.g. `unit.retire`, `unit.repair.start`. */
  action: Type.String(),
  /** What it was done to, e.g. `unit:12`. */
  subject: Type.String(),
  orderId: Type.Union([Id, Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type StaffWrite = Static<typeof StaffWrite>;

/** GET /desk/audit (managers): the newest writes first, a page at a time; or one order's. */
export const StaffAuditQuery = Type.Object(
  {
    orderId: Type.Optional(Id),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type StaffAuditQuery = Static<typeof StaffAuditQuery>;

/** Writes a page of GET /desk/audit holds. */
export const STAFF_AUDIT_PER_PAGE = 50;

export const StaffAuditResponse = Type.Object({
  success: Type.Literal(true),
  writes: Type.Array(StaffWrite),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
});
export type StaffAuditResponse = Static<typeof StaffAuditResponse>;
