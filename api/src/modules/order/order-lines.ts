// Pure rules that turn a priced cart into order rows: the item lines (a price offer becomes its
// items, priced insurance becomes a line of its own), the customer snapshot, the shipping record
// and the stock demand of the rent lines.

import type { Cart, CartLine } from '@shop/shared/contract';
import type {
  CartBillingData,
  CartCustomerData,
  CartShippingData,
  CartShippingLegData,
} from '../../db/schema';

/** An order_items row before insertion. */
export interface OrderItemDraft {
  productId: number | null;
  name: string;
  nameEn: string;
  quantity: number;
  isSale: boolean;
  /** Shooting days of rent lines; null for sale lines and the insurance line. */
  days: number | null;
  unitPrice: number;
  total: number;
  contents: Array<{ productId: number; name: string; quantity: number }> | null;
  /** The rent line's period ('YYYY-MM-DDTHH:mm'); null for sale lines and the insurance line. */
  rentalFrom: string | null;
  rentalTo: string | null;
  /** The price offer a rent line came from (its price is fixed). */
  priceOfferId: number | null;
}

/**
 * Splits `total` over `weights` in whole units, proportionally, the parts summing to `total`
 * exactly (largest remainders get the leftover units). All-zero weights split evenly.
 */
export function spreadTotal(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const exact = used.map((weight) => (total * weight) / usedSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

const INSURANCE_NAMES = {
  eu: ['Pojištění pro použití v EU', 'Insurance for use in the EU'],
  world: ['Pojištění pro použití ve světě', 'Insurance for use worldwide'],
} as const;

/** The insurance line's names in both languages. */
export function insuranceLineNames(
  id: 'eu' | 'world',
  student: boolean,
): { name: string; nameEn: string } {
  const [name, nameEn] = INSURANCE_NAMES[id];
  const suffix = student ? ' (student)' : '';
  return { name: `${name}${suffix}`, nameEn: `${nameEn}${suffix}` };
}

function contentsOf(line: CartLine): OrderItemDraft['contents'] {
  if (line.contents.length === 0) return null;
  return line.contents.map((content) => ({
    productId: content.productId,
    name: content.name,
    quantity: content.quantity,
  }));
}

/**
 * The order's item lines, rent first, then sale, then priced insurance. A price offer line becomes
 * one rent line per offer item: its fixed total is spread over them by `offerDayPrices` (product
 * id → price per day) × quantity, each billed the cart's shooting days.
 */
export function orderItemsFromCart(
  cart: Cart,
  offerDayPrices: ReadonlyMap<number, number>,
  period: { from: string; to: string } | null,
  priceOfferId: number | null,
): OrderItemDraft[] {
  const items: OrderItemDraft[] = [];
  const days = cart.shootingDays ?? 1;
  const rentPeriod = { rentalFrom: period?.from ?? null, rentalTo: period?.to ?? null };
  const noPeriod = { rentalFrom: null, rentalTo: null };
  for (const line of [...cart.rent, ...cart.sale]) {
    if (line.type === 'priceOffer') {
      const shares = spreadTotal(
        line.total,
        line.contents.map((c) => (offerDayPrices.get(c.productId) ?? 0) * c.quantity),
      );
      line.contents.forEach((content, index) => {
        const total = shares[index] ?? 0;
        const quantity = content.quantity * line.quantity;
        items.push({
          productId: content.productId,
          name: content.name,
          nameEn: content.translations.en.name,
          quantity,
          isSale: false,
          days,
          unitPrice: Math.round(total / Math.max(1, quantity * days)),
          total,
          contents: null,
          ...rentPeriod,
          priceOfferId,
        });
      });
      continue;
    }
    items.push({
      productId: line.id,
      name: line.name,
      nameEn: line.translations.en.name,
      quantity: line.quantity,
      isSale: line.isSale,
      days: line.isSale ? null : (line.days ?? days),
      unitPrice: line.unitPrice,
      total: line.total,
      contents: contentsOf(line),
      ...(line.isSale ? noPeriod : rentPeriod),
      priceOfferId: null,
    });
  }
  const insurance = cart.insurance.selected;
  if (cart.price.insurancePrice > 0 && insurance && insurance.id !== 'basic') {
    items.push({
      productId: null,
      ...insuranceLineNames(insurance.id, insurance.student),
      quantity: 1,
      isSale: false,
      days: null,
      unitPrice: cart.price.insurancePrice,
      total: cart.price.insurancePrice,
      contents: null,
      ...noPeriod,
      priceOfferId: null,
    });
  }
  return items;
}

/**
 * Pieces the order's rent lines need per product: bundles are counted as their parts (`bundleParts`
 * bundle id → parts), so a kit and a loose piece of the same product add up.
 */
export function rentDemand(
  items: readonly OrderItemDraft[],
  bundleParts: ReadonlyMap<number, ReadonlyArray<{ productId: number; quantity: number }>>,
): Map<number, number> {
  const demand = new Map<number, number>();
  const add = (id: number, quantity: number) => demand.set(id, (demand.get(id) ?? 0) + quantity);
  for (const item of items) {
    if (item.isSale || item.productId === null) continue;
    const parts = bundleParts.get(item.productId);
    if (parts && parts.length > 0) {
      for (const part of parts) add(part.productId, part.quantity * item.quantity);
    } else {
      add(item.productId, item.quantity);
    }
  }
  return demand;
}

/** 'Korunní 2569/108, 101 00 Praha 10' → street, zip code '101 00' and city. */
export function parseAddress(address: string | null): {
  street: string;
  zipCode: string;
  city: string;
} {
  const text = (address ?? '').trim();
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const last = parts[parts.length - 1] ?? '';
    const zipAlone = /^(\d{3}) ?(\d{2})$/.exec(last);
    if (zipAlone && parts.length >= 3) {
      return {
        street: parts.slice(0, -2).join(', '),
        zipCode: `${zipAlone[1]} ${zipAlone[2]}`,
        city: parts[parts.length - 2] ?? '',
      };
    }
    const street = parts.slice(0, -1).join(', ');
    const match = /^(\d{3}) ?(\d{2})\s+(.+)$/.exec(last) ?? /^(.+?)\s+(\d{3}) ?(\d{2})$/.exec(last);
    if (match && /^\d{3}$/.test(match[1] ?? '')) {
      return { street, zipCode: `${match[1]} ${match[2]}`, city: match[3] ?? '' };
    }
    if (match) return { street, zipCode: `${match[2]} ${match[3]}`, city: match[1] ?? '' };
    return { street, zipCode: '', city: last };
  }
  return { street: text, zipCode: '', city: '' };
}

/** The orders.customer_* snapshot: the billing company when one is given, else the person. */
export function customerSnapshot(
  customer: CartCustomerData,
  billing: CartBillingData | null,
  email: string,
) {
  const person = [customer.firstname, customer.lastname].filter(Boolean).join(' ').trim();
  if (billing) {
    return {
      customerName: billing.name,
      customerStreet: billing.street,
      customerCity: billing.city,
      customerZipCode: billing.zipCode,
      customerCountry: billing.country || 'CZ',
      customerTaxRegNo: billing.taxRegNo || null,
      customerVatRegNo: billing.vatRegNo || null,
      customerEmail: email,
      customerPhone: customer.phone,
    };
  }
  const address = parseAddress(customer.address);
  return {
    customerName: person || email,
    customerStreet: address.street,
    customerCity: address.city,
    customerZipCode: address.zipCode,
    customerCountry: 'CZ',
    customerTaxRegNo: null,
    customerVatRegNo: null,
    customerEmail: email,
    customerPhone: customer.phone,
  };
}

/** One direction of orders.shipping: the leg as chosen, with its price and express fee. */
export interface OrderShippingLeg extends CartShippingLegData {
  price: number;
  expressFee: number;
}

/** orders.shipping: CartShippingData with the prices of each direction. */
export interface OrderShippingData extends CartShippingData {
  pickup: OrderShippingLeg;
  return: OrderShippingLeg;
}

/** The shipping record of the order (null without chosen shipping). */
export function orderShipping(
  chosen: CartShippingData | null,
  priced: Cart['shipping'],
): OrderShippingData | null {
  if (!chosen) return null;
  const price = (leg: Cart['shipping']['selected']['pickup']) => ({
    price: leg?.price ?? 0,
    expressFee: leg?.expressFee ?? 0,
  });
  return {
    pickup: { ...chosen.pickup, ...price(priced.selected.pickup) },
    return: { ...chosen.return, ...price(priced.selected.return) },
  };
}
