import { exceedsAvailability } from '@shop/shared/rules/availability';
import { toPragueDate } from '@shop/shared/rules/prague-time';
import { badRequest } from '../../lib/http-error';
import { randomCode } from '../../lib/random-code';
import { getAvailability } from '../catalog';
import { companyBilledBy } from '../company';
import { loadCurrencyRates } from '../currency';
import { type CustomerRow, customerByEmail, customerById } from '../identity';
import { twoDigitYear } from './numbering';
import {
  customerSnapshot,
  type OrderItemDraft,
  orderItemsFromCart,
  orderShipping,
  rentDemand,
} from './order-lines';
import {
  type CreatedOrder,
  type CreateOrder,
  OrderRefused,
  type PlaceOrderInput,
} from './place-order-contract';
import {
  findBundleParts,
  findDayPrices,
  findOrderByCart,
  findVoucherCode,
  insertCustomer,
  insertOrder,
  insertOrderItems,
  lockProducts,
  updateCustomer,
  useVoucher,
} from './repository';
import { nextOrderNumber } from './service';

type Tx = Parameters<CreateOrder>[0];

/**
 * Whether every rent piece is free for the period: stock minus overlapping ORDERED, PAID,
 * PART_PAID and LENT orders (the catalogue's availability rule, kits included), against what the
 * order needs per product (its kits counted as their parts). Locks the products first.
 */
async function allAvailable(
  tx: Tx,
  items: readonly OrderItemDraft[],
  period: { from: string; to: string } | null,
): Promise<boolean> {
  const rentIds = items.flatMap((item) =>
    !item.isSale && item.productId !== null ? [item.productId] : [],
  );
  if (rentIds.length === 0) return true;
  // Rent lines without dates cannot be checked: staff resolve them (CREATED).
  if (!period) return false;
  const demand = rentDemand(items, await findBundleParts(tx, rentIds));
  const ids = [...demand.keys()].sort((a, b) => a - b);
  await lockProducts(tx, ids);
  for (const id of ids) {
    const { available } = await getAvailability(tx, id, period.from, period.to);
    if (exceedsAvailability(demand.get(id) ?? 0, available)) return false;
  }
  return true;
}

/**
 * The customer of the order: the cart's linked customer when they place it themselves, else the
 * one with the e-mail (lower case), else a new one with a random customer key. `inPerson`: the
 * customer placed it (signed in, or the order opens their account). Empty personal fields are filled from the
 * cart (never overwritten). The cart's account password makes an account only for a new customer:
 * a password is never put on a customer who already exists, since anyone can type someone else's
 * e-mail into a checkout (an earlier guest claims an account by confirming the e-mail, with the
 * account pages).
 */
async function upsertCustomer(
  tx: Tx,
  input: PlaceOrderInput,
  email: string,
): Promise<{ customer: CustomerRow; inPerson: boolean }> {
  const data = input.cartRow.customer;
  const linked = input.cartRow.customerId;
  const byId =
    linked !== null && linked === (input.signedInCustomerId ?? null)
      ? await customerById(tx, linked)
      : undefined;
  const existing = byId ?? (await customerByEmail(tx, email));
  const passwordHash = input.cartRow.accountPasswordHash;
  if (!existing) {
    const customer = await insertCustomer(tx, {
      customerKey: randomCode(),
      email,
      firstname: data?.firstname ?? '',
      lastname: data?.lastname ?? '',
      phone: data?.phone ?? null,
      address: data?.address ?? null,
      bornDate: data?.bornDate ?? null,
      passwordHash,
    });
    // The order that opens an account is the new account holder's own.
    return { customer, inPerson: passwordHash !== null };
  }
  const fill: Parameters<typeof updateCustomer>[2] = {};
  if (!existing.firstname && data?.firstname) fill.firstname = data.firstname;
  if (!existing.lastname && data?.lastname) fill.lastname = data.lastname;
  if (!existing.phone && data?.phone) fill.phone = data.phone;
  if (!existing.address && data?.address) fill.address = data.address;
  if (!existing.bornDate && data?.bornDate) fill.bornDate = data.bornDate;
  await updateCustomer(tx, existing.id, fill);
  return { customer: existing, inPerson: byId !== undefined };
}

