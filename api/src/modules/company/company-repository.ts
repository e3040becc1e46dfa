import type { CompanyRole } from '@shop/shared/rules/company-roles';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  companyContacts,
  customers,
  documents,
  orders,
  supportMessages,
} from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyContactRow = typeof companyContacts.$inferSelect;

/** The company's stored data (what the form edits). */
export type CompanyValues = Pick<
  CompanyRow,
  'name' | 'street' | 'city' | 'zipCode' | 'country' | 'taxRegNo' | 'vatRegNo'
>;

/** The companies of these ids that are not deleted, in the order they were added. */
export async function findCompanies(db: Database, ids: readonly number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(companies)
    .where(and(inArray(companies.id, [...ids]), isNull(companies.deletedAt)))
    .orderBy(asc(companies.createdAt), asc(companies.id));
}

/** The contacts of these companies, in the order they were added. */
export async function findContacts(
  db: Database,
  companyIds: readonly number[],
): Promise<CompanyContactRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(companyContacts)
    .where(inArray(companyContacts.companyId, [...companyIds]))
    .orderBy(asc(companyContacts.createdAt), asc(companyContacts.id));
}

/**
 * Of these companies, those with an invoiced order: an order INVOICED or SENT, or an order with
 * an invoice document. Their data then change only through support.
 */
export async function findLockedCompanyIds(
  db: Database,
  companyIds: readonly number[],
): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: orders.companyId })
    .from(orders)
    .leftJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'invoice')))
    .where(
      and(
        inArray(orders.companyId, [...companyIds]),
        or(inArray(orders.status, ['INVOICED', 'SENT']), eq(documents.type, 'invoice')),
      ),
    );
  return new Set(rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])));
}

export async function insertCompany(
  db: Database,
  ownerCustomerId: number,
  values: CompanyValues,
): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ ownerCustomerId, ...values })
    .returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function updateCompany(
  db: Database,
  companyId: number,
  values: CompanyValues,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** Hides the company; orders billed to it keep their reference. */
export async function markCompanyDeleted(db: Database, companyId: number): Promise<void> {
  await db
    .update(companies)
    .set({ deletedAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
}

export async function findContactByEmail(
  db: Database,
  companyId: number,
  email: string,
): Promise<CompanyContactRow | undefined> {
  const [row] = await db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.email, email)));
  return row;
}

export async function findContact(
  db: Database,
  companyId: number,
  contactId: number,
): Promise<CompanyContactRow | undefined> {
  const [row] = await db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, contactId)));
  return row;
}

/** Adds a contact; undefined when the company already has one with the e-mail. */
export async function insertContact(
  db: Database,
  values: { companyId: number; email: string; roles: CompanyRole[] },
): Promise<CompanyContactRow | undefined> {
  const [row] = await db
    .insert(companyContacts)
    .values(values)
    .onConflictDoNothing({ target: [companyContacts.companyId, companyContacts.email] })
    .returning();
  return row;
}

export async function updateContact(
  db: Database,
  contactId: number,
  values: { email: string; roles: CompanyRole[] },
): Promise<void> {
  await db.update(companyContacts).set(values).where(eq(companyContacts.id, contactId));
}

export async function deleteContact(db: Database, contactId: number): Promise<void> {
  await db.delete(companyContacts).where(eq(companyContacts.id, contactId));
}

export async function insertSupportMessage(
  db: Database,
  values: typeof supportMessages.$inferInsert,
): Promise<void> {
  await db.insert(supportMessages).values(values);
}

/** A customer as the company roles need them: id, e-mail and whether it is confirmed. */
export async function findRoleHolder(
  db: Database,
  customerId: number,
): Promise<{ id: number; email: string; emailVerified: boolean } | undefined> {
  const [customer] = await db
    .select({ id: customers.id, email: customers.email, emailVerified: customers.emailVerified })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer;
}
