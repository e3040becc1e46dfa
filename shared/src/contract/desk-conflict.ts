import { type Static, Type } from 'typebox';
import { Id } from './common';
import { ORDER_STATUSES } from './constants';
import { FIELD_LIMITS } from './field-limits';

// A conflict order (CREATED) resolved at the desk's board: confirmed when units allow it now,
// cancelled with a message to the customer, or answered with an alternative product the customer
// can switch to. Every step writes the order's history and the staff audit log, and tells the
// customer.

/** Words to the customer: at least one character that is not a space. */
const Words = Type.String({ minLength: 1, maxLength: FIELD_LIMITS.note, pattern: '\\S' });

/** POST /desk/orders/:orderId/cancel */
export const DeskCancelConflictRequest = Type.Object(
  { message: Words },
  { additionalProperties: false },
);
export type DeskCancelConflictRequest = Static<typeof DeskCancelConflictRequest>;

/** POST /desk/orders/:orderId/alternative: instead of `productId`, which the order lacks. */
export const DeskAlternativeRequest = Type.Object(
  {
    productId: Id,
    alternativeId: Id,
    message: Type.String({ maxLength: FIELD_LIMITS.note }),
  },
  { additionalProperties: false },
);
export type DeskAlternativeRequest = Static<typeof DeskAlternativeRequest>;

/** A step's answer: the order's status after it and the documents it issued (their numbers). */
export const DeskConflictAnswer = Type.Object({
  success: Type.Literal(true),
  orderId: Id,
  status: Type.Enum(ORDER_STATUSES),
  documents: Type.Array(Type.String()),
});
export type DeskConflictAnswer = Static<typeof DeskConflictAnswer>;

/** A product the catalogue names as an alternative, with its pieces free over the order's period. */
export const DeskAlternativeOption = Type.Object({
  productId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  available: Type.Integer({ minimum: 0 }),
});
export type DeskAlternativeOption = Static<typeof DeskAlternativeOption>;

/** GET /desk/orders/:orderId/alternatives: for each product the order lacks, its alternatives. */
export const DeskAlternativesResponse = Type.Object({
  success: Type.Literal(true),
  products: Type.Array(
    Type.Object({
      productId: Id,
      name: Type.String(),
      nameEn: Type.String(),
      missing: Type.Integer({ minimum: 1 }),
      alternatives: Type.Array(DeskAlternativeOption),
    }),
  ),
});
export type DeskAlternativesResponse = Static<typeof DeskAlternativesResponse>;
