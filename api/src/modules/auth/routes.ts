import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  LogoutResponse,
  REFRESH_COOKIE,
  TokenErrorResponse,
  TokenRequest,
  TokenResponse,
  WEB_CLIENT_ID,
} from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { bearerToken } from '../../plugins/authenticate';
import { publicAccess } from '../../plugins/route-access';
import { IdTokenRejected, type IdTokenVerifier, IssuerUnavailable } from './oidc';
import { assertSameOrigin } from './same-origin';
import {
  EmailNotConfirmed,
  type IssuedSession,
  passwordCredentials,
  refreshSession,
  SOCIAL_SIGN_IN_FAILED,
  signInWithGoogle,
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
  /** Checks the ID tokens of grant google (./oidc); without it the grant is not available. */
  verifyGoogleIdToken?: IdTokenVerifier | undefined;
}

/**
 * The refresh cookie's name over https: `__Host-` makes the browser take it only when it is
 * Secure, for Path=/ and without a Domain, so no subdomain or plain-http page can set or
 * overwrite it (cookie tossing). Over http (development) the cookie keeps REFRESH_COOKIE.
 */
export const HOST_REFRESH_COOKIE = `__Host-${REFRESH_COOKIE}`;

export const GOOGLE_NOT_CONFIGURED = 'Sign-in with Google is not available in this shop.';
export const GOOGLE_UNAVAILABLE = 'Sign-in with Google is not answering. Try again later.';

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
  // Over https the refresh cookie is a `__Host-` cookie (Secure, Path=/, no Domain); the cookie of
  // the name before it (REFRESH_COOKIE, Path=/api/auth) is still read, once: the refresh it makes
  // sets the new cookie and clears the old one.
  const refreshCookie = options.secureCookies
    ? {
        name: HOST_REFRESH_COOKIE,
        options: { path: '/', httpOnly: true, sameSite: 'strict', secure: true } as const,
      }
    : { name: REFRESH_COOKIE, options: cookieOptions };
  const legacyRefreshCookie = options.secureCookies ? REFRESH_COOKIE : null;
  /** The refresh token of the request's cookie, the current name first. */
  const refreshCookieOf = (request: FastifyRequest): string | undefined =>
    request.cookies[refreshCookie.name] ??
    (legacyRefreshCookie ? request.cookies[legacyRefreshCookie] : undefined);
  const clearLegacyRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => {
    if (legacyRefreshCookie && request.cookies[legacyRefreshCookie] !== undefined) {
      reply.clearCookie(legacyRefreshCookie, { path: cookieOptions.path, secure: true });
    }
  };
  const setRefreshCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    maxAge: number,
  ) => {
    reply.setCookie(refreshCookie.name, token, { ...refreshCookie.options, maxAge });
    clearLegacyRefreshCookie(request, reply);
  };
  const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(refreshCookie.name, {
      path: refreshCookie.options.path,
      ...(options.secureCookies ? { secure: true } : {}),
    });
    clearLegacyRefreshCookie(request, reply);
  };

  // The refresh cookie is ambient authority: a request it authenticates must come from the shop's
  // own pages (./same-origin), a refresh taking it instead of a refresh_token field, a sign-out.
  const hasRefreshCookie = (request: FastifyRequest) => refreshCookieOf(request) !== undefined;
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

  /** A sign-in to the account of `email`, throttled (./throttle); a success makes the browser known. */
  const throttledSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    signIn: () => Promise<IssuedSession>,
  ): Promise<IssuedSession> => {
    const attempt = await throttle.signIn(request, reply, email);
    let issued: IssuedSession;
    try {
      issued = await signIn();
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

  /** Grant password. */
  const passwordGrant = async (
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
  ): Promise<IssuedSession> => {
    const { username, password } = request.body;
    const { email } = passwordCredentials(username, password);
    return throttledSignIn(request, reply, email, () =>
      signInWithPassword(app.db, username, password),
    );
  };

  /**
   * Grant google: a verified ID token (./oidc) of an account's e-mail. Throttled like the password
   * grant once the e-mail is known: a refused e-mail (no account) counts as a failure.
   */
  const googleGrant = async (
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
  ): Promise<IssuedSession> => {
    const verify = options.verifyGoogleIdToken;
    if (!verify) throw badRequest(GOOGLE_NOT_CONFIGURED);
    const { id_token: idToken, nonce } = request.body;
    if (!idToken) throw badRequest('id_token is required');
    if (!nonce) throw badRequest('nonce is required');
    let email: string;
    try {
      ({ email } = await verify(idToken, nonce));
    } catch (error) {
      if (error instanceof IdTokenRejected) {
        request.log.info({ reason: error.reason }, 'Google sign-in refused');
        throw badRequest(SOCIAL_SIGN_IN_FAILED);
      }
      throw error;
    }
    return throttledSignIn(request, reply, email, () => signInWithGoogle(app.db, email));
  };

  /** Grant refresh_token, throttled per address (refusals) and per session. */
  const refreshGrant = async (
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
  ): Promise<IssuedSession> => {
    await throttle.refresh(request, reply);
    try {
      return await refreshSession(app.db, request.body.refresh_token ?? refreshCookieOf(request), {
        beforeRotation: (sessionId) => throttle.sessionRefresh(request, reply, sessionId),
        onReuse: (sessionId) =>
          request.log.warn({ sessionId }, 'a rotated refresh token came back: session ended'),
      });
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
      schema: {
        body: TokenRequest,
        response: { 200: TokenResponse, '4xx': TokenErrorResponse, '5xx': ErrorResponse },
      },
      preHandler: refreshByCookieFromOwnPages,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const grants = { password: passwordGrant, google: googleGrant, refresh_token: refreshGrant };
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
      setRefreshCookie(request, reply, tokens.refresh_token, refreshTokenSeconds);
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
        refreshToken: refreshCookieOf(request),
        accessToken: bearerToken(request),
      });
      clearRefreshCookie(request, reply);
      return { success: true as const };
    },
  );
};
