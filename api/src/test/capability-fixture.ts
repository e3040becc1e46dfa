import type { CompanyResponse, PaymentCreateResponse } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { carts, customers, documents, orders, orderUnits, products } from '../db/schema';
import { DEMO_PRICE_OFFERS } from '../db/seed/checkout-data';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER } from '../db/seed/demo-data';
import { LIFECYCLE_HANDOVER_CODE } from '../db/seed/lifecycle-data';
import { deskWorker, throughTheDesk } from '../db/seed/lifecycle-orders';
import { placeOrder } from '../flows/place-order';
import { randomCode } from '../lib/random-code';
import { takeBack } from '../modules/desk-order';
import { takePhoto } from '../modules/desk-photo';
import { customerWithOrder } from './sign-in';
import { createTestCart, placeTestOrder } from './test-cart';
import { form } from './test-db';
import { giveUnits } from './units';

/**
 * Real secrets and sessions of a running test app: a cart with an item, an order of a signed-in
 * customer (with its estimate code and a card payment started), another signed-in customer, and
 * the seeded demo estimate. The access matrix and the fuzzer call with them. The owner also keeps
 * a company with an order billed to it, and three signed-in contacts (verified e-mails) hold one
 * role each in it.
 */
export interface CapabilityFixture {
  cartCode: string;
  orderNumber: string;
  estimateCode: string;
  documentCode: string;
  /** The seeded handover protocol's code (/document/handover/{code}). */
  protocolCode: string;
  /** A return protocol's code with the damage photo it lists, and that photo's order. */
  returnCode: string;
  photoId: number;
  photoOrderId: number;
  /** The owner's order's gear lists: with prices and for the crew. */
  productListCode: string;
  crewListCode: string;
  /** The seeded demo price offer's code (/price-offer/{code}). */
  priceOfferCode: string;
  /** The demo estimate's short link hash (/e/{hash}) and an invoice's of the owner (/i/{hash}). */
  estimateShortHash: string;
  invoiceShortHash: string;
  ownerEmail: string;
  ownerToken: string;
  otherToken: string;
  paymentId: string;
  paymentSecret: string;
  /** The owner's company and the order the owner placed billed to it. */
  companyId: number;
  companyOrderNumber: string;
  /** Signed-in contacts of the company: administrator, finance, billing-and-receiving. */
  adminToken: string;
  financeToken: string;
  receivingToken: string;
}

/** A signed-in customer with a verified e-mail (a company contact acts once it is verified). */
async function verifiedCustomer(app: FastifyInstance, db: Database, email: string) {
  const customer = await customerWithOrder(app, db, email);
  await db.update(customers).set({ emailVerified: true }).where(eq(customers.email, email));
  return customer;
}

