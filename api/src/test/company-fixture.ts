// Companies for tests: one a customer owns, and orders placed for it.

import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, customers, orders } from '../db/schema';

/** Where a company is and its registry number. */
export interface CompanyDetails {
  street: string;
  city: string;
  zipCode: string;
  taxRegNo: string;
}

const IN_PRAGUE: CompanyDetails = {
  street: 'Korunní 2569/108',
  city: 'Praha 10',
  zipCode: '101 00',
  taxRegNo: '17508622',
};

/** A company (in Prague unless `details` say otherwise) owned by the customer with `ownerEmail`. */
export async function ownedCompany(
  db: Database,
  ownerEmail: string,
  name: string,
  details: CompanyDetails = IN_PRAGUE,
): Promise<number> {
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, ownerEmail));
  if (!owner) throw new Error(`no customer ${ownerEmail} to own ${name}`);
  const [company] = await db
    .insert(companies)
    .values({ ownerCustomerId: owner.id, name, ...details })
    .returning({ id: companies.id });
  if (!company) throw new Error(`${name} was not saved`);
  return company.id;
}

/** Makes the order (by its id) an order of the company. */
export async function orderForCompany(db: Database, orderId: number, companyId: number) {
  await db.update(orders).set({ companyId }).where(eq(orders.id, orderId));
}
