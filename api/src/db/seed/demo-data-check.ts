// What of the demo a database holds: its vouchers, price offers (their codes and passwords are in
// this repository), customers and orders. A production start refuses such a database (server.ts);
// a production seed never writes them (seed.ts, `demo: false`).

import { inArray, or } from 'drizzle-orm';
import type { Database } from '../client';
import { customers, orders, priceOffers, vouchers } from '../schema';
import { DEMO_FREQUENT_CUSTOMER, DEMO_PRICE_OFFERS, DEMO_VOUCHERS } from './checkout-data';
import { DEMO_ORDER } from './demo-data';
import { LIFECYCLE_CUSTOMER } from './lifecycle-data';

const DEMO_VOUCHER_CODES = DEMO_VOUCHERS.map((voucher) => voucher.code);
const DEMO_OFFER_CODES = DEMO_PRICE_OFFERS.map((offer) => offer.code);
const DEMO_CUSTOMER_EMAILS = [DEMO_FREQUENT_CUSTOMER.email, LIFECYCLE_CUSTOMER.email];

function listed(kind: string, names: string[]): string | null {
  return names.length === 0 ? null : `${kind} ${names.join(', ')}`;
}

/**
 * The demo's rows the database holds, as one problem in words (none: an empty list). Found by the
 * seed's own identifiers, so a shop's real vouchers, offers and customers are never named.
 */
export async function demoDataProblems(db: Database): Promise<string[]> {
  const [voucherRows, offerRows, customerRows, orderRows] = await Promise.all([
    db
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(inArray(vouchers.code, DEMO_VOUCHER_CODES)),
    db
      .select({ id: priceOffers.id })
      .from(priceOffers)
      .where(inArray(priceOffers.code, DEMO_OFFER_CODES)),
    db
      .select({ email: customers.email })
      .from(customers)
      .where(inArray(customers.email, DEMO_CUSTOMER_EMAILS)),
    db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        or(
          inArray(orders.orderNumber, [DEMO_ORDER.orderNumber]),
          inArray(orders.customerEmail, [DEMO_ORDER.customer.email, ...DEMO_CUSTOMER_EMAILS]),
        ),
      ),
  ]);
  const found = [
    listed(
      'vouchers',
      voucherRows.map((row) => row.code),
    ),
    listed(
      'price offers',
      offerRows.map((row) => String(row.id)),
    ),
    listed(
      'customers',
      customerRows.map((row) => row.email),
    ),
    listed(
      'orders',
      orderRows.map((row) => row.orderNumber),
    ),
  ].filter((part): part is string => part !== null);
  if (found.length === 0) return [];
  return [
    `the database holds the demo's data (${found.join('; ')}): their codes and passwords are public. ` +
      'Start production on a new database (a production start seeds the catalogue and content only) or delete those rows',
  ];
}
