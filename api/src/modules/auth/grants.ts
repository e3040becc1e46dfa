/**
 * The grants of POST /auth/token: password, google (a verified ID token) and refresh_token, each
 * throttled (./throttle): sign-ins per account and address, refreshes per address and session.
 */
import type { TokenRequest } from '@shop/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { type AuthThrottle, DEVICE_COOKIE } from '../throttle';
import { IdTokenRejected, type IdTokenVerifier } from './oidc';
import type { RefreshCookies } from './refresh-cookie';
import {
  type IssuedSession,
  passwordCredentials,
  refreshSession,
  SOCIAL_SIGN_IN_FAILED,
  signInWithGoogle,
  signInWithPassword,
} from './service';

export const GOOGLE_NOT_CONFIGURED = 'Sign-in with Google is not available in this shop.';

type Grant = (
  request: FastifyRequest<{ Body: TokenRequest }>,
  reply: FastifyReply,
) => Promise<IssuedSession>;

/**
 * The grant of each `grant_type`.
 * Long: three grants, closures over one throttle and cookie set.
 */
export function tokenGrants(
  app: FastifyInstance,
  throttle: AuthThrottle,
  cookies: RefreshCookies,
  verifyGoogleIdToken: IdTokenVerifier | undefined,
): Record<TokenRequest['grant_type'], Grant> {
  /** A sign-in to the account of `email`, throttled (./throttle); a success makes the browser known. */
  const throttledSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    signIn: () => Promise<IssuedSession>,
  ): Promise<IssuedSession> => {
    const { value: issued, deviceId } = await throttle.signIn(request, reply, email, signIn);
    reply.setCookie(DEVICE_COOKIE, deviceId, {
      ...cookies.authPathOptions,
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
    const verify = verifyGoogleIdToken;
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
      return await refreshSession(app.db, request.body.refresh_token ?? cookies.read(request), {
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

  return { password: passwordGrant, google: googleGrant, refresh_token: refreshGrant };
}
