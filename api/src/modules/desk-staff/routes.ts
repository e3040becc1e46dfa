import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  LogoutResponse,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_SECONDS,
  StaffListResponse,
  StaffSessionResponse,
  StaffSignInError,
  StaffSignInRequest,
  TOTP_REQUIRED,
  TOTP_WRONG,
} from '@shop/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { assertSameOrigin } from '../../lib/same-origin';
import { staffSessionToken } from '../../plugins/authenticate';
import { publicAccess, staffRoleAccess } from '../../plugins/route-access';
import {
  endStaffSession,
  listStaff,
  type StaffSignInRefusal,
  type StaffViewer,
  signInStaff,
} from '../identity';
import {
  type AuthThrottle,
  type AuthThrottleOptions,
  createAuthThrottle,
  DEVICE_COOKIE,
} from '../throttle';

export const STAFF_INVALID_CREDENTIALS = 'Invalid e-mail or password.';
export const STAFF_CODE_REQUIRED = 'Enter the six-digit code from your authenticator app.';
export const STAFF_CODE_WRONG = 'The code is not right. Enter the current one.';

const MESSAGES: Record<StaffSignInRefusal, string> = {
  credentials: STAFF_INVALID_CREDENTIALS,
  'code-required': STAFF_CODE_REQUIRED,
  'code-wrong': STAFF_CODE_WRONG,
};

/** A refused attempt: a 400 the sign-in throttle counts (a missing code is no guess, and is not). */
class StaffSignInRefused extends HttpError {
  readonly refusal: StaffSignInRefusal;
  constructor(refusal: StaffSignInRefusal) {
    super(400, MESSAGES[refusal]);
    this.refusal = refusal;
  }
}

export interface DeskStaffRoutesOptions {
  /** Whether the site is served over HTTPS (the cookie is then Secure). */
  secureCookies: boolean;
  /** The sign-in limits, shared in kind with the customers' (../throttle). */
  throttle?: AuthThrottleOptions;
}

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

const staffResponse = (staff: StaffViewer) => ({ success: true as const, staff });

/** The options of the desk's cookies: httpOnly, SameSite=Strict, under the API's /desk. */
function deskCookieOptions(prefix: string, secure: boolean) {
  return { path: `${prefix}/desk`, httpOnly: true, sameSite: 'strict', secure } as const;
}

/**
 * POST /desk/session's handler: the attempt runs inside the sign-in throttle, which counts a wrong
 * password or code; a right password without the code asks for it and is no guess.
 */
function signInHandler(
  app: FastifyInstance,
  throttle: AuthThrottle,
  cookieOptions: ReturnType<typeof deskCookieOptions>,
) {
  return async (request: FastifyRequest<{ Body: StaffSignInRequest }>, reply: FastifyReply) => {
    const { email, password, code } = request.body;
    const attempt = async () => {
      const result = await signInStaff(app.db, { email, password, code });
      if (!result.ok) {
        // Only a wrong password or code is a guess; asking for the code is the way in.
        if (result.refusal === 'code-required') return result;
        throw new StaffSignInRefused(result.refusal);
      }
      return result;
    };
    try {
      const { value, deviceId } = await throttle.signIn(
        request,
        reply,
        // Counted apart from a customer account of the same e-mail.
        `desk:${email.toLowerCase()}`,
        attempt,
      );
      if (!value.ok) {
        return reply
          .code(400)
          .send({ success: false, message: MESSAGES[value.refusal], errorKey: TOTP_REQUIRED });
      }
      reply.setCookie(DEVICE_COOKIE, deviceId, {
        ...cookieOptions,
        maxAge: throttle.policy.knownBrowserSeconds,
      });
      reply.setCookie(STAFF_SESSION_COOKIE, value.token, {
        ...cookieOptions,
        maxAge: STAFF_SESSION_SECONDS,
      });
      return staffResponse(value.staff);
    } catch (error) {
      if (error instanceof StaffSignInRefused) {
        const errorKey = error.refusal === 'code-wrong' ? { errorKey: TOTP_WRONG } : {};
        return reply.code(400).send({ success: false, message: error.message, ...errorKey });
      }
      throw error;
    }
  };
}

/** POST, GET and DELETE /desk/session; GET /desk/staff. */
export const deskStaffRoutes: FastifyPluginAsyncTypebox<DeskStaffRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(cookie);
  const throttle = await createAuthThrottle(app, options.throttle);
  const cookieOptions = deskCookieOptions(app.prefix, options.secureCookies);

  const signIn = signInHandler(app, throttle, cookieOptions);

  app.post(
    '/desk/session',
    {
      config: publicAccess,
      schema: {
        body: StaffSignInRequest,
        response: { 200: StaffSessionResponse, '4xx': StaffSignInError, '5xx': ErrorResponse },
      },
      preHandler: async (request) => assertSameOrigin(request, app.publicOrigin),
    },
    signIn,
  );

  app.get(
    '/desk/session',
    {
      config: staffRoleAccess('desk'),
      schema: { response: { 200: StaffSessionResponse, ...errors } },
    },
    async (request) => staffResponse(request.staff as StaffViewer),
  );

  app.delete(
    '/desk/session',
    {
      config: publicAccess,
      schema: { response: { 200: LogoutResponse, ...errors } },
      preHandler: async (request) => {
        if (staffSessionToken(request)) assertSameOrigin(request, app.publicOrigin);
      },
    },
    async (request, reply) => {
      const token = staffSessionToken(request);
      if (token) await endStaffSession(app.db, token);
      reply.header('cache-control', 'no-store');
      reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions);
      return { success: true as const };
    },
  );

  app.get(
    '/desk/staff',
    {
      config: staffRoleAccess('manager'),
      schema: { response: { 200: StaffListResponse, ...errors } },
    },
    async () => ({ success: true as const, staff: await listStaff(app.db) }),
  );
};
