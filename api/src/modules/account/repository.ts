import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';

/** A customer's own data, as the account pages show it. */
export async function findAccountCustomer(db: Database, customerId: number) {
  const [row] = await db
    .select({
      customerKey: customers.customerKey,
      email: customers.email,
      phone: customers.phone,
      firstname: customers.firstname,
      lastname: customers.lastname,
      address: customers.address,
      bornDate: customers.bornDate,
      emailVerified: customers.emailVerified,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}
