import type {
  DeskAssignUnitRequest,
  DeskHandoverRequest,
  DeskOrder,
  DeskOrderPiece,
  DeskProtocolResponse,
  OrderChangeEntry,
  OrderStatus,
  StaffMember,
} from '@shop/shared/contract';
import { DESK_REFUSALS, SIGNATURE_PREFIX } from '@shop/shared/contract';
import { readLabelCode } from '@shop/shared/rules/label-codes';
import { vatOnNet } from '@shop/shared/rules/money';
import { firstWaitingPiece, matchUnits, pieceSlots } from '@shop/shared/rules/order-pieces';
import { toPragueDate } from '@shop/shared/rules/prague-time';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { issueProtocol, orderProtocols } from '../desk-protocol';
import { kitParts } from '../order';
import { changeOrderStatus, recordStaffEvent } from '../order-update';
import { isDrawablePng } from '../pdf';
import { recordStaffWrite } from '../staff-audit';
import { sendUnitsOut } from '../units';
import {
  type DeskOrderRow,
  deleteGivenUnit,
  findChargeLines,
  findDeskOrder,
  findFreeUnits,
  findOpenAssignment,
  findOrderLines,
  findOrderUnits,
  findProductNames,
  insertOrderUnit,
  lockUnitRow,
  markHandedOver,
  type OrderLineRow,
  type OrderUnitRow,
} from './repository';

/** Who works at the desk: the protocols name them, the audit log keeps their id. */
export type DeskWorker = Pick<StaffMember, 'id' | 'name'>;

export const {
  orderNotFound: ORDER_NOT_FOUND,
  unknownLabel: UNKNOWN_LABEL,
  notWaiting: NOT_WAITING,
  noWaitingPiece: NO_WAITING_PIECE,
  givenHere: GIVEN_HERE,
  notGiven: NOT_GIVEN,
  piecesWaiting: PIECES_WAITING,
  earlyWithoutReason: EARLY_WITHOUT_REASON,
  authorisedWithoutName: AUTHORISED_WITHOUT_NAME,
  badSignature: BAD_SIGNATURE,
} = DESK_REFUSALS;

/** The statuses an order waits for its handover in: confirmed, paid or not (domain: orders). */
export const HANDOVER_STATUSES: readonly OrderStatus[] = ['ORDERED', 'PAID', 'PART_PAID'];

/** Why a unit in this state cannot be given to a piece. */
const UNIT_STATE_REFUSALS = {
  out: DESK_REFUSALS.unitOut,
  in_repair: DESK_REFUSALS.unitInRepair,
  retired: DESK_REFUSALS.unitRetired,
} as const;

/** The order's pieces, each with the unit given to it. */
export async function piecesOf(
  db: Database,
  lines: readonly OrderLineRow[],
  given: readonly OrderUnitRow[],
) {
  const rent = lines.filter((line) => !line.isSale);
  const parts = await kitParts(
    db,
    rent.map((line) => line.productId),
  );
  const names = await findProductNames(
    db,
    [...parts.values()].flat().map((part) => part.productId),
  );
  return matchUnits(pieceSlots(rent, parts, names), given);
}

type MatchedPiece = Awaited<ReturnType<typeof piecesOf>>[number];

function pieceState(unit: OrderUnitRow | null): DeskOrderPiece['state'] {
  if (!unit) return 'waiting';
  if (unit.returnedAt) return 'returned';
  return unit.handoverId ? 'out' : 'assigned';
}

function toPiece(piece: MatchedPiece): DeskOrderPiece {
  const { unit } = piece;
  return {
    lineId: piece.lineId,
    productId: piece.productId,
    name: piece.name,
    nameEn: piece.nameEn,
    setName: piece.setName,
    setNameEn: piece.setNameEn,
    unit: unit
      ? { id: unit.unitId, labelCode: unit.labelCode, serialNumber: unit.serialNumber }
      : null,
    state: pieceState(unit),
  };
}

/** Whether the order goes out before its pickup day (a handover then needs a reason). */
function isEarly(order: DeskOrderRow, now: Date): boolean {
  const pickup = toLocalDateTime(order.rentalFrom);
  return pickup !== null && toPragueDate(now) < pickup.slice(0, 10);
}

