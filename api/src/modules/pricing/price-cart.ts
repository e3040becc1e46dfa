import type { CurrencyCode } from '@shop/shared/contract';
import { billedShootingDays } from '@shop/shared/rules/pickup-times';
import { priceShippingLeg, type ShippingLegPrice } from '@shop/shared/rules/shipping';
import { shootingDays } from '@shop/shared/rules/shooting-days';
import { type CurrencyRates, perCurrency, toCurrency, vatOf } from '../currency';
import { type InsuranceGroup, priceInsurance } from './insurance';
import type { ShippingLegInput } from './shipping';
import { type VoucherRule, voucherDiscount } from './voucher';

// Cart pricing engine: pure, whole CZK without VAT as the source, Math.round at each step.
// 1. days = billedShootingDays(period, pickup leg, return leg): the shooting days of the period,
//    a courier leg billed at its time held inside its delivery window (a courier 08–12 pickup is
//    never a free evening pickup); without a period rent lines bill 1 day (and
//    report `days` = 1); sale lines have no days. A rent line with its own period (a placed
//    order's dated block) bills that period's shooting days instead.
// 2. Rent line total = pricePerDay × days × quantity, or its fixedTotal (price-offer lines, no day
//    multiplication). Sale line total = price × quantity.
// 3. Voucher discount = voucherDiscount(voucher, rent total of lines without fixedTotal): percent of
//    it rounded, or the fixed value, never more than it.
// 4. Insurance = priceInsurance(rent total − voucher discount, group, student): eu 7 %, world 12 %,
//    rounded; students half of that, rounded; 0 for basic insurance (group null).
// 5. Shipping = priceShippingLeg of the pickup leg at period.from plus the return leg at period.to,
//    only when a period and the leg exist; express fees are summed separately. Given
//    `shippingPrices` (a placed order's legs as priced), those are used instead.
// 6. price = rent + sale − voucher + insurance + shipping + express; vat = 21 % of price rounded;
//    totalWithVat = price + vat.
// Per currency (czk, eur, usd): each line converts its unit price and multiplies it out (unit ×
// quantity × days = total; fixed totals convert directly); voucher (capped at the converted rent it
// applies to), insurance, shipping and express fee convert from CZK; the totals, VAT included, are
// then recomputed from these converted parts, so they add up in every currency. The czk map equals
// `totals`.

/** A rent line of the cart. */
export interface RentLineInput {
  key: string;
  /** Price per shooting day, whole CZK without VAT. */
  pricePerDay: number;
  quantity: number;
  /** price offers: fixed line total, no day multiplication */
  fixedTotal: number | null;
  /**
   * The line's own period (a placed order's dated block); without one the line bills the cart's
   * period. Its shooting days count for this line only.
   */
  period?: { from: string; to: string } | null;
}

/** A sale line of the cart. */
export interface SaleLineInput {
  key: string;
  /** Unit price, whole CZK without VAT. */
  price: number;
  quantity: number;
}

/** Everything the cart price depends on. */
export interface CartPricingInput {
  rent: RentLineInput[];
  sale: SaleLineInput[];
  /** Rental period, wall-clock 'YYYY-MM-DDTHH:mm', or null while no dates are chosen. */
  period: { from: string; to: string } | null;
  shipping: { pickup: ShippingLegInput | null; ret: ShippingLegInput | null };
  insurance: { group: InsuranceGroup | null; student: boolean };
  voucher: Pick<VoucherRule, 'type' | 'value'> | null;
  /**
   * Shipping as already priced (a placed order keeps the prices it was given, express fee
   * included); when present it replaces pricing `shipping` at `now`.
   */
  shippingPrices?: readonly ShippingLegPrice[];
  rates: CurrencyRates;
  now: Date;
}

/** A priced line. */
export interface PricedLine {
  key: string;
  unitPrice: number;
  /** Billed days of rent lines; null for sale lines. */
  days: number | null;
  total: number;
  currencies: Record<CurrencyCode, { unitPrice: number; total: number }>;
}

/** Cart sums, whole units of one currency. */
export interface CartTotals {
  rentTotal: number;
  saleTotal: number;
  voucherDiscount: number;
  insurancePrice: number;
  shippingPrice: number;
  expressFee: number;
  /** rent + sale − voucher + insurance + shipping + express, without VAT */
  price: number;
  vat: number;
  /** price + vat */
  totalWithVat: number;
}

/** The priced cart. */
export interface PricedCart {
  /** Shooting days of the period, or null without one. */
  shootingDays: number | null;
  rent: PricedLine[];
  sale: PricedLine[];
  /** CZK totals. */
  totals: CartTotals;
  currencies: Record<CurrencyCode, CartTotals>;
}

