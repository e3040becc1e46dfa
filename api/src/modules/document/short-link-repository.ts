import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, orders } from '../../db/schema';

/** The document a short hash names: its type, code and its order's language. */
export async function findShortLink(
  db: Database,
  hash: string,
): Promise<{ type: string; code: string; locale: string } | undefined> {
  const [row] = await db
    .select({ type: documents.type, code: documents.code, locale: orders.locale })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(documents.shortHash, hash));
  return row;
}
