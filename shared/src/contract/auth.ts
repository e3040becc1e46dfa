import { type Static, Type } from 'typebox';
import { NullableString, PragueDate } from './common';
import { EMAIL_NOT_CONFIRMED } from './constants';
import { FIELD_LIMITS } from './field-limits';

// Signing in: POST /auth/token (OAuth 2 style, form-encoded) gives a short-lived access token and
// a refresh token. The web client keeps the access token in memory; the refresh token also
// travels as an httpOnly cookie scoped to /api/auth, so a reload restores the session.

export const AUTH_GRANT_TYPES = ['password', 'refresh_token', 'google'] as const;

/** POST /auth/token, form-encoded. */
export const TokenRequest = Type.Object(
  {
    grant_type: Type.Enum(AUTH_GRANT_TYPES),
    client_id: Type.String({ minLength: 1, maxLength: 100 }),
    client_secret: Type.Optional(Type.String({ maxLength: 200 })),
    /** The e-mail, with grant password. */
    username: Type.Optional(Type.String({ format: 'email', maxLength: FIELD_LIMITS.email })),
    password: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.password })),
    /** With grant refresh_token, unless the refresh cookie carries it. */
    refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
    /** With grant google: the ID token of the social sign-in. */
    id_token: Type.Optional(Type.String({ maxLength: 4096 })),
    /** With grant google: the nonce the page sent with its authorization request. */
    nonce: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  /** Left out for the web client (`WEB_CLIENT_ID`): page scripts never see it, only the cookie. */
  refresh_token: Type.Optional(Type.String()),
  token_type: Type.Literal('Bearer'),
  /** Seconds the access token is valid. */
  expires_in: Type.Integer({ minimum: 1 }),
});
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * A refused POST /auth/token (4xx): the message, and an errorKey where one applies (403
 * EMAIL_NOT_CONFIRMED: the password is right, the e-mail not confirmed yet).
 */
export const TokenErrorResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  errorKey: Type.Optional(Type.Literal(EMAIL_NOT_CONFIRMED)),
});
export type TokenErrorResponse = Static<typeof TokenErrorResponse>;

export const LogoutResponse = Type.Object({ success: Type.Literal(true) });
export type LogoutResponse = Static<typeof LogoutResponse>;

/** The signed-in customer, as POST /user-account/detail answers. */
export const AccountCustomer = Type.Object({
  customerKey: Type.String(),
  email: Type.String(),
  phone: NullableString,
  firstname: Type.String(),
  lastname: Type.String(),
  address: NullableString,
  bornDate: Type.Union([PragueDate, Type.Null()]),
  emailVerified: Type.Boolean(),
  /** A customer the shop trusts with the night safe (pickups and returns outside the hours). */
  frequentCustomer: Type.Boolean(),
});
export type AccountCustomer = Static<typeof AccountCustomer>;

export const AccountDetailResponse = Type.Object({
  success: Type.Literal(true),
  customer: AccountCustomer,
});
export type AccountDetailResponse = Static<typeof AccountDetailResponse>;
