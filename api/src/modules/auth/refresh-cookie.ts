/**
 * The refresh token's cookies of POST /auth/token and POST /auth/logout. Over https it is a
 * `__Host-` cookie (Secure, Path=/, no Domain); the cookie of the name before it (REFRESH_COOKIE,
 * Path=/api/auth) is still read, once: the refresh it makes sets the new cookie and clears the old
 * one. Over http (development) the cookie keeps REFRESH_COOKIE. The device cookie of the sign-in
 * throttle shares the auth path's options.
 */
import { REFRESH_COOKIE } from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh cookie's name over https: `__Host-` makes the browser take it only when it is
 * Secure, for Path=/ and without a Domain, so no subdomain or plain-http page can set or
 * overwrite it (cookie tossing). Over http (development) the cookie keeps REFRESH_COOKIE.
 */
export const HOST_REFRESH_COOKIE = `__Host-${REFRESH_COOKIE}`;

export interface RefreshCookies {
  /** Options of the cookies under the auth path (the device cookie). */
  authPathOptions: {
    path: string;
    httpOnly: true;
    sameSite: 'strict';
    secure: boolean;
  };
  /** The refresh token of the request's cookie, the current name first. */
  read(request: FastifyRequest): string | undefined;
  set(request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number): void;
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

/** The refresh cookies of an auth API under `prefix`, Secure when the site is https. */
export function refreshCookies(prefix: string, secureCookies: boolean): RefreshCookies {
  const authPathOptions = {
    path: `${prefix}/auth`,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
  } as const;
  const current = secureCookies
    ? {
        name: HOST_REFRESH_COOKIE,
        options: { path: '/', httpOnly: true, sameSite: 'strict', secure: true } as const,
      }
    : { name: REFRESH_COOKIE, options: authPathOptions };
  const legacy = secureCookies ? REFRESH_COOKIE : null;
  const clearLegacy = (request: FastifyRequest, reply: FastifyReply) => {
    if (legacy && request.cookies[legacy] !== undefined) {
      reply.clearCookie(legacy, { ...authPathOptions, secure: true });
    }
  };
  return {
    authPathOptions,
    read: (request) =>
      request.cookies[current.name] ?? (legacy ? request.cookies[legacy] : undefined),
    set(request, reply, token, maxAge) {
      reply.setCookie(current.name, token, { ...current.options, maxAge });
      clearLegacy(request, reply);
    },
    clear(request, reply) {
      // Cleared with the attributes it was set with: a browser replaces the cookie it holds.
      reply.clearCookie(current.name, current.options);
      clearLegacy(request, reply);
    },
  };
}
