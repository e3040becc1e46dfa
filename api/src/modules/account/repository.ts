import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, customers } from '../../db/schema';

const accountColumns = {
  customerKey: customers.customerKey,
  email: customers.email,
  phone: customers.phone,
  firstname: customers.firstname,
  lastname: customers.lastname,
  address: customers.address,
  bornDate: customers.bornDate,
  emailVerified: customers.emailVerified,
  frequentCustomer: customers.frequentCustomer,
};

/** The customer's own data, as the account shows it (no secrets). */
export type AccountRow = {
  [K in keyof typeof accountColumns]: (typeof customers.$inferSelect)[K];
};

/** The account's data and, for checking a password change, its password hash. */
export async function findAccount(
  db: Database,
  customerId: number,
): Promise<(AccountRow & { passwordHash: string | null }) | undefined> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

/** What an update changes: personal fields, and a new password's hash. */
export interface AccountPatch {
  phone?: string;
  firstname?: string;
  lastname?: string;
  address?: string;
  bornDate?: string;
  passwordHash?: string;
}

/**
 * Saves the changes of the customer's record. A new password also ends every other session of
 * the customer, in the same transaction (a session signed in with the old password, perhaps by
 * someone who knew it, must not outlive the change); the session of `keepAccessTokenHash`, the one
 * making the change, stays.
 */
export async function saveAccount(
  db: Database,
  customerId: number,
  patch: AccountPatch,
  keepAccessTokenHash: string,
): Promise<AccountRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] =
      Object.keys(patch).length === 0
        ? await tx.select(accountColumns).from(customers).where(eq(customers.id, customerId))
        : await tx
            .update(customers)
            .set(patch)
            .where(eq(customers.id, customerId))
            .returning(accountColumns);
    if (row && patch.passwordHash !== undefined) {
      // Their rotated refresh tokens go with them (ON DELETE CASCADE), so none of them can be
      // replayed either.
      await tx
        .delete(authSessions)
        .where(
          and(
            eq(authSessions.customerId, customerId),
            ne(authSessions.accessTokenHash, keepAccessTokenHash),
          ),
        );
    }
    return row;
  });
}
