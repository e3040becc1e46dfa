import { type Static, Type } from 'typebox';
import { Id, Locale, PragueDateTime } from './common';
import {
  DAMAGE_PHOTOS,
  HANDOVER_ID_TYPES,
  ORDER_CHARGES,
  ORDER_STATUSES,
  PROTOCOL_KINDS,
  RETURN_CONDITIONS,
} from './constants';
import { FIELD_LIMITS } from './field-limits';

// An order at the desk (domain decisions: the rental desk, handover): every rented piece (a set
// counts as its contents) is given a unit, by its scanned label or picked from the free ones; the
// person taking the order signs, and the handover protocol is issued, never to change.

/** A unit as an order's piece shows it. */
export const DeskPieceUnit = Type.Object({
  id: Id,
  labelCode: Type.String(),
  serialNumber: Type.String(),
});
export type DeskPieceUnit = Static<typeof DeskPieceUnit>;

/** One rented piece of an order: a rent line's product, or a part of a set line. */
export const DeskOrderPiece = Type.Object({
  lineId: Id,
  productId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  /** The set the piece belongs to (the line's name), null for a product rented alone. */
  setName: Type.Union([Type.String(), Type.Null()]),
  setNameEn: Type.Union([Type.String(), Type.Null()]),
  /** The unit given to the piece, null while none is. */
  unit: Type.Union([DeskPieceUnit, Type.Null()]),
  /** Where the piece is: waiting for a unit, given one, with the customer, or back. */
  state: Type.Union([
    Type.Literal('waiting'),
    Type.Literal('assigned'),
    Type.Literal('out'),
    Type.Literal('returned'),
  ]),
});
export type DeskOrderPiece = Static<typeof DeskOrderPiece>;

/** Free units of a product a piece may be given (those of the order's branch first). */
export const DeskFreeUnits = Type.Object({
  productId: Id,
  units: Type.Array(DeskPieceUnit),
});
export type DeskFreeUnits = Static<typeof DeskFreeUnits>;

/** A protocol of the order, as its page links it. */
export const DeskProtocolLink = Type.Object({
  kind: Type.Enum(PROTOCOL_KINDS),
  number: Type.String(),
  code: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
});
export type DeskProtocolLink = Static<typeof DeskProtocolLink>;

export const DeskOrder = Type.Object({
  id: Id,
  orderNumber: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  customerName: Type.String(),
  customerEmail: Type.String(),
  rentalFrom: Type.Union([PragueDateTime, Type.Null()]),
  rentalTo: Type.Union([PragueDateTime, Type.Null()]),
  pieces: Type.Array(DeskOrderPiece),
  /** Goods sold with the order: handed over beside the units. */
  goods: Type.Array(
    Type.Object({ name: Type.String(), nameEn: Type.String(), quantity: Type.Integer() }),
  ),
  freeUnits: Type.Array(DeskFreeUnits),
  /** Whether the order may be handed over now (its status, and every piece given a unit). */
  handoverReady: Type.Boolean(),
  /** Before the pickup day a handover needs a reason. */
  earlyHandover: Type.Boolean(),
  protocols: Type.Array(DeskProtocolLink),
  /** What the desk charged after the handover: late fees, damage, missing units (CZK with VAT). */
  charges: Type.Array(
    Type.Object({
      charge: Type.Enum(ORDER_CHARGES),
      name: Type.String(),
      nameEn: Type.String(),
      amount: Type.Integer(),
    }),
  ),
});
export type DeskOrder = Static<typeof DeskOrder>;

export const DeskOrderParams = Type.Object({ orderId: Id }, { additionalProperties: false });
export type DeskOrderParams = Static<typeof DeskOrderParams>;

export const DeskOrderUnitParams = Type.Object(
  { orderId: Id, unitId: Id },
  { additionalProperties: false },
);
export type DeskOrderUnitParams = Static<typeof DeskOrderUnitParams>;

export const DeskOrderResponse = Type.Object({
  success: Type.Literal(true),
  order: DeskOrder,
});
export type DeskOrderResponse = Static<typeof DeskOrderResponse>;

/**
 * POST /desk/orders/:orderId/units: give a unit to a piece of the order waiting for one, by the
 * label as scanned or typed, or by the unit picked.
 */
export const DeskAssignUnitRequest = Type.Union([
  Type.Object(
    { labelCode: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.labelCode }) },
    { additionalProperties: false },
  ),
  Type.Object({ unitId: Id }, { additionalProperties: false }),
]);
export type DeskAssignUnitRequest = Static<typeof DeskAssignUnitRequest>;

const Text = (maxLength: number) => Type.String({ maxLength });
const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** A signature drawn on the screen, as a PNG data URL. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const Signature = Type.String({
  minLength: SIGNATURE_PREFIX.length + 8,
  maxLength: FIELD_LIMITS.signature,
  pattern: '^data:image/png;base64,[A-Za-z0-9+/]+=*$',
});

/**
 * Who takes the order: the customer, or a person the customer sent (their name, which the API
 * requires then).
 */
export const HandoverTakenBy = Type.Object(
  {
    kind: Type.Union([Type.Literal('customer'), Type.Literal('authorised')]),
    name: Type.Optional(Text(FIELD_LIMITS.personName * 2)),
  },
  { additionalProperties: false },
);
export type HandoverTakenBy = Static<typeof HandoverTakenBy>;

/** The ID checked: its type and last four characters, never the whole number. */
export const HandoverIdDocument = Type.Object(
  {
    type: Type.Enum(HANDOVER_ID_TYPES),
    last4: Type.String({ pattern: '^[A-Za-z0-9]{4}$' }),
  },
  { additionalProperties: false },
);
export type HandoverIdDocument = Static<typeof HandoverIdDocument>;

