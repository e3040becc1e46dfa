import type { CartCustomer, CartPersonalDataUpdate } from '@shop/shared/contract';
import { normalizePhone } from '@shop/shared/rules/phone';
import type { PersonalDataValues } from '@shop/shared/validation/checkout';

/**
 * The PersonalData update of the form (spec §5): only non-empty fields are sent, the phone in
 * E.164 by the shared phone rule; createAccount goes with the register flag only while the
 * customer has no customer key.
 */
export function personalDataUpdate(
  values: PersonalDataValues,
  customer: CartCustomer | null,
): CartPersonalDataUpdate {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const canRegister = !customer?.customerKey;
  const register = canRegister && values.register === true;
  const phone = text(values.phone);
  const fields = {
    email: text(values.email),
    // A number the rule refuses goes as typed, for the API to refuse with its message (the form's
    // validation normally stops it first).
    phone: phone && (normalizePhone(phone) ?? phone),
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
