// Pricing: pricing a cart: rental dates, shipping legs, insurance, vouchers and configured products,
// over the pure rules in shared.

export { checkRentalDates } from './date-rules';
export { configuredUnitPrice } from './dynamic-product';
export type { CartTotals, PricedLine } from './price-cart';
export { priceCart } from './price-cart';
export { cheapestConfigurationPrice } from './price-from';
export type { ShippingLegInput, ShippingProblem } from './shipping';
export { checkShipping } from './shipping';
export type { VoucherRule } from './voucher';
export { isVoucherUsable } from './voucher';
