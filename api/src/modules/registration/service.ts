import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type {
  ConfirmEmailRequest,
  Locale,
  RegisterRequest,
  ResendConfirmationRequest,
  ResetPasswordRequest,
  VerifyEmailResponse,
} from '@shop/shared/contract';
import { type NewPassword, newPasswordProblems } from '@shop/shared/rules/new-password';
import { normalizePhone } from '@shop/shared/rules/phone';
import { isValidName } from '@shop/shared/validation/checkout';
import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../../lib/email-address';
import { badRequest, HttpError, providerUnavailable } from '../../lib/http-error';
import { randomCode, sameCode } from '../../lib/random-code';
import { matchPassword, signOutEverywhere } from '../identity';
import { accountLinkEmail, accountLinkUrl } from './account-email';
import {
  type AccountTokenPurpose,
  type AccountTokenRow,
  findAccountToken,
  findCustomerAccount,
  insertAccountCustomer,
  removeUnconfirmedAccount,
  replaceAccountToken,
  spendAccountToken,
} from './repository';

/** How long an e-mailed link works. */
export const CONFIRM_EMAIL_HOURS = 48;
export const RESET_PASSWORD_HOURS = 1;

/** Refusals, in the words the pages show. */
export const MESSAGES = {
  emailTaken: 'An account with this e-mail already exists. Sign in, or reset the password.',
  firstnameRequired: 'Name is required.',
  firstnameInvalid: 'Name contains characters that are not allowed.',
  lastnameRequired: 'Last name is required.',
  lastnameInvalid: 'Last name contains characters that are not allowed.',
  phoneInvalid: 'Phone must be valid.',
  passwordRequired: 'Password is required.',
  passwordMin: 'Password must be at least 6 characters.',
  confirmPasswordRequired: 'Password confirmation is required.',
  passwordsMustMatch: 'Passwords must match.',
  linkInvalid: 'This link is not valid: it has expired or has been used. Ask for a new one.',
  mailFailed: 'The e-mail could not be sent. Try again in a while.',
} as const;

/** The app's parts the account links need. */
type App = Pick<FastifyInstance, 'db' | 'mailer' | 'publicOrigin' | 'log'>;

/** A link token: 256 random bits, URL-safe. Only its SHA-256 hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** 400 with the first problem of a new password and its confirmation (the shared rule). */
function assertNewPassword(values: NewPassword): void {
  const problems = newPasswordProblems(values);
  const problem = problems.password ?? problems.confirmPassword;
  if (problem) throw badRequest(MESSAGES[problem]);
}

/** POST /user-account/verify-email: whether the e-mail has an account, or is new to the shop. */
export async function verifyEmail(app: App, email: string): Promise<VerifyEmailResponse['result']> {
  const customer = await findCustomerAccount(app.db, normalizeEmail(email));
  return { hasAccount: Boolean(customer?.passwordHash), isNew: !customer };
}

/** Issues a link token (replacing the customer's earlier ones of the purpose) and e-mails it. */
async function sendLink(
  app: App,
  link: {
    purpose: AccountTokenPurpose;
    customerId: number;
    email: string;
    locale: Locale;
    pendingPasswordHash?: string;
  },
  now: Date,
): Promise<void> {
  const token = newToken();
  const hours = link.purpose === 'confirm-email' ? CONFIRM_EMAIL_HOURS : RESET_PASSWORD_HOURS;
  await replaceAccountToken(
    app.db,
    {
      purpose: link.purpose,
      customerId: link.customerId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + hours * 3600_000),
      pendingPasswordHash: link.pendingPasswordHash ?? null,
    },
    now,
  );
  const kind = link.purpose === 'confirm-email' ? 'confirm' : 'reset';
  try {
    await app.mailer.send(
      accountLinkEmail(
        {
          kind,
          locale: link.locale,
          to: link.email,
          url: accountLinkUrl(app.publicOrigin, kind, link.locale, token),
        },
        app.publicOrigin,
      ),
    );
  } catch (error) {
    app.log.error({ err: error, purpose: link.purpose }, 'account link e-mail not sent');
    throw providerUnavailable(MESSAGES.mailFailed, error);
  }
}

/**
 * POST /user-account/register. A new e-mail becomes a customer with an account at once (not yet
 * verified). An e-mail a guest customer already has (orders placed without an account) keeps that
 * customer, so its orders stay its own; the chosen password waits in the confirmation token and
 * becomes the account's only when the e-mail is confirmed, since anyone can type another's
 * e-mail. Either way the answer is the same and a confirmation link is e-mailed; an e-mail with an
 * account already is refused (409).
 */
