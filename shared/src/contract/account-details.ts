import { type Static, Type } from 'typebox';
import { ACCOUNT_DETAIL_LIMITS } from '../validation/account-update';
import { AccountCustomer } from './auth';
import { PragueDate } from './common';

// The update's limits and messages are plain values the pages use without the schema library;
// the contract carries them for the API.
export { ACCOUNT_DETAIL_LIMITS, ACCOUNT_UPDATE_MESSAGES } from '../validation/account-update';

// The signed-in customer's own details: POST /user-account/update changes the personal data and
// the password. Only the fields sent (non-empty) change; the e-mail cannot change here.

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** POST /user-account/update, form-encoded. Empty fields count as not sent. */
export const AccountUpdateRequest = Type.Object(
  {
    /** Only the account's own e-mail is accepted (changing it goes through the shop). */
    email: Text(ACCOUNT_DETAIL_LIMITS.email),
    phone: Text(ACCOUNT_DETAIL_LIMITS.phone),
    firstname: Text(ACCOUNT_DETAIL_LIMITS.name),
    lastname: Text(ACCOUNT_DETAIL_LIMITS.name),
    address: Text(ACCOUNT_DETAIL_LIMITS.address),
    bornDate: Type.Optional(Type.Union([PragueDate, Type.Literal('')])),
    /** A password change sends all three. */
    oldPassword: Text(ACCOUNT_DETAIL_LIMITS.password),
    newPassword: Text(ACCOUNT_DETAIL_LIMITS.password),
    confirmPassword: Text(ACCOUNT_DETAIL_LIMITS.password),
  },
  { additionalProperties: false },
);
export type AccountUpdateRequest = Static<typeof AccountUpdateRequest>;

export const AccountUpdateResponse = Type.Object({
  success: Type.Literal(true),
  customer: AccountCustomer,
});
export type AccountUpdateResponse = Static<typeof AccountUpdateResponse>;