/** The owner's company with a contact per role, and an order the owner placed billed to it. */
async function makeCompany(
  app: FastifyInstance,
  db: Database,
  ownerEmail: string,
  ownerToken: string,
) {
  const asOwner = (url: string, fields: Record<string, string>) => {
    const body = form(fields);
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${ownerToken}` },
    });
  };
  const saved = await asOwner('/api/user-company/save', {
    company: JSON.stringify({
      name: 'Majitelova produkce s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha 10',
      zipCode: '101 00',
      country: 'CZ',
      taxRegNo: '17508622',
      vatRegNo: 'CZ17508622',
    }),
  });
  const companyId = (saved.json() as CompanyResponse).result.id;
  const contacts = {
    adminToken: ['spravce-firmy@example.cz', 'administrator'],
    financeToken: ['financni-firmy@example.cz', 'finance'],
    receivingToken: ['prebirajici-firmy@example.cz', 'billing-and-receiving'],
  } as const;
  const tokens = { adminToken: '', financeToken: '', receivingToken: '' };
  for (const [key, [email, role]] of Object.entries(contacts) as Array<
    [keyof typeof contacts, (typeof contacts)[keyof typeof contacts]]
  >) {
    tokens[key] = (await verifiedCustomer(app, db, email)).accessToken;
    await asOwner('/api/company-contact/save', {
      companyId: String(companyId),
      contact: JSON.stringify({ email, roleId: [role] }),
    });
  }
  const [owner] = await db.select().from(customers).where(eq(customers.email, ownerEmail));
  if (!owner) throw new Error('no owner');
  const { cartRow, cart } = await createTestCart(db, {
    lines: [{ productId: 5, quantity: 1 }],
    email: ownerEmail,
    billing: {
      customerId: companyId,
      name: 'Majitelova produkce s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha 10',
      zipCode: '101 00',
      country: 'CZ',
      taxRegNo: '17508622',
      vatRegNo: 'CZ17508622',
    },
  });
  await db.update(carts).set({ customerId: owner.id }).where(eq(carts.id, cartRow.id));
  const placed = await db.transaction((tx) =>
    placeOrder(tx, {
      cartRow: { ...cartRow, customerId: owner.id },
      cart,
      locale: 'cs',
      signedInCustomerId: owner.id,
    }),
  );
  return { companyId, companyOrderNumber: placed.orderNumber, ...tokens };
}

/** Issues an invoice for an order (as the staff would); returns its short hash. */
async function issueTestInvoice(db: Database, orderNumber: string): Promise<string> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  const shortHash = randomCode();
  await db.insert(documents).values({
    orderId: order.id,
    type: 'invoice',
    code: randomCode(),
    number: `FV${orderNumber}`,
    issueDate: '2026-01-15',
    dueDate: '2026-01-29',
    shortHash,
  });
  return shortHash;
}

/** A small JPEG, as a camera sends one. */
export function testJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
}

/** An order of a product of its own, out and back damaged with a photo: the return's code. */
async function damageReturn(db: Database) {
  const [product] = await db
    .insert(products)
    .values({
      slug: 'schopnost-fotka',
      slugEn: 'capability-photo',
      name: 'Schopnost fotka',
      nameEn: 'Capability photo',
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product for the damage photo');
  await giveUnits(db, product.id, 1);
  const { orderId } = await placeTestOrder(db, {
    lines: [{ productId: product.id, quantity: 1 }],
    from: '2031-03-04T10:00',
    to: '2031-03-05T10:00',
  });
  await throughTheDesk(db, orderId, 'LENT');
  const staff = await deskWorker(db);
  const photo = await takePhoto(db, staff, orderId, await testJpeg());
  const [given] = await db
    .select({ unitId: orderUnits.unitId })
    .from(orderUnits)
    .where(eq(orderUnits.orderId, orderId));
  if (!given) throw new Error('the order has no unit out');
  const back = await takeBack(
    db,
    staff,
    orderId,
    {
      units: [
        { unitId: given.unitId, condition: 'damaged', note: 'Škrábanec', photoIds: [photo.id] },
      ],
    },
    new Date(),
  );
  return { returnCode: back.protocol.code, photoId: photo.id, photoOrderId: orderId };
}

/** The gear-list codes of an order. */
async function gearListCodes(db: Database, orderNumber: string) {
  const [row] = await db
    .select({ productListCode: orders.productListCode, crewListCode: orders.crewListCode })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return { productListCode: row?.productListCode ?? '', crewListCode: row?.crewListCode ?? '' };
}

export async function makeCapabilityFixture(
  app: FastifyInstance,
  db: Database,
): Promise<CapabilityFixture> {
  const ownerEmail = 'majitel@example.cz';
  const owner = await customerWithOrder(app, db, ownerEmail);
  const other = await customerWithOrder(app, db, 'cizi@example.cz');
  const generated = await app.inject({ method: 'POST', url: '/api/cart/generate' });
  const cartCode = (generated.json() as { cartCode: string }).cartCode;
  await app.inject({
    method: 'POST',
    url: '/api/cart/update',
    ...form({
      cartCode,
      cart: JSON.stringify({
        kind: 'Add',
        items: [{ id: 17, type: 'product', quantity: 1, isSale: false }],
      }),
    }),
  });
  const payment = (
    await app.inject({
      method: 'POST',
      url: '/api/payment/create',
      ...form({ orderNumber: owner.order.orderNumber, code: owner.order.estimateCode }),
    })
  ).json() as PaymentCreateResponse;
  return {
    cartCode,
    orderNumber: owner.order.orderNumber,
    estimateCode: owner.order.estimateCode,
    documentCode: DEMO_ESTIMATE_CODE,
    protocolCode: LIFECYCLE_HANDOVER_CODE,
    ...(await damageReturn(db)),
    ...(await gearListCodes(db, owner.order.orderNumber)),
    priceOfferCode: DEMO_PRICE_OFFERS[0]?.code ?? '',
    estimateShortHash: DEMO_ORDER.estimate.shortHash,
    invoiceShortHash: await issueTestInvoice(db, owner.order.orderNumber),
    ownerEmail,
    ownerToken: owner.accessToken,
    otherToken: other.accessToken,
    paymentId: payment.paymentId,
    paymentSecret: new URL(payment.gatewayUrl).searchParams.get('secret') ?? '',
    ...(await makeCompany(app, db, ownerEmail, owner.accessToken)),
  };
}
