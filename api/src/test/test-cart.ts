// Test helper (not a test file): a cart ready to be placed, written straight to the database with
// drizzle and priced like the cart service prices it, so order tests do not depend on the cart's
// update calls.

import type { Cart, CartLine } from '@shop/shared/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type CartBillingData,
  type CartCustomerData,
  type CartInsuranceData,
  type CartShippingData,
  cartItems,
  carts,
  products,
} from '../db/schema';
import { placeOrder } from '../flows/place-order';
import { randomCode } from '../lib/random-code';
import { vatOf } from '../modules/currency';
import type { PlacedOrder } from '../modules/order';
import { testWeek } from './test-week';

export interface TestCartLine {
  productId: number;
  quantity: number;
  isSale?: boolean;
}

export interface TestCartInput {
  lines: TestCartLine[];
  email?: string;
  firstname?: string;
  from?: string | null;
  to?: string | null;
  days?: number;
  voucher?: { id: number; code: string; discount: number } | null;
  accountPasswordHash?: string | null;
  billing?: CartBillingData | null;
  insurance?: { data: CartInsuranceData; price: number } | null;
  shipping?: { data: CartShippingData; pickupPrice: number; returnPrice: number } | null;
  /** Extra priced lines (e.g. a price offer line) appended to the rent lines. */
  extraRent?: CartLine[];
}

const zeroCurrencies = { unitPrice: 0, total: 0 };

/** A priced cart line as the cart service builds it (only the fields orders read matter). */
export function testLine(
  product: {
    id: number;
    name: string;
    nameEn: string;
    pricePerDay: number;
    salePrice: number | null;
  },
  quantity: number,
  isSale: boolean,
  days: number,
  type: CartLine['type'] = 'product',
  contents: CartLine['contents'] = [],
): CartLine {
  const unitPrice = isSale ? (product.salePrice ?? 0) : product.pricePerDay;
  return {
    id: product.id,
    type,
    quantity,
    isSale,
    name: product.name,
    slug: `p-${product.id}`,
    translations: { en: { name: product.nameEn, slug: `p-${product.id}` } },
    image: '',
    categoryGroup: null,
    contents,
    dynamicProductConfiguration: null,
    unitPrice,
    days: isSale ? null : days,
    total: unitPrice * quantity * (isSale ? 1 : days),
    currencies: { czk: zeroCurrencies, eur: zeroCurrencies, usd: zeroCurrencies },
  };
}

/**
 * A test cart's rental unless it names its own: Tuesday 10:00 to Thursday 18:00 (3 days) of a
 * week of business days some eight weeks ahead, so it stays in the future.
 */
const rentalWeek = testWeek(8);
export const TEST_RENTAL = {
  from: `${rentalWeek(0)}T10:00`,
  to: `${rentalWeek(2)}T18:00`,
} as const;

