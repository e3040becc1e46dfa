/**
 * Value lists of the wire contract that checkout needs at run time. The contract module builds
 * TypeBox schemas (the front end imports it for types only, so the schema library stays out of
 * the bundle); these copies are checked against the contract's types, so a key added there and
 * missing here fails the type check. (Moving them to `@shop/shared/contract/constants` would make
 * the copies unnecessary.)
 */
import type { CartErrorKey, CourierWindow, OrderStatus, ShippingType } from '@shop/shared/contract';

type Complete<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;

export const CART_ERROR_KEYS = [
  'item_not_found',
  'item_not_for_rent',
  'item_not_for_sale',
  'quantity_exceeded',
  'item_required',
  'dynamic_configuration_invalid',
  'offer_invalid',
  'offer_blocks_items',
  'customer_missing',
  'shipping_missing',
  'out_of_opening_hours',
  'date_from_in_past',
  'date_to_in_past',
  'date_from_after_date_to',
  'date_range_mismatch_with_offer',
  'date_missing',
  'night_safe_not_allowed',
  'address_required',
  'address_outside_set_area',
  'courier_window_required',
  'courier_not_on_business_day',
  'branch_required',
  'branch_mismatch',
  'billing_invalid',
  'insurance_countries_missing',
  'birth_number_invalid',
  'insurance_holder_missing',
  'voucher_required',
  'voucher_invalid',
  'cart_empty',
  'billing_missing',
  'order_failed',
] as const satisfies readonly CartErrorKey[];
const errorKeysComplete: Complete<CartErrorKey, (typeof CART_ERROR_KEYS)[number]> = true;

export const SHIPPING_TYPES = [
  'branch',
  'night_safe',
  'courier',
  'set_transport',
] as const satisfies readonly ShippingType[];
const shippingTypesComplete: Complete<ShippingType, (typeof SHIPPING_TYPES)[number]> = true;

export const COURIER_WINDOWS = [
  '08-12',
  '12-16',
  '16-20',
] as const satisfies readonly CourierWindow[];
const windowsComplete: Complete<CourierWindow, (typeof COURIER_WINDOWS)[number]> = true;

export const ORDER_STATUSES = [
  'DRAFT',
  'CREATED',
  'ORDERED',
  'PAID',
  'PART_PAID',
  'LENT',
  'RETURNED',
  'INVOICED',
  'SENT',
  'CANCELED',
] as const satisfies readonly OrderStatus[];
const statusesComplete: Complete<OrderStatus, (typeof ORDER_STATUSES)[number]> = true;

export const contractListsComplete =
  errorKeysComplete && shippingTypesComplete && windowsComplete && statusesComplete;
