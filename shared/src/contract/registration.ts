import { type Static, Type } from 'typebox';
import { FIELD_LIMITS } from './field-limits';

// Registration, e-mail confirmation and password reset (specification §7, Account). Form-encoded
// POSTs; a refusal answers 4xx with `{ success: false, message }` (ErrorResponse).

const Email = Type.String({ format: 'email', maxLength: FIELD_LIMITS.email });
/** As typed; the rule (`@shop/shared/rules/new-password`) is checked by the API and the forms. */
const Password = Type.String({ maxLength: FIELD_LIMITS.password });
/** The token of an e-mailed link (256 random bits, base64url); anything else is refused. */
const LinkToken = Type.String({ maxLength: 100 });

/** POST /user-account/verify-email: whether an e-mail has an account (checkout's offer to sign in). */
export const VerifyEmailRequest = Type.Object({ email: Email }, { additionalProperties: false });
export type VerifyEmailRequest = Static<typeof VerifyEmailRequest>;

export const VerifyEmailResponse = Type.Object({
  success: Type.Literal(true),
  result: Type.Object({
    /** The e-mail belongs to an account (it has a password): sign in instead. */
    hasAccount: Type.Boolean(),
    /** The shop has never seen the e-mail (no order, no account). */
    isNew: Type.Boolean(),
  }),
});
export type VerifyEmailResponse = Static<typeof VerifyEmailResponse>;

/** POST /user-account/register. */
export const RegisterRequest = Type.Object(
  {
    firstname: Type.String({ maxLength: FIELD_LIMITS.personName }),
    lastname: Type.String({ maxLength: FIELD_LIMITS.personName }),
    email: Email,
    /** Optional; a Czech or international number (`@shop/shared/rules/phone`), stored as E.164. */
    phone: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.phone })),
    password: Password,
    confirmPassword: Password,
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/** The same for a new e-mail and for a guest's: a confirmation link is on its way. */
export const RegisterResponse = Type.Object({ success: Type.Literal(true) });
export type RegisterResponse = Static<typeof RegisterResponse>;

/** POST /user-account/confirm-email: the token of the confirmation link. */
export const ConfirmEmailRequest = Type.Object(
  { token: LinkToken },
  { additionalProperties: false },
);
export type ConfirmEmailRequest = Static<typeof ConfirmEmailRequest>;

export const ConfirmEmailResponse = Type.Object({
  success: Type.Literal(true),
  /** The confirmed e-mail, to fill in the sign-in form. */
  email: Type.String(),
});
export type ConfirmEmailResponse = Static<typeof ConfirmEmailResponse>;

/**
 * POST /user-account/resend-confirmation: the sign-in form's e-mail and password, after the sign-in
 * answered that the e-mail is not confirmed yet.
 */
export const ResendConfirmationRequest = Type.Object(
  { email: Email, password: Password },
  { additionalProperties: false },
);
export type ResendConfirmationRequest = Static<typeof ResendConfirmationRequest>;

/** Always the same: a new confirmation link is on its way only when the password was right. */
export const ResendConfirmationResponse = Type.Object({ success: Type.Literal(true) });
export type ResendConfirmationResponse = Static<typeof ResendConfirmationResponse>;

/** POST /user-account/forgot-password. */
export const ForgotPasswordRequest = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** Always the same, whether the e-mail has an account or not. */
export const ForgotPasswordResponse = Type.Object({ success: Type.Literal(true) });
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

/** POST /user-account/reset-password: the reset link's token and the new password. */
export const ResetPasswordRequest = Type.Object(
  { token: LinkToken, password: Password, confirmPassword: Password },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const ResetPasswordResponse = Type.Object({
  success: Type.Literal(true),
  /** The account's e-mail, to fill in the sign-in form. */
  email: Type.String(),
});
export type ResetPasswordResponse = Static<typeof ResetPasswordResponse>;
