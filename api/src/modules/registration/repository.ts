import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, customers } from '../../db/schema';

export type AccountTokenPurpose = 'confirm-email' | 'reset-password';

export interface CustomerAccountRow {
  id: number;
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
}

const accountColumns = {
  id: customers.id,
  email: customers.email,
  passwordHash: customers.passwordHash,
  emailVerified: customers.emailVerified,
};

/** The customer of a lower-case e-mail (an account or a guest of an order), or undefined. */
export async function findCustomerAccount(
  db: Database,
  email: string,
): Promise<CustomerAccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(customers).where(eq(customers.email, email));
  return row;
}

/** Inserts a new customer with an account; undefined when the e-mail already has a customer. */
export async function insertAccountCustomer(
  db: Database,
  values: {
    customerKey: string;
    email: string;
    firstname: string;
    lastname: string;
    phone: string | null;
    passwordHash: string;
  },
): Promise<CustomerAccountRow | undefined> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.email })
    .returning(accountColumns);
  return row;
}

/**
 * Takes back an account registered a moment ago whose confirmation could not be sent: its link
 * tokens and the customer, while the e-mail is still unconfirmed. False when something has come to
 * hang on the customer in between (an order placed with the e-mail): then it stays.
 */
export async function removeUnconfirmedAccount(db: Database, customerId: number): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await tx.delete(accountTokens).where(eq(accountTokens.customerId, customerId));
      const removed = await tx
        .delete(customers)
        .where(and(eq(customers.id, customerId), eq(customers.emailVerified, false)))
        .returning({ id: customers.id });
      return removed.length > 0;
    });
  } catch {
    return false;
  }
}

/**
 * Stores a new link token (its hash) and makes the customer's earlier unused tokens of the same
 * purpose worthless: only the newest link works.
 */
export async function replaceAccountToken(
  db: Database,
  values: {
    purpose: AccountTokenPurpose;
    customerId: number;
    tokenHash: string;
    expiresAt: Date;
    pendingPasswordHash: string | null;
  },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.customerId, values.customerId),
          eq(accountTokens.purpose, values.purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.insert(accountTokens).values(values);
  });
}

export interface AccountTokenRow {
  id: number;
  tokenHash: string;
  customerId: number;
  expiresAt: Date;
  usedAt: Date | null;
  pendingPasswordHash: string | null;
  email: string;
}

/** The token of a purpose with this hash, and its customer's e-mail. */
export async function findAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  tokenHash: string,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select({
      id: accountTokens.id,
      tokenHash: accountTokens.tokenHash,
      customerId: accountTokens.customerId,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
      pendingPasswordHash: accountTokens.pendingPasswordHash,
      email: customers.email,
    })
    .from(accountTokens)
    .innerJoin(customers, eq(customers.id, accountTokens.customerId))
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, tokenHash)));
  return row;
}

/**
 * Spends a token and applies what it grants to its customer, in one transaction. The token is
 * marked used only if it still was unused, so two requests racing with one link apply it once:
 * false for the loser.
 */
export async function spendAccountToken(
  db: Database,
  tokenId: number,
  customerId: number,
  changes: { passwordHash?: string; emailVerified?: true },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (spent.length === 0) return false;
    if (Object.keys(changes).length > 0) {
      await tx.update(customers).set(changes).where(eq(customers.id, customerId));
    }
    return true;
  });
}
