import type { ProtocolKind } from '@shop/shared/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deskProtocols } from '../../db/schema';

export type ProtocolRow = typeof deskProtocols.$inferSelect;

export async function insertProtocol(
  tx: Database,
  values: typeof deskProtocols.$inferInsert,
): Promise<ProtocolRow> {
  const [row] = await tx.insert(deskProtocols).values(values).returning();
  if (!row) throw new Error('protocol not inserted');
  return row;
}

export async function countOrderProtocols(
  tx: Database,
  orderId: number,
  kind: ProtocolKind,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deskProtocols)
    .where(and(eq(deskProtocols.orderId, orderId), eq(deskProtocols.kind, kind)));
  return row?.n ?? 0;
}

export async function findProtocolByCode(
  db: Database,
  code: string,
): Promise<ProtocolRow | undefined> {
  const [row] = await db.select().from(deskProtocols).where(eq(deskProtocols.code, code));
  return row;
}

export async function findProtocolById(db: Database, id: number): Promise<ProtocolRow | undefined> {
  const [row] = await db.select().from(deskProtocols).where(eq(deskProtocols.id, id));
  return row;
}

/** An order's protocols, in the order they were issued. */
export function findOrderProtocols(db: Database, orderId: number) {
  return db
    .select({
      kind: deskProtocols.kind,
      number: deskProtocols.number,
      code: deskProtocols.code,
      issuedAt: deskProtocols.issuedAt,
    })
    .from(deskProtocols)
    .where(eq(deskProtocols.orderId, orderId))
    .orderBy(asc(deskProtocols.issuedAt), asc(deskProtocols.id));
}

export async function updateProtocolCode(db: Database, number: string, code: string) {
  await db.update(deskProtocols).set({ code }).where(eq(deskProtocols.number, number));
}
