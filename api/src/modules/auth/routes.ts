import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  LogoutResponse,
  REFRESH_COOKIE,
  TokenRequest,
  TokenResponse,
  WEB_CLIENT_ID,
} from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { bearerToken } from '../../plugins/authenticate';
import { publicAccess } from '../../plugins/route-access';
import { assertSameOrigin } from './same-origin';
import {
  type IssuedSession,
  passwordCredentials,
  refreshSession,
  signInWithPassword,
  signOut,
} from './service';
import { type AuthThrottleOptions, createAuthThrottle, DEVICE_COOKIE } from './throttle';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export interface AuthRoutesOptions {
  /** Whether the site is served over HTTPS (the cookies are then Secure). */
  secureCookies: boolean;
  /** Sign-in and refresh limits, and where their counters live (see ./throttle). */
  throttle?: AuthThrottleOptions;
}

export const GOOGLE_NOT_CONFIGURED = 'Sign-in with Google is not available in this shop.';

/** POST /auth/token and POST /auth/logout; the refresh token also lives in an httpOnly cookie. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  await app.register(cookie);
  const throttle = await createAuthThrottle(app, options.throttle);

  const cookieOptions = {
    path: `${app.prefix}/auth`,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secureCookies,
  } as const;
  const setRefreshCookie = (reply: FastifyReply, token: string, maxAge: number) =>
    reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: cookieOptions.path });

  // The refresh cookie is ambient authority: a request it authenticates must come from the shop's
  // own pages (./same-origin), a refresh taking it instead of a refresh_token field, a sign-out.
  const hasRefreshCookie = (request: FastifyRequest) =>
    request.cookies[REFRESH_COOKIE] !== undefined;
  const refreshByCookieFromOwnPages = async (request: FastifyRequest<{ Body: TokenRequest }>) => {
    const { grant_type, refresh_token } = request.body;
    if (
      grant_type === 'refresh_token' &&
      refresh_token === undefined &&
      hasRefreshCookie(request)
    ) {
      assertSameOrigin(request, app.publicOrigin);
    }
  };
  const logoutFromOwnPages = async (request: FastifyRequest) => {
    if (hasRefreshCookie(request)) assertSameOrigin(request, app.publicOrigin);
  };

  /** Grant password, throttled (./throttle); a success makes the browser known to the account. */
  const passwordGrant = async (
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
  ): Promise<IssuedSession> => {
    const { email } = passwordCredentials(request.body.username, request.body.password);
    const attempt = await throttle.signIn(request, reply, email);
    let issued: IssuedSession;
    try {
      issued = await signInWithPassword(app.db, request.body.username, request.body.password);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) await attempt.failed();
      throw error;
    }
    reply.setCookie(DEVICE_COOKIE, await attempt.succeeded(), {
      ...cookieOptions,
      maxAge: throttle.policy.knownBrowserSeconds,
    });
    return issued;
  };

  /** Grant refresh_token, throttled per address (refusals) and per session. */
  const refreshGrant = async (
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
  ): Promise<IssuedSession> => {
    await throttle.refresh(request, reply);
    try {
      return await refreshSession(
        app.db,
        request.body.refresh_token ?? request.cookies[REFRESH_COOKIE],
        {
          beforeRotation: (sessionId) => throttle.sessionRefresh(request, reply, sessionId),
          onReuse: (sessionId) =>
            request.log.warn({ sessionId }, 'a rotated refresh token came back: session ended'),
        },
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) {
        await throttle.refreshRefused(request);
      }
      throw error;
    }
  };

  app.post(
    '/auth/token',
    {
      config: publicAccess,
      schema: { body: TokenRequest, response: { 200: TokenResponse, ...errors } },
      preHandler: refreshByCookieFromOwnPages,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.body.grant_type === 'google') throw badRequest(GOOGLE_NOT_CONFIGURED);
      // A refused refresh leaves the cookie alone: another tab may just have rotated it.
      const { tokens, refreshTokenSeconds } =
        request.body.grant_type === 'password'
          ? await passwordGrant(request, reply)
          : await refreshGrant(request, reply);
      setRefreshCookie(reply, tokens.refresh_token, refreshTokenSeconds);
      if (request.body.client_id !== WEB_CLIENT_ID) return tokens;
      const { refresh_token: _inCookieOnly, ...withoutRefreshToken } = tokens;
      return withoutRefreshToken;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: publicAccess,
      schema: { response: { 200: LogoutResponse, ...errors } },
      preHandler: logoutFromOwnPages,
    },
    async (request, reply) => {
      await signOut(app.db, {
        refreshToken: request.cookies[REFRESH_COOKIE],
        accessToken: bearerToken(request),
      });
      clearRefreshCookie(reply);
      return { success: true as const };
    },
  );
};