/** POST /desk/orders/:orderId/handover. */
export const DeskHandoverRequest = Type.Object(
  {
    takenBy: HandoverTakenBy,
    idDocument: HandoverIdDocument,
    signature: Signature,
    /** The units' condition as they go out, in words (may be empty). */
    notes: Text(FIELD_LIMITS.note),
    /** Why the order goes out before its pickup day (required then). */
    earlyReason: Type.Optional(Required(FIELD_LIMITS.reason)),
  },
  { additionalProperties: false },
);
export type DeskHandoverRequest = Static<typeof DeskHandoverRequest>;

/** POST /desk/orders/:orderId/returns: the units that come back, each with its condition. */
export const DeskReturnRequest = Type.Object(
  {
    units: Type.Array(
      Type.Object(
        {
          unitId: Id,
          condition: Type.Enum(RETURN_CONDITIONS),
          note: Text(FIELD_LIMITS.note),
          /** Photos of a damaged unit taken for this return (POST …/photos), none by default. */
          photoIds: Type.Optional(Type.Array(Id, { maxItems: DAMAGE_PHOTOS.perUnit })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type DeskReturnRequest = Static<typeof DeskReturnRequest>;

/**
 * POST /desk/orders/:orderId/charges (managers): a damaged or missing unit charged, in CZK with
 * VAT, with the reason in words; a line of the order and its invoice.
 */
export const DeskChargeRequest = Type.Object(
  {
    charge: Type.Union([Type.Literal('damage'), Type.Literal('missing')]),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    reason: Required(FIELD_LIMITS.reason),
  },
  { additionalProperties: false },
);
export type DeskChargeRequest = Static<typeof DeskChargeRequest>;

export const DeskProtocolResponse = Type.Object({
  success: Type.Literal(true),
  protocol: DeskProtocolLink,
  order: DeskOrder,
});
export type DeskProtocolResponse = Static<typeof DeskProtocolResponse>;

// ---------------------------------------------------------------- the protocol document

/** A unit as a protocol lists it. */
/** A damage photo a return protocol lists: GET /protocols/:code/photos/:id shows it. */
export const ProtocolPhoto = Type.Object({
  id: Id,
  /** SHA-256 (hex) of the JPEG's bytes. */
  digest: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type ProtocolPhoto = Static<typeof ProtocolPhoto>;

/** POST /desk/orders/:orderId/photos: the photo as kept (a JPEG without its metadata). */
export const DeskPhotoResponse = Type.Object({
  success: Type.Literal(true),
  photo: Type.Object({ ...ProtocolPhoto.properties, bytes: Type.Integer({ minimum: 1 }) }),
});
export type DeskPhotoResponse = Static<typeof DeskPhotoResponse>;

export const DeskPhotoParams = Type.Object(
  { orderId: Id, photoId: Id },
  { additionalProperties: false },
);
export type DeskPhotoParams = Static<typeof DeskPhotoParams>;

export const ProtocolPhotoParams = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128 }), photoId: Id },
  { additionalProperties: false },
);
export type ProtocolPhotoParams = Static<typeof ProtocolPhotoParams>;

export const ProtocolUnit = Type.Object({
  name: Type.String(),
  nameEn: Type.String(),
  setName: Type.Union([Type.String(), Type.Null()]),
  setNameEn: Type.Union([Type.String(), Type.Null()]),
  labelCode: Type.String(),
  serialNumber: Type.String(),
  /** A return protocol's: how the unit came back, and the note. */
  condition: Type.Union([Type.Enum(RETURN_CONDITIONS), Type.Null()]),
  note: Type.String(),
  /** A damaged unit's photos (protocols issued before photos were taken have none). */
  photos: Type.Optional(Type.Array(ProtocolPhoto)),
});
export type ProtocolUnit = Static<typeof ProtocolUnit>;

/**
 * A handover or return protocol as issued: everything its page and PDF show, kept as it was
 * (GET /protocols/:code opens it by its code, like a money document).
 */
export const DeskProtocol = Type.Object({
  kind: Type.Enum(PROTOCOL_KINDS),
  number: Type.String(),
  code: Type.String(),
  /** SHA-256 (hex) of the content in canonical JSON, taken when it was issued. */
  digest: Type.String(),
  orderNumber: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  staffName: Type.String(),
  supplier: Type.Object({ name: Type.String(), address: Type.Array(Type.String()) }),
  customer: Type.Object({ name: Type.String(), email: Type.String() }),
  rentalFrom: Type.Union([PragueDateTime, Type.Null()]),
  rentalTo: Type.Union([PragueDateTime, Type.Null()]),
  /** A handover's: who took the order and the ID checked; null on a return. */
  takenBy: Type.Union([Type.String(), Type.Null()]),
  idDocument: Type.Union([HandoverIdDocument, Type.Null()]),
  units: Type.Array(ProtocolUnit),
  goods: Type.Array(
    Type.Object({ name: Type.String(), nameEn: Type.String(), quantity: Type.Integer() }),
  ),
  notes: Type.String(),
  earlyReason: Type.Union([Type.String(), Type.Null()]),
  /** A return's: the pieces still out after it (none when the order is back). */
  stillOut: Type.Integer({ minimum: 0 }),
  signature: Type.Union([Type.String(), Type.Null()]),
});
export type DeskProtocol = Static<typeof DeskProtocol>;

export const ProtocolParams = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export const ProtocolPdfQuery = Type.Object(
  { lang: Type.Optional(Locale) },
  { additionalProperties: false },
);

export const ProtocolResponse = Type.Object({
  success: Type.Literal(true),
  protocol: DeskProtocol,
});
export type ProtocolResponse = Static<typeof ProtocolResponse>;
