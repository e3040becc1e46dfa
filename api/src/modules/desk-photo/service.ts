// Damage photos of a return (domain decisions: the rental desk, return protocol): taken at the
// desk before the return is sent, each kept as keep-photo.ts makes it; a return takes the ones of
// its damaged units into its protocol, which lists them by digest and shows them by its code.
import { createHash } from 'node:crypto';
import { DESK_REFUSALS, type DeskPhotoResponse, type ProtocolPhoto } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { orderById } from '../order';
import { recordStaffWrite } from '../staff-audit';
import { keptPhoto } from './keep-photo';
import {
  findPhotoContent,
  findPhotoContents,
  insertPhoto,
  lockWaitingPhotos,
  setPhotosReturn,
} from './repository';

const {
  orderNotFound: ORDER_NOT_FOUND,
  notOut: NOT_OUT,
  notPhoto: NOT_PHOTO,
  photoNotHere: PHOTO_NOT_HERE,
} = DESK_REFUSALS;

export const PHOTO_NOT_FOUND = 'Photo not found.';

/**
 * POST /desk/orders/:orderId/photos: a photo for the return of an order out (LENT), kept without
 * its metadata; 400 for bytes that are no photo, 409 for an order not out.
 */
export async function takePhoto(
  db: Database,
  staff: { id: number },
  orderId: number,
  bytes: Buffer,
): Promise<DeskPhotoResponse['photo']> {
  const order = await orderById(db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== 'LENT') throw conflict(NOT_OUT);
  const kept = await keptPhoto(bytes);
  if (!kept) throw badRequest(NOT_PHOTO, { name: 'photo', problem: 'invalid' });
  const digest = createHash('sha256').update(kept.content).digest('hex');
  return db.transaction(async (tx) => {
    const photo = await insertPhoto(tx, {
      orderId,
      staffId: staff.id,
      content: kept.content,
      digest,
      width: kept.width,
      height: kept.height,
    });
    await recordStaffWrite(tx, {
      staffId: staff.id,
      action: 'order.photo',
      subject: `order:${orderId}`,
      orderId,
      before: null,
      after: { photoId: photo.id, digest, bytes: kept.content.length },
    });
    return { ...photo, bytes: kept.content.length };
  });
}

/**
 * The photos a return names, by unit, locked for it: each must be the order's and in no return
 * yet (409 otherwise). Call it in the return's transaction, then `putPhotosInReturn`.
 */
export async function claimPhotos(
  tx: Database,
  orderId: number,
  units: ReadonlyArray<{ unitId: number; photoIds?: readonly number[] | undefined }>,
): Promise<Map<number, ProtocolPhoto[]>> {
  const asked = units.flatMap((unit) => unit.photoIds ?? []);
  if (new Set(asked).size !== asked.length) throw conflict(PHOTO_NOT_HERE);
  const waiting = await lockWaitingPhotos(tx, orderId, asked);
  if (waiting.length !== asked.length) throw conflict(PHOTO_NOT_HERE);
  const byId = new Map(waiting.map((photo) => [photo.id, photo]));
  return new Map(
    units.map((unit) => [
      unit.unitId,
      (unit.photoIds ?? []).flatMap((id) => {
        const photo = byId.get(id);
        return photo ? [photo] : [];
      }),
    ]),
  );
}

/** The claimed photos put into the return protocol that lists them. */
export async function putPhotosInReturn(
  tx: Database,
  returnId: number,
  claimed: ReadonlyMap<number, readonly ProtocolPhoto[]>,
): Promise<void> {
  for (const [unitId, photos] of claimed) {
    await setPhotosReturn(
      tx,
      returnId,
      unitId,
      photos.map((photo) => photo.id),
    );
  }
}

/** GET /desk/orders/:orderId/photos/:photoId: a photo of the order, as kept. */
export async function orderPhoto(db: Database, orderId: number, photoId: number): Promise<Buffer> {
  const content = await findPhotoContent(db, photoId, { orderId });
  if (!content) throw notFound(PHOTO_NOT_FOUND);
  return content;
}

/** A photo a return protocol (by its id) lists (GET /protocols/:code/photos/:photoId). */
export async function protocolPhoto(
  db: Database,
  returnId: number,
  photoId: number,
): Promise<Buffer> {
  const content = await findPhotoContent(db, photoId, { returnId });
  if (!content) throw notFound(PHOTO_NOT_FOUND);
  return content;
}

/** The JPEGs of a protocol's photos, by id, for its PDF. */
export function photoContents(db: Database, ids: readonly number[]): Promise<Map<number, Buffer>> {
  return findPhotoContents(db, ids);
}
