import type { CartCustomer, CartPersonalDataUpdate } from '@shop/shared/contract';
import { normalizePhone, type PersonalDataValues } from '@shop/shared/validation/checkout';

/**
 * The PersonalData update of the form (spec §5): only non-empty fields are sent; createAccount
 * goes with the register flag only while the customer has no customer key.
 */
export function personalDataUpdate(
  values: PersonalDataValues,
  customer: CartCustomer | null,
): CartPersonalDataUpdate {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const canRegister = !customer?.customerKey;
  const register = canRegister && values.register === true;
  const fields = {
    email: text(values.email),
    phone: values.phone?.trim() ? normalizePhone(values.phone) : undefined,
    firstname: text(values.firstname),
    lastname: text(values.lastname),
  };
  const update: CartPersonalDataUpdate = {
    kind: 'PersonalData',
    customer: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
  if (canRegister) update.customer.register = register;
  if (register && values.password) update.createAccount = { password: values.password };
  return update;
}
