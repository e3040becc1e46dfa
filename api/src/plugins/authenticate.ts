import cookie from '@fastify/cookie';
import { STAFF_SESSION_COOKIE, type StaffRole } from '@shop/shared/contract';
import { staffRoleAllows } from '@shop/shared/rules/staff-roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { assertSameOrigin } from '../lib/same-origin';
import {
  customerOfAccessToken,
  type StaffViewer,
  staffOfSessionToken,
  UNAUTHORIZED,
} from '../modules/identity';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of the routes that need a signed-in customer: 401 without a live token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in customer of a request with a live bearer token, else null (never throws). */
    identify: (request: FastifyRequest) => Promise<number | null>;
    /** preHandler of the routes of a staff role: 401 without a live staff session, 403 for a
     * member whose role does not allow the route; a write must come from the shop's own pages. */
    authenticateStaff: (
      role: StaffRole,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in customer's id, set by `authenticate`. */
    customerId: number | null;
    /** The signed-in member of staff, set by `authenticateStaff`. */
    staff: StaffViewer | null;
  }
}

/** The answer without a signed-in customer (identity's), for the routes that authenticate. */
export { UNAUTHORIZED };

/** The bearer token of a request's Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The answer to a member of staff whose role does not open the route. */
export const STAFF_ROLE_REFUSED = 'Your role at the desk does not allow this.';

/** The token of a request's staff session cookie, if any (the cookie lives under /api/desk). */
export function staffSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const token = cookie.parse(header)[STAFF_SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** Bearer-token authentication: `app.authenticate` as a route's preHandler. */
export default fp(
  async (app) => {
    app.decorateRequest('customerId', null);
    const identify = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      return token ? await customerOfAccessToken(app.db, token) : null;
    };
    app.decorate('identify', identify);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const customerId = await identify(request);
      if (customerId === null) throw new HttpError(401, UNAUTHORIZED);
      request.customerId = customerId;
    });
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', (role: StaffRole) => async (request: FastifyRequest) => {
      // The cookie is ambient authority: a write it authenticates must come from the shop's pages.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        assertSameOrigin(request, app.publicOrigin);
      }
      const token = staffSessionToken(request);
      const staff = token ? await staffOfSessionToken(app.db, token) : null;
      if (staff === null) throw new HttpError(401, UNAUTHORIZED);
      if (!staffRoleAllows(staff.role, role)) throw new HttpError(403, STAFF_ROLE_REFUSED);
      request.staff = staff;
    });
  },
  { name: 'authenticate' },
);
