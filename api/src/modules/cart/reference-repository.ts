import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branches,
  bundleItems,
  categories,
  categoryGroups,
  customers,
  type DynamicProductConfigurationData,
  documents,
  orderItems,
  orders,
  priceOfferItems,
  priceOffers,
  products,
  vouchers,
} from '../../db/schema';
import { sameCode } from '../../lib/random-code';
import type { ProductItemType } from './cart-items';

// What the cart reads from other areas' tables: products, kits, price offers, vouchers,
// customers, branches and orders.

/** A product as the cart needs it (rules, prices, display). */
export interface CartProduct {
  id: number;
  kind: ProductItemType;
  isForRent: boolean;
  isForSale: boolean;
  configuration: DynamicProductConfigurationData | null;
  pricePerDay: number;
  salePrice: number | null;
  name: string;
  nameEn: string;
  slug: string;
  slugEn: string;
  group: { id: number; name: string; nameEn: string };
}

/** Products by id (unknown ids are missing from the map). */
export async function findProducts(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      kind: products.kind,
      isForRent: products.isForRent,
      isForSale: products.isForSale,
      configuration: products.configuration,
      pricePerDay: sql<number>`coalesce(${products.pricePerDay}, 0)`,
      salePrice: products.salePrice,
      name: products.name,
      nameEn: products.nameEn,
      slug: products.slug,
      slugEn: products.slugEn,
      groupId: categoryGroups.id,
      groupName: categoryGroups.name,
      groupNameEn: categoryGroups.nameEn,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ groupId, groupName, groupNameEn, ...row }) => [
      row.id,
      {
        ...row,
        pricePerDay: Number(row.pricePerDay),
        group: { id: groupId, name: groupName, nameEn: groupNameEn },
      },
    ]),
  );
}

/** A piece of a kit, offer or configuration with its names. */
export interface ContentRow {
  productId: number;
  name: string;
  nameEn: string;
  quantity: number;
}

/** Contents of kits, by kit id. */
export async function findBundleContents(
  db: Database,
  bundleIds: readonly number[],
): Promise<Map<number, ContentRow[]>> {
  const result = new Map<number, ContentRow[]>();
  if (bundleIds.length === 0) return result;
  const rows = await db
    .select({
      bundleId: bundleItems.bundleId,
      productId: bundleItems.productId,
      name: products.name,
      nameEn: products.nameEn,
      quantity: bundleItems.quantity,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(inArray(bundleItems.bundleId, [...new Set(bundleIds)]))
    .orderBy(asc(bundleItems.bundleId), asc(bundleItems.position));
  for (const { bundleId, ...content } of rows) {
    result.set(bundleId, [...(result.get(bundleId) ?? []), content]);
  }
  return result;
}

/** A row of price_offers. */
export type PriceOfferRow = typeof priceOffers.$inferSelect;

/** The price offer with this id. */
export async function findPriceOffer(db: Database, id: number): Promise<PriceOfferRow | undefined> {
  const [row] = await db.select().from(priceOffers).where(eq(priceOffers.id, id));
  return row;
}

/** Items of a price offer with their names. */
export async function listPriceOfferItems(db: Database, offerId: number): Promise<ContentRow[]> {
  return db
    .select({
      productId: priceOfferItems.productId,
      name: products.name,
      nameEn: products.nameEn,
      quantity: priceOfferItems.quantity,
    })
    .from(priceOfferItems)
    .innerJoin(products, eq(products.id, priceOfferItems.productId))
    .where(eq(priceOfferItems.priceOfferId, offerId))
    .orderBy(asc(priceOfferItems.id));
}

/** A row of vouchers. */
export type VoucherRow = typeof vouchers.$inferSelect;

/** The voucher with this code (codes are stored upper-case). */
export async function findVoucherByCode(
  db: Database,
  code: string,
): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code.toUpperCase()));
  return row;
}

/** The voucher with this id. */
export async function findVoucherById(db: Database, id: number): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}

/** The customer record of a cart. */
export interface CustomerLink {
  /** Only for the customer the cart is linked to (carts.customer_id), never found by e-mail. */
  customerKey: string | null;
  /** The linked customer's flag, and only while that customer is the one signed in. */
  frequentCustomer: boolean;
}

/**
 * The cart's linked customer (carts.customer_id), with its key. What the account allows (the
 * night safe of a frequent customer) holds only for the request of that customer's own session:
 * not for anyone else holding the cart's code, and never for an e-mail typed into the cart, since
 * anyone can type a frequent customer's e-mail.
 */
export async function findCustomerLink(
  db: Database,
  customerId: number | null,
  signedInCustomerId: number | null,
): Promise<CustomerLink | null> {
  if (customerId === null) return null;
  const [row] = await db
    .select({
      customerKey: customers.customerKey,
      frequentCustomer: customers.frequentCustomer,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return null;
  return {
    customerKey: row.customerKey,
    frequentCustomer: row.frequentCustomer && signedInCustomerId === customerId,
  };
}

/** Branches by id with whether they have a night safe. */
export async function findBranches(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { nightSafe: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: branches.id, nightSafe: branches.nightSafe })
    .from(branches)
    .where(inArray(branches.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { nightSafe: row.nightSafe }]));
}

/** What the cart shows of its placed order. */
export interface OrderSummary {
  orderNumber: string;
  status: string;
  estimateCode: string;
}

/** The order with this id and the code of its estimate. */
export async function findOrderSummary(
  db: Database,
  orderId: number,
): Promise<OrderSummary | undefined> {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      estimateCode: sql<string>`coalesce(${documents.code}, '')`,
    })
    .from(orders)
    .leftJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
    .where(eq(orders.id, orderId))
    .orderBy(asc(documents.id))
    .limit(1);
  return row;
}

/**
 * What opens an order's lines: its number with the estimate code (the link in its e-mails), or its
 * number for the signed-in customer who placed it.
 */
export interface OrderKey {
  orderNumber: string;
  estimateCode: string | undefined;
  customerId: number | null;
}

/** Lines of an order that still name a product, in order. */
export async function findOrderProductLines(
  db: Database,
  key: OrderKey,
): Promise<
  | Array<{
      productId: number;
      quantity: number;
      isSale: boolean;
      contents: Array<{ productId: number; quantity: number }> | null;
    }>
  | undefined
> {
  const [order] = await db
    .select({ id: orders.id, customerId: orders.customerId, estimateCode: documents.code })
    .from(orders)
    .leftJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'estimate')))
    .where(eq(orders.orderNumber, key.orderNumber));
  if (!order) return undefined;
  const byCode =
    key.estimateCode !== undefined &&
    order.estimateCode !== null &&
    sameCode(key.estimateCode, order.estimateCode);
  const byOwner = key.customerId !== null && order.customerId === key.customerId;
  if (!byCode && !byOwner) return undefined;
  const rows = await db
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      isSale: orderItems.isSale,
      contents: orderItems.contents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return rows.flatMap((row) =>
    row.productId === null ? [] : [{ ...row, productId: row.productId }],
  );
}

/** What linking a cart fills its empty personal data from: the customer's own record. */
export interface CustomerProfile {
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  address: string | null;
  bornDate: string | null;
}

/** The personal data of a customer, by id. */
export async function findCustomerProfile(
  db: Database,
  customerId: number,
): Promise<CustomerProfile | undefined> {
  const [row] = await db
    .select({
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
      phone: customers.phone,
      address: customers.address,
      bornDate: customers.bornDate,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