/** Days rent lines bill while the cart has no period. */
export const DAYS_WITHOUT_PERIOD = 1;

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole non-negative number, got ${value}`);
  }
}

function priceMultiplied(
  key: string,
  unitPrice: number,
  multiplier: number,
  days: number | null,
  rates: CurrencyRates,
): PricedLine {
  return {
    key,
    unitPrice,
    days,
    total: unitPrice * multiplier,
    currencies: perCurrency((currency) => {
      const unit = toCurrency(unitPrice, currency, rates);
      return { unitPrice: unit, total: unit * multiplier };
    }),
  };
}

function priceFixed(
  key: string,
  unitPrice: number,
  total: number,
  days: number,
  rates: CurrencyRates,
): PricedLine {
  return {
    key,
    unitPrice,
    days,
    total,
    currencies: perCurrency((currency) => ({
      unitPrice: toCurrency(unitPrice, currency, rates),
      total: toCurrency(total, currency, rates),
    })),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function completeTotals(parts: Omit<CartTotals, 'price' | 'vat' | 'totalWithVat'>): CartTotals {
  const price =
    parts.rentTotal +
    parts.saleTotal -
    parts.voucherDiscount +
    parts.insurancePrice +
    parts.shippingPrice +
    parts.expressFee;
  const vat = vatOf(price);
  return { ...parts, price, vat, totalWithVat: price + vat };
}

/**
 * Prices a cart: lines, voucher, insurance, shipping, VAT, in CZK and per currency (see the rules
 * at the top of this file).
 * @throws RangeError for a negative or fractional price or quantity, or an invalid period.
 */
export function priceCart(input: CartPricingInput): PricedCart {
  const { rates, period } = input;
  const days = period
    ? billedShootingDays(period, input.shipping.pickup, input.shipping.ret)
    : null;
  const billedDays = days ?? DAYS_WITHOUT_PERIOD;

  const rent = input.rent.map((line) => {
    assertAmount(line.pricePerDay, `pricePerDay of ${line.key}`);
    assertAmount(line.quantity, `quantity of ${line.key}`);
    const lineDays = line.period ? shootingDays(line.period.from, line.period.to) : billedDays;
    if (line.fixedTotal !== null) {
      assertAmount(line.fixedTotal, `fixedTotal of ${line.key}`);
      return priceFixed(line.key, line.pricePerDay, line.fixedTotal, lineDays, rates);
    }
    return priceMultiplied(line.key, line.pricePerDay, line.quantity * lineDays, lineDays, rates);
  });
  const sale = input.sale.map((line) => {
    assertAmount(line.price, `price of ${line.key}`);
    assertAmount(line.quantity, `quantity of ${line.key}`);
    return priceMultiplied(line.key, line.price, line.quantity, null, rates);
  });
  const discountable = input.rent.map((line) => line.fixedTotal === null);

  const rentTotal = sum(rent.map((line) => line.total));
  const discountBase = sum(rent.filter((_, i) => discountable[i]).map((line) => line.total));
  const discount = input.voucher ? voucherDiscount(input.voucher, discountBase) : 0;
  const insurancePrice = priceInsurance(
    rentTotal - discount,
    input.insurance.group,
    input.insurance.student,
  );

  const legs: ShippingLegPrice[] = [...(input.shippingPrices ?? [])];
  if (!input.shippingPrices && period && input.shipping.pickup) {
    legs.push(priceShippingLeg(input.shipping.pickup.type, period.from, input.now));
  }
  if (!input.shippingPrices && period && input.shipping.ret) {
    legs.push(priceShippingLeg(input.shipping.ret.type, period.to, input.now));
  }
  const shippingPrice = sum(legs.map((leg) => leg.price));
  const expressFee = sum(legs.map((leg) => leg.expressFee));

  const totals = completeTotals({
    rentTotal,
    saleTotal: sum(sale.map((line) => line.total)),
    voucherDiscount: discount,
    insurancePrice,
    shippingPrice,
    expressFee,
  });

  const currencies = perCurrency((currency) => {
    const convert = (amount: number) => toCurrency(amount, currency, rates);
    const rentLines = rent.map((line) => line.currencies[currency].total);
    const base = sum(rentLines.filter((_, i) => discountable[i]));
    return completeTotals({
      rentTotal: sum(rentLines),
      saleTotal: sum(sale.map((line) => line.currencies[currency].total)),
      voucherDiscount: Math.min(base, convert(discount)),
      insurancePrice: convert(insurancePrice),
      shippingPrice: convert(shippingPrice),
      expressFee: convert(expressFee),
    });
  });

  return { shootingDays: days, rent, sale, totals, currencies };
}
