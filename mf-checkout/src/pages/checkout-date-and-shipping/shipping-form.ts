/** The shipping form's flat values, their checks and the Shipping update they make. */
import type {
  Cart,
  CartShippingUpdate,
  CourierWindow,
  ShippingLegInput,
  ShippingType,
} from '@shop/shared/contract';
import { textProblem } from '@shop/shared/validation';

export type Leg = 'pickup' | 'return';
export const LEGS: readonly Leg[] = ['pickup', 'return'];

export type ShippingValues = Record<
  `${Leg}${'Type' | 'Branch' | 'Window' | 'Street' | 'City' | 'Zip'}`,
  string
>;

export const needsBranch = (type: string) => type === 'branch' || type === 'night_safe';
export const needsAddress = (type: string) => type === 'courier' || type === 'set_transport';

/**
 * The form's first values: the saved shipping's branches and addresses, with the ways (and a
 * courier's window) confirmed with the date when given.
 */
export function initialShippingValues(
  cart: Cart,
  defaultBranch: number | null,
  plans?: Record<Leg, { type: ShippingType; window?: CourierWindow | null }>,
): ShippingValues {
  const values = {} as ShippingValues;
  for (const leg of LEGS) {
    const selected = cart.shipping.selected[leg];
    const address = leg === 'pickup' ? cart.shipping.pickupAddress : cart.shipping.returnAddress;
    const plan = plans?.[leg];
    values[`${leg}Type`] = plan?.type ?? selected?.type ?? 'branch';
    values[`${leg}Branch`] = String(selected?.branchId ?? defaultBranch ?? '');
    values[`${leg}Window`] = (plan ? plan.window : selected?.window) ?? '';
    values[`${leg}Street`] = address?.street ?? '';
    values[`${leg}City`] = address?.city ?? '';
    values[`${leg}Zip`] = address?.zipCode ?? '';
  }
  return values;
}

export function validateShipping(values: Partial<ShippingValues>) {
  const errors: Partial<Record<keyof ShippingValues, string>> = {};
  for (const leg of LEGS) {
    const type = values[`${leg}Type`] ?? '';
    if (!type) errors[`${leg}Type`] = 'checkout:validation.typeRequired';
    if (needsBranch(type) && !values[`${leg}Branch`]) {
      errors[`${leg}Branch`] = 'checkout:errors.branch_required';
    }
    if (type === 'courier' && !values[`${leg}Window`]) {
      errors[`${leg}Window`] = 'checkout:errors.courier_window_required';
    }
    if (needsAddress(type)) {
      if (!values[`${leg}Street`]?.trim())
        errors[`${leg}Street`] = 'checkout:validation.streetRequired';
      if (!values[`${leg}City`]?.trim()) errors[`${leg}City`] = 'checkout:validation.cityRequired';
      const zip = values[`${leg}Zip`]?.trim() ?? '';
      if (!zip) errors[`${leg}Zip`] = 'checkout:validation.zipRequired';
      else if (!/^\d{3} ?\d{2}$/.test(zip)) errors[`${leg}Zip`] = 'checkout:validation.zipFormat';
      for (const [part, kind] of [
        ['Street', 'street'],
        ['City', 'city'],
      ] as const) {
        const problem = textProblem(values[`${leg}${part}`], kind);
        if (problem) errors[`${leg}${part}`] = problem;
      }
    }
  }
  return errors;
}

function legInput(values: ShippingValues, leg: Leg): ShippingLegInput {
  const type = values[`${leg}Type`] as ShippingType;
  return {
    type,
    branchId: needsBranch(type) ? Number(values[`${leg}Branch`]) : null,
    window: type === 'courier' ? (values[`${leg}Window`] as CourierWindow) : null,
    address: needsAddress(type)
      ? {
          street: values[`${leg}Street`].trim(),
          city: values[`${leg}City`].trim(),
          zipCode: values[`${leg}Zip`].trim(),
          country: 'CZ',
        }
      : null,
  };
}

export function shippingUpdate(values: ShippingValues): CartShippingUpdate {
  return {
    kind: 'Shipping',
    pickup: legInput(values, 'pickup'),
    return: legInput(values, 'return'),
  };
}
