// Customers: who a customer is, by id, by e-mail, or by the access token of their session.

import type { Database } from '../../db/client';
import { type CustomerRow, findCustomerByEmail, findCustomerById } from './repository';

/** The customer with this id. */
export function customerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  return findCustomerById(db, id);
}

/** The customer with this e-mail (stored in lower case; `email` must be lower case too). */
export function customerByEmail(db: Database, email: string): Promise<CustomerRow | undefined> {
  return findCustomerByEmail(db, email);
}