/** Writes a cart row (and its items) and answers it with its priced Cart. */
export async function createTestCart(
  db: Database,
  input: TestCartInput,
): Promise<{ cartRow: typeof carts.$inferSelect; cart: Cart }> {
  const days = input.days ?? 3;
  const from = input.from === undefined ? TEST_RENTAL.from : input.from;
  const to = input.to === undefined ? TEST_RENTAL.to : input.to;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      pricePerDay: products.pricePerDay,
      salePrice: products.salePrice,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        input.lines.map((line) => line.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, { ...row, pricePerDay: row.pricePerDay ?? 0 }]));
  const lines = input.lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new Error(`no product ${line.productId}`);
    return testLine(product, line.quantity, line.isSale ?? false, days);
  });
  const rent = [...lines.filter((line) => !line.isSale), ...(input.extraRent ?? [])];
  const sale = lines.filter((line) => line.isSale);
  const rentTotal = rent.reduce((sum, line) => sum + line.total, 0);
  const saleTotal = sale.reduce((sum, line) => sum + line.total, 0);
  const voucherDiscount = input.voucher?.discount ?? 0;
  const insurancePrice = input.insurance?.price ?? 0;
  const shippingPrice = input.shipping
    ? input.shipping.pickupPrice + input.shipping.returnPrice
    : 0;
  const price = rentTotal + saleTotal - voucherDiscount + insurancePrice + shippingPrice;
  const vat = vatOf(price);
  const customer: CartCustomerData = {
    email: input.email ?? 'jana.novakova@example.cz',
    phone: '+420777123456',
    firstname: input.firstname ?? 'Jana',
    lastname: 'Nováková',
    address: 'Korunní 2569/108, 101 00 Praha 10',
    bornDate: null,
    register: input.accountPasswordHash != null,
  };
  const [cartRow] = await db
    .insert(carts)
    .values({
      code: randomCode(),
      customer,
      dateFrom: from,
      dateTo: to,
      shipping: input.shipping?.data ?? null,
      billing: input.billing ?? null,
      insurance: input.insurance?.data ?? null,
      additional: {
        productionName: null,
        projectName: 'Reklama Léto',
        projectRole: null,
        note: 'Vyzvednu osobně',
      },
      voucherId: input.voucher?.id ?? null,
      accountPasswordHash: input.accountPasswordHash ?? null,
    })
    .returning();
  if (!cartRow) throw new Error('cart not inserted');
  await db.insert(cartItems).values(
    input.lines.map((line, position) => ({
      cartId: cartRow.id,
      position,
      productId: line.productId,
      quantity: line.quantity,
      isSale: line.isSale ?? false,
    })),
  );
  const money = {
    price,
    vat,
    shippingPrice,
    expressFee: 0,
    voucherDiscount,
    insurancePrice,
    totalWithVat: price + vat,
  };
  const shippingLeg = (leg: CartShippingData['pickup'], legPrice: number) => ({
    type: leg.type,
    branchId: leg.branchId,
    window: leg.window,
    price: legPrice,
    expressFee: 0,
  });
  const cart: Cart = {
    cartCode: cartRow.code,
    items: input.lines.map((line) => ({
      id: line.productId,
      type: 'product',
      quantity: line.quantity,
      isSale: line.isSale ?? false,
      dynamicProductConfiguration: null,
    })),
    rent,
    sale,
    customer: { ...customer, customerKey: null, frequentCustomer: false },
    date: { from, to },
    plannedDates: null,
    shootingDays: from && to ? days : null,
    shipping: {
      selected: {
        pickup: input.shipping
          ? shippingLeg(input.shipping.data.pickup, input.shipping.pickupPrice)
          : null,
        return: input.shipping
          ? shippingLeg(input.shipping.data.return, input.shipping.returnPrice)
          : null,
      },
      pickupAddress: input.shipping?.data.pickup.address ?? null,
      returnAddress: input.shipping?.data.return.address ?? null,
    },
    hasBillingCustomer: input.billing != null,
    billingCustomer: input.billing ?? null,
    insurance: {
      possible: rent.length > 0,
      selected: input.insurance ? { ...input.insurance.data, id: input.insurance.data.id } : null,
      price: insurancePrice,
    },
    voucher: input.voucher ? { voucherCode: input.voucher.code, discount: voucherDiscount } : null,
    additional: null,
    groupByCategoryGroups: false,
    priceOffer: null,
    order: null,
    itemCount: input.lines.reduce((sum, line) => sum + line.quantity, 0),
    price: {
      ...money,
      rentTotal,
      saleTotal,
      currencies: { czk: money, eur: money, usd: money },
    },
  };
  return { cartRow, cart };
}

/** Creates a cart and places it in a transaction of its own, locking the cart row as the cart does. */
export async function placeTestOrder(
  db: Database,
  input: TestCartInput,
  locale: 'cs' | 'en' = 'cs',
): Promise<PlacedOrder & { cartId: number }> {
  const { cartRow, cart } = await createTestCart(db, input);
  const placed = await db.transaction((tx) => placeOrder(tx, { cartRow, cart, locale }));
  return { ...placed, cartId: cartRow.id };
}
