import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deskPhotos } from '../../db/schema';

const listed = {
  id: deskPhotos.id,
  digest: deskPhotos.digest,
  width: deskPhotos.width,
  height: deskPhotos.height,
};

export async function insertPhoto(db: Database, photo: typeof deskPhotos.$inferInsert) {
  const [row] = await db.insert(deskPhotos).values(photo).returning(listed);
  if (!row) throw new Error('the photo was not stored');
  return row;
}

/** An order's photos not yet in a return, of these ids, locked until the transaction ends. */
export async function lockWaitingPhotos(tx: Database, orderId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select(listed)
    .from(deskPhotos)
    .where(
      and(
        eq(deskPhotos.orderId, orderId),
        inArray(deskPhotos.id, [...ids]),
        isNull(deskPhotos.returnId),
      ),
    )
    .orderBy(asc(deskPhotos.id))
    .for('update');
}

/** Puts photos into a return, each with its unit. */
export async function setPhotosReturn(
  tx: Database,
  returnId: number,
  unitId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(deskPhotos)
    .set({ returnId, unitId })
    .where(inArray(deskPhotos.id, [...ids]));
}

/** A photo's JPEG, when it is the order's (`orderId`) or the return's (`returnId`). */
export async function findPhotoContent(
  db: Database,
  photoId: number,
  owner: { orderId: number } | { returnId: number },
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: deskPhotos.content })
    .from(deskPhotos)
    .where(
      and(
        eq(deskPhotos.id, photoId),
        'orderId' in owner
          ? eq(deskPhotos.orderId, owner.orderId)
          : eq(deskPhotos.returnId, owner.returnId),
      ),
    );
  return row?.content;
}

/** The JPEGs of photos by id (for a protocol's PDF). */
export async function findPhotoContents(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Buffer>();
  const rows = await db
    .select({ id: deskPhotos.id, content: deskPhotos.content })
    .from(deskPhotos)
    .where(inArray(deskPhotos.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.content]));
}