export async function orderOf(db: Database, orderId: number, lock = false): Promise<DeskOrderRow> {
  const order = await findDeskOrder(db, orderId, { lock });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** GET /desk/orders/:orderId: the order as the desk hands it over and takes it back. */
export async function deskOrder(db: Database, orderId: number, now: Date): Promise<DeskOrder> {
  const order = await orderOf(db, orderId);
  const lines = await findOrderLines(db, orderId);
  const pieces = await piecesOf(db, lines, await findOrderUnits(db, orderId));
  const waiting = pieces.filter((piece) => piece.unit === null);
  const free = await findFreeUnits(
    db,
    waiting.map((piece) => piece.productId),
    order.pickupBranchId,
  );
  const protocols = await orderProtocols(db, orderId);
  const charges = await findChargeLines(db, orderId);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
    pieces: pieces.map(toPiece),
    goods: lines
      .filter((line) => line.isSale)
      .map(({ name, nameEn, quantity }) => ({ name, nameEn, quantity })),
    freeUnits: [...new Set(waiting.map((piece) => piece.productId))].map((productId) => ({
      productId,
      units: free
        .filter((unit) => unit.productId === productId)
        .map(({ id, labelCode, serialNumber }) => ({ id, labelCode, serialNumber })),
    })),
    handoverReady:
      HANDOVER_STATUSES.includes(order.status) && pieces.length > 0 && waiting.length === 0,
    earlyHandover: isEarly(order, now),
    protocols,
    // As the invoice will show them: each line's amount with its VAT.
    charges: charges.map(({ charge, name, nameEn, total }) => ({
      charge,
      name,
      nameEn,
      amount: total + vatOnNet(total),
    })),
  };
}

/** The order locked for a step of its handover; refused unless it waits for one. */
async function orderWaitingForHandover(tx: Database, orderId: number): Promise<DeskOrderRow> {
  const order = await orderOf(tx, orderId, true);
  if (!HANDOVER_STATUSES.includes(order.status)) throw conflict(NOT_WAITING);
  return order;
}

/** The unit a request names, locked: by its id, or by its label as scanned or typed. */
async function unitAsked(tx: Database, body: DeskAssignUnitRequest) {
  if ('unitId' in body) {
    const unit = await lockUnitRow(tx, { id: body.unitId });
    if (!unit) throw notFound('Unit not found.');
    return unit;
  }
  const code = readLabelCode(body.labelCode);
  const unit = code === null ? undefined : await lockUnitRow(tx, { labelCode: code });
  if (!unit) throw notFound(UNKNOWN_LABEL);
  return unit;
}

/**
 * POST /desk/orders/:orderId/units: a unit given to the first piece of its product still waiting.
 * The unit's row is locked while it is checked, so of two desks giving it at once one wins and the
 * other is told which order has it; the order's row is locked, so two units never fill one piece.
 */
export async function giveUnit(
  db: Database,
  staff: DeskWorker,
  orderId: number,
  body: DeskAssignUnitRequest,
  now: Date,
): Promise<DeskOrder> {
  await db.transaction(async (tx) => {
    const order = await orderWaitingForHandover(tx, orderId);
    const unit = await unitAsked(tx, body);
    const held = await findOpenAssignment(tx, unit.id);
    if (held) {
      throw conflict(
        held.orderId === order.id
          ? GIVEN_HERE
          : `${DESK_REFUSALS.givenElsewhere} ${held.orderNumber}.`,
      );
    }
    if (unit.state !== 'available') throw conflict(UNIT_STATE_REFUSALS[unit.state]);
    const lines = await findOrderLines(tx, orderId);
    const piece = firstWaitingPiece(
      await piecesOf(tx, lines, await findOrderUnits(tx, orderId)),
      unit.productId,
    );
    if (!piece) throw conflict(NO_WAITING_PIECE);
    await insertOrderUnit(tx, {
      orderId,
      orderItemId: piece.lineId,
      productId: piece.productId,
      unitId: unit.id,
    });
    await recordStaffWrite(tx, {
      staffId: staff.id,
      action: 'order.unit.give',
      subject: `unit:${unit.id}`,
      orderId,
      before: null,
      after: { labelCode: unit.labelCode, lineId: piece.lineId },
    });
  });
  return deskOrder(db, orderId, now);
}

/** DELETE /desk/orders/:orderId/units/:unitId: a unit taken off its piece before the handover. */
export async function takeUnitOff(
  db: Database,
  staff: DeskWorker,
  orderId: number,
  unitId: number,
  now: Date,
): Promise<DeskOrder> {
  await db.transaction(async (tx) => {
    await orderWaitingForHandover(tx, orderId);
    if (!(await deleteGivenUnit(tx, orderId, unitId))) throw conflict(NOT_GIVEN);
    await recordStaffWrite(tx, {
      staffId: staff.id,
      action: 'order.unit.take-off',
      subject: `unit:${unitId}`,
      orderId,
      before: { unitId },
      after: null,
    });
  });
  return deskOrder(db, orderId, now);
}

