import type { CompanyRole } from '@shop/shared/rules/company-roles';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountTokens,
  authSessions,
  companies,
  companyContacts,
  customers,
} from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Customers' e-mails are stored in lower case; `email` must be lower case too. */
export async function findCustomerByEmail(
  db: Database,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

/** The customer id of a live access token, or null. */
export async function findCustomerIdByAccessToken(
  db: Database,
  accessTokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ customerId: authSessions.customerId })
    .from(authSessions)
    .where(
      and(eq(authSessions.accessTokenHash, accessTokenHash), gt(authSessions.accessExpiresAt, now)),
    )
    .limit(1);
  return row?.customerId ?? null;
}

/** Ends every session of a customer (a new password: whoever held the old one is signed out). */
export async function deleteCustomerSessions(db: Database, customerId: number) {
  await db.delete(authSessions).where(eq(authSessions.customerId, customerId));
}

/**
 * The password chosen at a registration still waiting for its e-mail to be confirmed (a guest's
 * e-mail: the password is kept with the newest unused confirmation link, see `register`), as its
 * hash; undefined when none waits.
 */
export async function findPendingPasswordHash(
  db: Database,
  customerId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ pendingPasswordHash: accountTokens.pendingPasswordHash })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        eq(accountTokens.purpose, 'confirm-email'),
        isNull(accountTokens.usedAt),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return row?.pendingPasswordHash ?? undefined;
}

/** The ids of the companies a customer keeps (not deleted). */
export async function findOwnedCompanyIds(db: Database, customerId: number): Promise<number[]> {
  const owned = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.ownerCustomerId, customerId), isNull(companies.deletedAt)));
  return owned.map((company) => company.id);
}

/** The contact entries of an e-mail (lower case) in companies not deleted, with their roles. */
export async function findContactRolesOf(
  db: Database,
  email: string,
): Promise<Array<{ companyId: number; roles: CompanyRole[] }>> {
  return db
    .select({ companyId: companyContacts.companyId, roles: companyContacts.roles })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(and(eq(companyContacts.email, email), isNull(companies.deletedAt)));
}
