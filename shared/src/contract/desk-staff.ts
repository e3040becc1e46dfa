import { type Static, Type } from 'typebox';
import { STAFF_ROLES, TOTP_REQUIRED, TOTP_WRONG } from './constants';
import { FIELD_LIMITS } from './field-limits';

// The rental desk's staff: accounts of their own, apart from customers (domain decisions: the
// rental desk). A staff session is an httpOnly cookie scoped to /api/desk, so page scripts never
// hold it and no customer route ever receives it; a customer's token opens nothing under /desk.

/** POST /desk/session (JSON): signing in at the desk. */
export const StaffSignInRequest = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: FIELD_LIMITS.email }),
    password: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.password }),
    /** The six digits of the authenticator app, when the account has a second factor. */
    code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
  },
  { additionalProperties: false },
);
export type StaffSignInRequest = Static<typeof StaffSignInRequest>;

/** A member of staff as the desk shows them. */
export const StaffMember = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  email: Type.String(),
  name: Type.String(),
  role: Type.Enum(STAFF_ROLES),
  /** Whether signing in asks for the authenticator's code. */
  secondFactor: Type.Boolean(),
});
export type StaffMember = Static<typeof StaffMember>;

/** POST /desk/session (signed in, the cookie set) and GET /desk/session (who is signed in). */
export const StaffSessionResponse = Type.Object({
  success: Type.Literal(true),
  staff: StaffMember,
});
export type StaffSessionResponse = Static<typeof StaffSessionResponse>;

/** A refused sign-in (400, 429): the message, and TOTP_REQUIRED or TOTP_WRONG about the code. */
export const StaffSignInError = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  errorKey: Type.Optional(Type.Union([Type.Literal(TOTP_REQUIRED), Type.Literal(TOTP_WRONG)])),
});
export type StaffSignInError = Static<typeof StaffSignInError>;

/** GET /desk/staff (managers): the members of staff who may sign in, by name. */
export const StaffListResponse = Type.Object({
  success: Type.Literal(true),
  staff: Type.Array(StaffMember),
});
export type StaffListResponse = Static<typeof StaffListResponse>;
