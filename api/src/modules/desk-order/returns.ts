// The return (check-in): the units of an order that come back, each OK, damaged or missing; a
// return protocol for each return; the order RETURNED once nothing is out.
import {
  DESK_REFUSALS,
  type DeskProtocolResponse,
  type DeskReturnRequest,
  type ProtocolPhoto,
  type ReturnCondition,
} from '@shop/shared/contract';
import type { PieceSlot } from '@shop/shared/rules/order-pieces';
import { toPragueWallClock } from '@shop/shared/rules/prague-time';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-error';
import { toLocalDateTime } from '../../lib/local-date-time';
import { claimPhotos, putPhotosInReturn } from '../desk-photo';
import { issueProtocol, type ProtocolDraft } from '../desk-protocol';
import { recordStaffWrite } from '../staff-audit';
import { takeUnitBack } from '../units';
import { chargeLateReturn } from './charges';
import {
  type DeskOrderRow,
  findOrderLines,
  findOrderUnits,
  lockUnitRow,
  markReturned,
  type OrderUnitRow,
} from './repository';
import { type DeskWorker, deskOrder, orderOf, piecesOf, recordStatus } from './service';

export const {
  notOut: NOT_OUT,
  twiceInReturn: TWICE_IN_RETURN,
  damageWithoutNote: DAMAGE_WITHOUT_NOTE,
  photoWithoutDamage: PHOTO_WITHOUT_DAMAGE,
} = DESK_REFUSALS;

/**
 * Refuses a return that names a unit twice, a damaged unit without a word of what is wrong, or
 * photos of a unit that is not damaged.
 */
function checkReturn(body: DeskReturnRequest): void {
  const ids = body.units.map((unit) => unit.unitId);
  if (new Set(ids).size !== ids.length) {
    throw badRequest(TWICE_IN_RETURN, { name: 'units', problem: 'invalid' });
  }
  body.units.forEach((unit, index) => {
    if (unit.condition === 'damaged' && !unit.note.trim()) {
      throw badRequest(DAMAGE_WITHOUT_NOTE, { name: `units.${index}.note`, problem: 'required' });
    }
    if (unit.condition !== 'damaged' && (unit.photoIds?.length ?? 0) > 0) {
      throw badRequest(PHOTO_WITHOUT_DAMAGE, {
        name: `units.${index}.photoIds`,
        problem: 'invalid',
      });
    }
  });
}

/** What a return's protocol says: the units back with their condition, and what is still out. */
function returnDraft(
  order: DeskOrderRow,
  staff: DeskWorker,
  back: ReadonlyArray<{ row: OrderUnitRow; condition: ReturnCondition; note: string }>,
  pieceOf: (unitId: number) => PieceSlot | undefined,
  stillOut: number,
  photos: ReadonlyMap<number, readonly ProtocolPhoto[]>,
): ProtocolDraft {
  return {
    kind: 'return',
    orderNumber: order.orderNumber,
    staffName: staff.name,
    customer: { name: order.customerName, email: order.customerEmail },
    rentalFrom: toLocalDateTime(order.rentalFrom),
    rentalTo: toLocalDateTime(order.rentalTo),
    takenBy: null,
    idDocument: null,
    units: back.map(({ row, condition, note }) => {
      const piece = pieceOf(row.unitId);
      return {
        name: piece?.name ?? '',
        nameEn: piece?.nameEn ?? '',
        setName: piece?.setName ?? null,
        setNameEn: piece?.setNameEn ?? null,
        labelCode: row.labelCode,
        serialNumber: row.serialNumber,
        condition,
        note: note.trim(),
        photos: [...(photos.get(row.unitId) ?? [])],
      };
    }),
    goods: [],
    notes: '',
    earlyReason: null,
    stillOut,
    signature: null,
  };
}

/**
 * POST /desk/orders/:orderId/returns: units of a LENT order come back. Each goes back to stock
 * (OK), to repair (damaged) or is retired (missing), with the branch it came back to as its home;
 * the return protocol lists them and is e-mailed; the order is RETURNED when nothing is out. One
 * transaction with the order's row locked: two desks taking back the same unit return it once.
 */
// Long: the return is one transaction of several checked steps.
export async function takeBack(
  db: Database,
  staff: DeskWorker,
  orderId: number,
  body: DeskReturnRequest,
  now: Date,
): Promise<DeskProtocolResponse> {
  checkReturn(body);
  const link = await db.transaction(async (tx) => {
    const order = await orderOf(tx, orderId, true);
    if (order.status !== 'LENT') throw conflict(NOT_OUT);
    const given = await findOrderUnits(tx, orderId);
    const out = given.filter((row) => row.handoverId !== null && row.returnedAt === null);
    const back = body.units.map((asked) => {
      const row = out.find((candidate) => candidate.unitId === asked.unitId);
      if (!row) throw conflict(`Unit ${asked.unitId} ${DESK_REFUSALS.unitNotOut}`);
      return { ...asked, row };
    });
    for (const unit of back) await lockUnitRow(tx, { id: unit.unitId });
    const photos = await claimPhotos(tx, orderId, body.units);
    const lines = await findOrderLines(tx, orderId);
    const pieces = await piecesOf(tx, lines, given);
    const pieceOf = (unitId: number) => pieces.find((piece) => piece.unit?.unitId === unitId);
    const stillOut = out.length - back.length;
    const protocol = await issueProtocol(tx, {
      kind: 'return',
      order,
      staffId: staff.id,
      now,
      draft: returnDraft(order, staff, back, pieceOf, stillOut, photos),
    });
    await putPhotosInReturn(tx, protocol.id, photos);
    const branchId = order.returnBranchId ?? order.pickupBranchId;
    for (const { row, condition, note } of back) {
      await markReturned(tx, {
        orderUnitId: row.id,
        returnId: protocol.id,
        at: now,
        condition,
        note: note.trim(),
      });
      await takeUnitBack(tx, { unitId: row.unitId, condition, note, branchId });
    }
    // Late: each line back after its agreed return and the grace has its fee (on the invoice).
    await chargeLateReturn(
      tx,
      {
        orderId,
        orderRentalTo: toLocalDateTime(order.rentalTo),
        staff,
        lines,
        slots: pieces,
        back: back.flatMap(({ row }) => {
          const piece = pieceOf(row.unitId);
          return piece ? [{ lineId: piece.lineId, productId: piece.productId }] : [];
        }),
        now: toPragueWallClock(now),
      },
      now,
    );
    if (stillOut === 0) await recordStatus(tx, order, 'staff:return', 'RETURNED');
    await recordStaffWrite(tx, {
      staffId: staff.id,
      action: 'order.return',
      subject: `order:${orderId}`,
      orderId,
      before: { status: order.status, out: out.length },
      after: {
        status: stillOut === 0 ? 'RETURNED' : 'LENT',
        protocol: protocol.link.number,
        units: back.map(({ row, condition }) => ({
          labelCode: row.labelCode,
          condition,
          photos: (photos.get(row.unitId) ?? []).map((photo) => photo.id),
        })),
      },
    });
    return protocol.link;
  });
  return { success: true, protocol: link, order: await deskOrder(db, orderId, now) };
}
