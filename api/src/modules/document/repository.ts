import type { DocumentType } from '@shop/shared/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { documents, orderItems, orders } from '../../db/schema';

export interface DocumentRow {
  document: typeof documents.$inferSelect;
  order: typeof orders.$inferSelect;
  items: Array<typeof orderItems.$inferSelect>;
  /** The document a credit note corrects. */
  corrected: Pick<typeof documents.$inferSelect, 'type' | 'number' | 'issueDate'> | null;
}

const corrected = alias(documents, 'corrected');

/** A document by its type and public code, with its order and the order's items. */
export async function findDocument(
  db: Database,
  type: DocumentType,
  code: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select({
      document: documents,
      order: orders,
      corrected: { type: corrected.type, number: corrected.number, issueDate: corrected.issueDate },
    })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .leftJoin(corrected, eq(corrected.id, documents.correctsDocumentId))
    .where(and(eq(documents.type, type), eq(documents.code, code)));
  if (!row) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, row.order.id), isNull(orderItems.canceledAt)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { ...row, items };
}
