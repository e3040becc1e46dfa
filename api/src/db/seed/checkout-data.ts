// Checkout demo data: vouchers, two price offers (id + password) and a frequent customer (an
// account with a password). Each part is written only when missing, so seeding again changes
// nothing. The offers' dates follow the day of seeding: a business day 10:00 to a business day
// 18:00 two business days later, one week and two weeks ahead. README "Checkout demo data" lists
// the ids and passwords.
import { hash } from '@node-rs/argon2';
import { isBusinessDay } from '@shop/shared/rules/opening-hours';
import { addDays, toPragueDate } from '@shop/shared/rules/prague-time';
import { count, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  customers,
  priceOfferItems,
  priceOffers,
  products,
  staffMembers,
  vouchers,
} from '../schema';

/** Vouchers of the demo: a valid 10 %, a valid 500 CZK, an expired one and a used-up one. */
export const DEMO_VOUCHERS: ReadonlyArray<typeof vouchers.$inferInsert> = [
  { code: 'FILM10', type: 'percent', value: 10, validFrom: null, validTo: null, usesLeft: null },
  { code: 'SLEVA500', type: 'fixed', value: 500, validFrom: null, validTo: null, usesLeft: null },
  {
    code: 'EXPIRED',
    type: 'percent',
    value: 20,
    validFrom: '2020-01-01',
    validTo: '2020-12-31',
    usesLeft: null,
  },
  { code: 'USEDUP', type: 'fixed', value: 300, validFrom: null, validTo: null, usesLeft: 0 },
];

/** A demo price offer; the password is stored only as its argon2id hash. */
export interface DemoPriceOffer {
  id: number;
  code: string;
  password: string;
  name: string;
  nameEn: string;
  /** Business days from the day of seeding to pickup. */
  startsInDays: number;
  totalPrice: number;
  items: ReadonlyArray<readonly [string, number]>;
}

export const DEMO_PRICE_OFFERS: readonly DemoPriceOffer[] = [
  {
    id: 1,
    code: '3f9a1c7e5b2d4e6f8a0b1c2d3e4f5a61',
    password: 'nabidka1',
    name: 'Nabídka – reklamní natáčení',
    nameEn: 'Offer – commercial shoot',
    startsInDays: 7,
    totalPrice: 24_000,
    items: [
      ['ARRI Alexa Mini LF', 1],
      ['Aputure LS 600d Pro', 2],
      ['Core SWX Hypercore NEO 150 V-mount', 4],
    ],
  },
  {
    id: 2,
    code: '8b2e4d6f1a3c5e7f9b0d2f4a6c8e0a72',
    password: 'nabidka2',
    name: 'Nabídka – dokumentární zvuk',
    nameEn: 'Offer – documentary sound',
    startsInDays: 14,
    totalPrice: 6_500,
    items: [
      ['Sound Devices 833', 1],
      ['Sennheiser MKH 50', 2],
    ],
  },
];

/**
 * The frequent customer of the demo: an account (confirmed e-mail, the password below) that may
 * use the night safe once signed in; the e-mail typed into a checkout grants nothing.
 */
export const DEMO_FREQUENT_CUSTOMER = {
  customerKey: 'c0ffee5a1e0b4d2e8f6a4c2e0b8d6f41',
  email: 'stala@example.cz',
  firstname: 'Stanislava',
  lastname: 'Stálá',
  phone: '+420601234567',
  frequentCustomer: true,
  emailVerified: true,
} as const;

/** The demo frequent customer's password (README "Checkout demo data"); stored as its hash. */
export const DEMO_FREQUENT_CUSTOMER_PASSWORD = 'trezor24';

/** The demo's members of staff, one of each role (README "Checkout demo data"); they sign in at
 * /desk with the password alone: a demo's manager needs no second factor. */
export const DEMO_STAFF = [
  { email: 'pult@example.cz', name: 'Petra Pultová', role: 'desk', password: 'pult-ukazka' },
  {
    email: 'vedouci@example.cz',
    name: 'Viktor Vedoucí',
    role: 'manager',
    password: 'vedouci-ukazka',
  },
] as const;

/** The first business day at least `days` days after `date`, then `more` business days on. */
function businessDay(date: string, days: number, more = 0): string {
  let day = addDays(date, days);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  for (let left = more; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** Pickup and return of a demo offer seeded on `today`. */
export function demoOfferPeriod(today: string, startsInDays: number): { from: string; to: string } {
  const from = businessDay(today, startsInDays);
  return { from: `${from}T10:00`, to: `${businessDay(from, 0, 2)}T18:00` };
}

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

async function seedPriceOffers(db: Database, now: Date): Promise<void> {
  const names = DEMO_PRICE_OFFERS.flatMap((offer) => offer.items.map(([name]) => name));
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const today = toPragueDate(now);
  for (const offer of DEMO_PRICE_OFFERS) {
    const period = demoOfferPeriod(today, offer.startsInDays);
    await db.insert(priceOffers).values({
      id: offer.id,
      code: offer.code,
      passwordHash: await hash(offer.password),
      name: offer.name,
      nameEn: offer.nameEn,
      dateFrom: period.from,
      dateTo: period.to,
      totalPrice: offer.totalPrice,
      validTo: period.from.slice(0, 10),
    });
    await db.insert(priceOfferItems).values(
      offer.items.map(([name, quantity]) => {
        const productId = idOf.get(name);
        if (!productId) throw new Error(`price offer product not in the catalogue: ${name}`);
        return { priceOfferId: offer.id, productId, quantity };
      }),
    );
  }
  const table = getTableName(priceOffers);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select max(id) from ${priceOffers}) + 1, false)`,
  );
}

/**
 * Seeds the checkout demo data that is missing: vouchers, price offers (needs the catalogue), the
 * desk's staff and the frequent customer. Returns whether anything was written.
 */
export async function seedCheckoutData(db: Database, now = new Date()): Promise<boolean> {
  let seeded = false;
  if (await isEmpty(db, vouchers)) {
    await db.insert(vouchers).values([...DEMO_VOUCHERS]);
    seeded = true;
  }
  if ((await isEmpty(db, priceOffers)) && !(await isEmpty(db, products))) {
    await seedPriceOffers(db, now);
    seeded = true;
  }
  if (await isEmpty(db, staffMembers)) {
    await db.insert(staffMembers).values(
      await Promise.all(
        DEMO_STAFF.map(async ({ password, ...member }) => ({
          ...member,
          passwordHash: await hash(password),
        })),
      ),
    );
    seeded = true;
  }
  const [customer] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.email, DEMO_FREQUENT_CUSTOMER.email));
  if (!customer) {
    await db.insert(customers).values({
      ...DEMO_FREQUENT_CUSTOMER,
      passwordHash: await hash(DEMO_FREQUENT_CUSTOMER_PASSWORD),
    });
    seeded = true;
  } else if (customer.passwordHash === null) {
    // A demo seeded before she could sign in: the night safe is offered to her signed in only.
    await db
      .update(customers)
      .set({ passwordHash: await hash(DEMO_FREQUENT_CUSTOMER_PASSWORD), emailVerified: true })
      .where(eq(customers.id, customer.id));
    seeded = true;
  }
  return seeded;
}
