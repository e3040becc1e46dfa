import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  LogoutResponse,
  TokenErrorResponse,
  TokenRequest,
  TokenResponse,
  WEB_CLIENT_ID,
} from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';
import { assertSameOrigin } from '../../lib/same-origin';
import { bearerToken } from '../../plugins/authenticate';
import { publicAccess } from '../../plugins/route-access';
import { type AuthThrottleOptions, createAuthThrottle } from '../throttle';
import { tokenGrants } from './grants';
import { type IdTokenVerifier, IssuerUnavailable } from './oidc';
import { refreshCookies } from './refresh-cookie';
import { EmailNotConfirmed, type IssuedSession, signOut } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export interface AuthRoutesOptions {
  /** Whether the site is served over HTTPS (the cookies are then Secure). */
  secureCookies: boolean;
  /** Sign-in and refresh limits, and where their counters live (see ./throttle). */
  throttle?: AuthThrottleOptions;
  /** Checks the ID tokens of grant google (./oidc); without it the grant is not available. */
  verifyGoogleIdToken?: IdTokenVerifier | undefined;
}

export const GOOGLE_UNAVAILABLE = 'Sign-in with Google is not answering. Try again later.';

/** POST /auth/token and POST /auth/logout; the refresh token also lives in an httpOnly cookie. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  await app.register(cookie);
  const throttle = await createAuthThrottle(app, options.throttle);

  const cookies = refreshCookies(app.prefix, options.secureCookies);
  const grants = tokenGrants(app, throttle, cookies, options.verifyGoogleIdToken);

  // The refresh cookie is ambient authority: a request it authenticates must come from the shop's
  // own pages (./same-origin), a refresh taking it instead of a refresh_token field, a sign-out.
  const hasRefreshCookie = (request: FastifyRequest) => cookies.read(request) !== undefined;
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

  app.post(
    '/auth/token',
    {
      config: publicAccess,
      schema: {
        body: TokenRequest,
        response: { 200: TokenResponse, '4xx': TokenErrorResponse, '5xx': ErrorResponse },
      },
      preHandler: refreshByCookieFromOwnPages,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let issued: IssuedSession;
      try {
        issued = await grants[request.body.grant_type](request, reply);
      } catch (error) {
        // The right password of an e-mail not confirmed yet: the page offers the link again.
        if (error instanceof EmailNotConfirmed) {
          return reply
            .code(error.statusCode)
            .send({ success: false, message: error.message, errorKey: error.errorKey });
        }
        // The central error handler hides every 5xx; this one the customer may retry.
        if (!(error instanceof IssuerUnavailable)) throw error;
        request.log.warn({ err: error.cause }, 'Google sign-in: the issuer did not answer');
        return reply.code(503).send({ success: false, message: GOOGLE_UNAVAILABLE });
      }
      // A refused refresh leaves the cookie alone: another tab may just have rotated it.
      const { tokens, refreshTokenSeconds } = issued;
      cookies.set(request, reply, tokens.refresh_token, refreshTokenSeconds);
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
        refreshToken: cookies.read(request),
        accessToken: bearerToken(request),
      });
      cookies.clear(request, reply);
      return { success: true as const };
    },
  );
};
