import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  ErrorResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  RegisterRequest,
  RegisterResponse,
  ResendConfirmationRequest,
  ResendConfirmationResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { publicAccess } from '../../plugins/route-access';
import { requestLocale } from '../cart';
import { emailCounterKey, recipientLimit, throttled } from '../throttle';
import {
  confirmEmail,
  forgotPassword,
  register,
  resendConfirmation,
  resetPassword,
  verifyEmail,
} from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

const MINUTE = 60_000;
/**
 * Limits of the public account calls. Per address (the client's IP, IPv6 by its /64, as sign-in):
 * enough for a family behind one router, not for a script trying e-mails or tokens. Per recipient:
 * the calls that send an e-mail send at most 3 an hour to one address, so the shop cannot be used
 * to flood someone's mailbox.
 */
export const REGISTRATION_LIMITS = {
  verifyEmail: { max: 30, timeWindow: 15 * MINUTE },
  /** Per e-mail asked about, from any address: as sign-in's per account (10 in 15 minutes). */
  verifyEmailPerEmail: { max: 10, timeWindow: 15 * MINUTE },
  register: { max: 10, timeWindow: 60 * MINUTE },
  forgotPassword: { max: 10, timeWindow: 60 * MINUTE },
  resendConfirmation: { max: 10, timeWindow: 60 * MINUTE },
  linkToken: { max: 30, timeWindow: 15 * MINUTE },
  recipient: { max: 3, timeWindow: 60 * MINUTE },
} as const;

export interface RegistrationRoutesOptions {
  /**
   * Registrations, and password-reset requests, one address may make an hour (config:
   * ACCOUNT_REQUESTS_PER_HOUR); default REGISTRATION_LIMITS' 10. An office behind one address
   * that signs many people up may need more.
   */
  requestsPerHour?: number | undefined;
}

/**
 * Registration, e-mail confirmation and password reset: public, rate-limited calls.
 * Long: the list of the registration routes, each short.
 */
export const registrationRoutes: FastifyPluginAsyncTypebox<RegistrationRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(rateLimit, { global: false, ...app.rateLimitStore });

  type Limiter = ReturnType<typeof app.createRateLimit>;
  /** Counts the request against each limit; 429 once one is exceeded. */
  const limited =
    (...limiters: Limiter[]): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) throw throttled(reply, result.ttlInSeconds);
      }
    };
  const hourly = options.requestsPerHour;
  const perAddress = (name: keyof typeof REGISTRATION_LIMITS) =>
    app.createRateLimit({
      ...REGISTRATION_LIMITS[name],
      ...((name === 'register' || name === 'forgotPassword') && hourly ? { max: hourly } : {}),
      keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
    });
  // Counted before the look-up: racing requests are counted one by one.
  const perEmail = app.createRateLimit({
    ...REGISTRATION_LIMITS.verifyEmailPerEmail,
    keyGenerator: (request) =>
      `verifyEmail-for:${emailCounterKey((request.body as { email: string }).email)}`,
  });
  const registrations = recipientLimit(app, 'register', REGISTRATION_LIMITS.recipient);
  const resets = recipientLimit(app, 'forgot', REGISTRATION_LIMITS.recipient);
  const resends = recipientLimit(app, 'resend', REGISTRATION_LIMITS.recipient);

  app.post(
    '/user-account/verify-email',
    {
      config: publicAccess,
      schema: { body: VerifyEmailRequest, response: { 200: VerifyEmailResponse, ...errors } },
      preHandler: limited(perAddress('verifyEmail'), perEmail),
    },
    async (request) => ({
      success: true as const,
      result: await verifyEmail(app, request.body.email),
    }),
  );

  app.post(
    '/user-account/register',
    {
      config: publicAccess,
      schema: { body: RegisterRequest, response: { 200: RegisterResponse, ...errors } },
      preHandler: limited(perAddress('register')),
    },
    async (request, reply) => {
      await registrations(request, reply, () =>
        register(app, request.body, requestLocale(request)),
      );
      return { success: true as const };
    },
  );

  app.post(
    '/user-account/confirm-email',
    {
      config: publicAccess,
      schema: { body: ConfirmEmailRequest, response: { 200: ConfirmEmailResponse, ...errors } },
      preHandler: limited(perAddress('linkToken')),
    },
    async (request) => ({ success: true as const, ...(await confirmEmail(app, request.body)) }),
  );

  // The sign-in's "send the link again": checks a password, so it is limited per address like
  // the other calls that do; per recipient like every call that sends an e-mail.
  app.post(
    '/user-account/resend-confirmation',
    {
      config: publicAccess,
      schema: {
        body: ResendConfirmationRequest,
        response: { 200: ResendConfirmationResponse, ...errors },
      },
      preHandler: limited(perAddress('resendConfirmation')),
    },
    async (request, reply) => {
      // Counted whether a link went out or not: the answers stay the same.
      await resends(request, reply, () =>
        resendConfirmation(app, request.body, requestLocale(request)),
      );
      return { success: true as const };
    },
  );

  app.post(
    '/user-account/forgot-password',
    {
      config: publicAccess,
      schema: {
        body: ForgotPasswordRequest,
        response: { 200: ForgotPasswordResponse, ...errors },
      },
      preHandler: limited(perAddress('forgotPassword')),
    },
    async (request, reply) => {
      // Counted whether the e-mail has an account or not: the answers stay the same.
      await resets(request, reply, () =>
        forgotPassword(app, request.body.email, requestLocale(request)),
      );
      return { success: true as const };
    },
  );

  app.post(
    '/user-account/reset-password',
    {
      config: publicAccess,
      schema: { body: ResetPasswordRequest, response: { 200: ResetPasswordResponse, ...errors } },
      preHandler: limited(perAddress('linkToken')),
    },
    async (request) => ({ success: true as const, ...(await resetPassword(app, request.body)) }),
  );
};