export async function register(
  app: App,
  body: RegisterRequest,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const firstname = body.firstname.trim();
  const lastname = body.lastname.trim();
  if (!firstname) throw badRequest(MESSAGES.firstnameRequired);
  if (!isValidName(firstname)) throw badRequest(MESSAGES.firstnameInvalid);
  if (!lastname) throw badRequest(MESSAGES.lastnameRequired);
  if (!isValidName(lastname)) throw badRequest(MESSAGES.lastnameInvalid);
  const typedPhone = body.phone?.trim() ?? '';
  const phone = typedPhone ? normalizePhone(typedPhone) : null;
  if (typedPhone && !phone) throw badRequest(MESSAGES.phoneInvalid);
  assertNewPassword(body);

  const email = normalizeEmail(body.email);
  const existing = await findCustomerAccount(app.db, email);
  if (existing?.passwordHash) throw new HttpError(409, MESSAGES.emailTaken);
  const passwordHash = await hash(body.password);
  let customerId: number;
  let pendingPasswordHash: string | undefined;
  if (existing) {
    customerId = existing.id;
    pendingPasswordHash = passwordHash;
  } else {
    const created = await insertAccountCustomer(app.db, {
      customerKey: randomCode(),
      email,
      firstname,
      lastname,
      phone,
      passwordHash,
    });
    // Another request created the customer in between (a double submit, an order): as above.
    if (!created) return register(app, body, locale, now);
    customerId = created.id;
  }
  try {
    await sendLink(
      app,
      {
        purpose: 'confirm-email',
        customerId,
        email,
        locale,
        ...(pendingPasswordHash ? { pendingPasswordHash } : {}),
      },
      now,
    );
  } catch (error) {
    // The account and its confirmation go together: without the mail (503) the new account is
    // taken back, so that the same registration can simply be sent again later.
    if (!existing && !(await removeUnconfirmedAccount(app.db, customerId))) {
      app.log.warn({ customerId }, 'a registration whose mail failed kept its customer');
    }
    throw error;
  }
}

/** The live token of a link, or 400: unknown, malformed, expired and spent links alike. */
async function liveToken(
  app: App,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRow> {
  if (!isWellFormedToken(token)) throw badRequest(MESSAGES.linkInvalid);
  const tokenHash = hashToken(token);
  const found = await findAccountToken(app.db, purpose, tokenHash);
  if (!found || !sameCode(tokenHash, found.tokenHash)) throw badRequest(MESSAGES.linkInvalid);
  if (found.usedAt !== null || found.expiresAt <= now) throw badRequest(MESSAGES.linkInvalid);
  return found;
}

/**
 * POST /user-account/confirm-email: the link's customer has a verified e-mail (and, for a guest
 * who registered, the password chosen then). The link works once.
 */
export async function confirmEmail(
  app: App,
  body: ConfirmEmailRequest,
  now = new Date(),
): Promise<{ email: string }> {
  const token = await liveToken(app, 'confirm-email', body.token, now);
  const changes = token.pendingPasswordHash
    ? { emailVerified: true as const, passwordHash: token.pendingPasswordHash }
    : { emailVerified: true as const };
  if (!(await spendAccountToken(app.db, token.id, token.customerId, changes, now))) {
    throw badRequest(MESSAGES.linkInvalid);
  }
  return { email: token.email };
}

/**
 * POST /user-account/resend-confirmation: for an e-mail not confirmed yet whose password is right
 * (the account's, or the one a guest's registration keeps with its link), e-mails a new
 * confirmation link (the registration's password waits in it again; the old link stops working).
 * For anything else nothing, and a mail failure only goes to the log: the caller answers the same
 * every time, so it tells nobody whether the e-mail has an account or the password was right.
 */
export async function resendConfirmation(
  app: App,
  body: ResendConfirmationRequest,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const found = await findCustomerAccount(app.db, normalizeEmail(body.email));
  // A password is checked either way: the answer's time tells nothing about the e-mail either.
  const customer = found && !found.emailVerified ? found : undefined;
  const matched = await matchPassword(app.db, customer, body.password);
  if (!customer || !matched) return;
  const pendingPasswordHash = matched.kind === 'pending' ? matched.pendingPasswordHash : undefined;
  try {
    await sendLink(
      app,
      {
        purpose: 'confirm-email',
        customerId: customer.id,
        email: customer.email,
        locale,
        ...(pendingPasswordHash ? { pendingPasswordHash } : {}),
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

/**
 * POST /user-account/forgot-password: for an account, e-mails a reset link; for any other e-mail
 * nothing. The caller answers the same either way, so nobody learns which e-mails have accounts.
 */
export async function forgotPassword(
  app: App,
  email: string,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const customer = await findCustomerAccount(app.db, normalizeEmail(email));
  if (!customer?.passwordHash) return;
  try {
    await sendLink(
      app,
      { purpose: 'reset-password', customerId: customer.id, email: customer.email, locale },
      now,
    );
  } catch (error) {
    // A failed e-mail answers like any other e-mail (logged in sendLink): nothing to enumerate.
    if (!(error instanceof HttpError)) throw error;
  }
}

/**
 * POST /user-account/reset-password: the link's account gets the new password and every one of
 * its sessions ends (whoever knew the old password is signed out). The link proved the e-mail,
 * so it counts as verified too. The link works once.
 */
export async function resetPassword(
  app: App,
  body: ResetPasswordRequest,
  now = new Date(),
): Promise<{ email: string }> {
  assertNewPassword(body);
  const token = await liveToken(app, 'reset-password', body.token, now);
  const passwordHash = await hash(body.password);
  const changes = { passwordHash, emailVerified: true as const };
  if (!(await spendAccountToken(app.db, token.id, token.customerId, changes, now))) {
    throw badRequest(MESSAGES.linkInvalid);
  }
  await signOutEverywhere(app.db, token.customerId);
  return { email: token.email };
}
