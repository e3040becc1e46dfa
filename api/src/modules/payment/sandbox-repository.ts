// The sandbox gateway's payments, in the shop's database: every API instance serving the sandbox
// sees the same payments (the card page and its form may reach another instance than the one that
// created the payment).

import type { Locale } from '@shop/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { GoPayState } from './gopay-client';

export interface SandboxPayment {
  id: number;
  /** Part of the card page's address (gw_url): without it the page and its form answer 404. */
  secret: string;
  orderNumber: string;
  description: string;
  amount: number;
  currency: string;
  state: GoPayState;
  returnUrl: string;
  notificationUrl: string;
  lang: Locale;
}

type Row = typeof sandboxPayments.$inferSelect;

function toPayment(row: Row): SandboxPayment {
  return {
    id: row.id,
    secret: row.secret,
    orderNumber: row.orderNumber,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    state: row.state as GoPayState,
    returnUrl: row.returnUrl,
    notificationUrl: row.notificationUrl,
    lang: row.lang === 'en' ? 'en' : 'cs',
  };
}

/** Stores a new payment; false when its id is taken (the caller draws another). */
export async function insertSandboxPayment(
  db: Database,
  payment: SandboxPayment,
): Promise<boolean> {
  const inserted = await db
    .insert(sandboxPayments)
    .values(payment)
    .onConflictDoNothing({ target: sandboxPayments.id })
    .returning({ id: sandboxPayments.id });
  return inserted.length === 1;
}

export async function findSandboxPayment(
  db: Database,
  id: number,
): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ? toPayment(row) : undefined;
}

/**
 * Closes a payment still CREATED with its final state, in one statement: of two card forms sent
 * at once (to one instance or two) only one closes it. The closed payment, or undefined when it
 * was closed already.
 */
export async function closeSandboxPayment(
  db: Database,
  id: number,
  state: Extract<GoPayState, 'PAID' | 'CANCELED'>,
): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ state })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.state, 'CREATED')))
    .returning();
  return row ? toPayment(row) : undefined;
}