/** A signature that is a PNG the protocol's PDF can draw, else 400 on its field. */
async function checkSignature(signature: string): Promise<void> {
  const bytes = Buffer.from(signature.slice(SIGNATURE_PREFIX.length), 'base64');
  if (!(await isDrawablePng(bytes))) {
    throw badRequest(BAD_SIGNATURE, { name: 'signature', problem: 'invalid' });
  }
}

/** Records a status change of the order in its history, as a staff event. */
export async function recordStatus(
  tx: Database,
  order: DeskOrderRow,
  action: string,
  to: OrderStatus,
) {
  const changes: OrderChangeEntry[] = [{ kind: 'status-changed', from: order.status, to }];
  await changeOrderStatus(tx, order.id, to);
  await recordStaffEvent(tx, order, action, changes);
}

/**
 * POST /desk/orders/:orderId/handover: every piece has its unit, the person taking the order has
 * signed; the units go out, the handover protocol is issued (and e-mailed), the order is LENT. On
 * the pickup day, or earlier with a reason. One transaction: it happens wholly or not at all.
 */
export async function handOver(
  db: Database,
  staff: DeskWorker,
  orderId: number,
  body: DeskHandoverRequest,
  now: Date,
): Promise<DeskProtocolResponse> {
  await checkSignature(body.signature);
  const link = await db.transaction(async (tx) => {
    const order = await orderWaitingForHandover(tx, orderId);
    const earlyReason = body.earlyReason?.trim() ?? null;
    const takenBy = body.takenBy.kind === 'authorised' ? (body.takenBy.name ?? '').trim() : null;
    if (takenBy === '') {
      throw badRequest(AUTHORISED_WITHOUT_NAME, { name: 'takenBy.name', problem: 'required' });
    }
    if (isEarly(order, now) && !earlyReason) {
      throw badRequest(EARLY_WITHOUT_REASON, { name: 'earlyReason', problem: 'required' });
    }
    const lines = await findOrderLines(tx, orderId);
    const pieces = await piecesOf(tx, lines, await findOrderUnits(tx, orderId));
    if (pieces.length === 0 || pieces.some((piece) => piece.unit === null)) {
      throw conflict(PIECES_WAITING);
    }
    for (const piece of pieces) {
      const unit = await lockUnitRow(tx, { id: piece.unit?.unitId ?? 0 });
      if (unit && unit.state !== 'available') {
        throw conflict(
          `${unit.labelCode}: ${UNIT_STATE_REFUSALS[unit.state]} Give the piece another unit.`,
        );
      }
    }
    const protocol = await issueProtocol(tx, {
      kind: 'handover',
      order,
      staffId: staff.id,
      now,
      draft: {
        kind: 'handover',
        orderNumber: order.orderNumber,
        staffName: staff.name,
        customer: { name: order.customerName, email: order.customerEmail },
        rentalFrom: toLocalDateTime(order.rentalFrom),
        rentalTo: toLocalDateTime(order.rentalTo),
        takenBy,
        idDocument: { type: body.idDocument.type, last4: body.idDocument.last4.toUpperCase() },
        units: pieces.map((piece) => ({
          name: piece.name,
          nameEn: piece.nameEn,
          setName: piece.setName,
          setNameEn: piece.setNameEn,
          labelCode: piece.unit?.labelCode ?? '',
          serialNumber: piece.unit?.serialNumber ?? '',
          condition: null,
          note: '',
        })),
        goods: lines
          .filter((line) => line.isSale)
          .map(({ name, nameEn, quantity }) => ({ name, nameEn, quantity })),
        notes: body.notes.trim(),
        earlyReason,
        stillOut: pieces.length,
        signature: body.signature,
      },
    });
    await sendUnitsOut(tx, await markHandedOver(tx, orderId, protocol.id));
    await recordStatus(tx, order, 'staff:handover', 'LENT');
    await recordStaffWrite(tx, {
      staffId: staff.id,
      action: 'order.handover',
      subject: `order:${orderId}`,
      orderId,
      before: { status: order.status },
      after: { status: 'LENT', protocol: protocol.link.number, earlyReason },
    });
    return protocol.link;
  });
  return { success: true, protocol: link, order: await deskOrder(db, orderId, now) };
}