/**
 * The order of a locked cart, written inside the caller's transaction (see place-order-contract):
 * idempotent per cart; ORDERED when every rent piece is available for the dates, else CREATED;
 * order number YY + 6-digit sequence; the order with its snapshot, prices and items; the voucher's
 * use; the customer (and account). Its documents are billing's (flows/place-order.ts).
 * Long: one transaction's steps, in the order they must happen.
 */
export const createOrder: CreateOrder = async (tx, input): Promise<CreatedOrder> => {
  const { cartRow, cart, locale } = input;
  const previous = await findOrderByCart(tx, cartRow.id);
  if (previous) {
    return {
      orderId: previous.id,
      orderNumber: previous.orderNumber,
      status: previous.status === 'CREATED' ? 'CREATED' : 'ORDERED',
      created: false,
      estimateCode: previous.estimateCode ?? '',
    };
  }

  const email = cartRow.customer?.email?.trim().toLowerCase();
  if (!cartRow.customer || !email) throw badRequest('customer.email is required');
  if (cart.rent.length + cart.sale.length === 0) throw badRequest('cart has no items');

  const offerIds = cart.rent
    .filter((line) => line.type === 'priceOffer')
    .flatMap((line) => line.contents.map((content) => content.productId));
  const period =
    cartRow.dateFrom && cartRow.dateTo ? { from: cartRow.dateFrom, to: cartRow.dateTo } : null;
  const items = orderItemsFromCart(
    cart,
    await findDayPrices(tx, offerIds),
    period,
    cartRow.priceOfferId,
  );
  const status = (await allAvailable(tx, items, period)) ? 'ORDERED' : 'CREATED';

  const today = toPragueDate(new Date());
  const year = twoDigitYear(today);
  const orderNumber = await nextOrderNumber(tx, year);
  const { customer, inPerson } = await upsertCustomer(tx, input, email);
  // Billed to a saved company only when the one placing the order may act for it.
  const companyId = await companyBilledBy(
    tx,
    input.signedInCustomerId,
    cartRow.billing?.customerId,
  );
  const voucherCode =
    cart.voucher?.voucherCode ??
    (cartRow.voucherId ? await findVoucherCode(tx, cartRow.voucherId) : null);

  const currency = input.currency ?? 'czk';
  const order = await insertOrder(tx, {
    orderNumber,
    status,
    currency,
    czkPerUnit: currency === 'czk' ? null : (await loadCurrencyRates(tx))[currency],
    cartId: cartRow.id,
    customerId: customer.id,
    companyId,
    locale,
    ...customerSnapshot(cartRow.customer, cartRow.billing, email),
    projectName: cartRow.additional?.projectName ?? null,
    note: cartRow.additional?.note ?? null,
    rentalFrom: period?.from ?? null,
    rentalTo: period?.to ?? null,
    shipping: orderShipping(cartRow.shipping, cart.shipping),
    shippingPrice: cart.price.shippingPrice,
    expressFee: cart.price.expressFee,
    insurance: cartRow.insurance,
    insurancePrice: cart.price.insurancePrice,
    voucherCode,
    voucherDiscount: cart.price.voucherDiscount,
    placedInPerson: inPerson,
    productListCode: randomCode(),
    crewListCode: randomCode(),
    groupByCategoryGroups: cartRow.groupByCategoryGroups,
    price: cart.price.price,
    vat: cart.price.vat,
    totalWithVat: cart.price.totalWithVat,
  });
  await insertOrderItems(tx, order.id, items);
  // The voucher was checked with the cart, but racing orders may have used its last use since.
  if (cartRow.voucherId && !(await useVoucher(tx, cartRow.voucherId))) {
    throw new OrderRefused('voucher_invalid');
  }
  return { orderId: order.id, orderNumber, status, created: true };
};
