import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  LogoutResponse,
  REFRESH_COOKIE,
  REFRESH_TOKEN_SECONDS,
  TokenRequest,
  TokenResponse,
  WEB_CLIENT_ID,
} from '@shop/shared/contract';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { bearerToken } from '../../plugins/authenticate';
import { publicAccess } from '../../plugins/route-access';
import { refreshSession, signInWithPassword, signOut } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export interface AuthRoutesOptions {
  /** Whether the site is served over HTTPS (the refresh cookie is then Secure). */
  secureCookies: boolean;
  /** Sign-in attempts allowed per client address and minute. */
  signInAttemptsPerMinute?: number;
}

export const GOOGLE_NOT_CONFIGURED = 'Sign-in with Google is not available in this shop.';

/** POST /auth/token and POST /auth/logout; the refresh token also lives in an httpOnly cookie. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // After the body is parsed, so that only password sign-ins count (not session refreshes).
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      success: false,
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });

  const cookiePath = `${app.prefix}/auth`;
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secureCookies,
      maxAge: REFRESH_TOKEN_SECONDS,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });

  app.post(
    '/auth/token',
    {
      schema: { body: TokenRequest, response: { 200: TokenResponse, ...errors } },
      config: {
        ...publicAccess,
        rateLimit: {
          max: options.signInAttemptsPerMinute ?? 20,
          timeWindow: 60_000,
          allowList: (request) => (request.body as TokenRequest).grant_type !== 'password',
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      if (body.grant_type === 'google') throw badRequest(GOOGLE_NOT_CONFIGURED);
      // A refused refresh leaves the cookie alone: another tab may just have rotated it.
      const tokens =
        body.grant_type === 'password'
          ? await signInWithPassword(app.db, body.username, body.password)
          : await refreshSession(app.db, body.refresh_token ?? request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, tokens.refresh_token);
      if (body.client_id !== WEB_CLIENT_ID) return tokens;
      const { refresh_token: _inCookieOnly, ...withoutRefreshToken } = tokens;
      return withoutRefreshToken;
    },
  );

  app.post(
    '/auth/logout',
    { config: publicAccess, schema: { response: { 200: LogoutResponse, ...errors } } },
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
