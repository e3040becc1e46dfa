import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { customerOfAccessToken, UNAUTHORIZED } from '../modules/identity';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of the routes that need a signed-in customer: 401 without a live token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in customer of a request with a live bearer token, else null (never throws). */
    identify: (request: FastifyRequest) => Promise<number | null>;
  }
  interface FastifyRequest {
    /** The signed-in customer's id, set by `authenticate`. */
    customerId: number | null;
  }
}

/** The answer without a signed-in customer (identity's), for the routes that authenticate. */
export { UNAUTHORIZED };

/** The bearer token of a request's Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
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
  },
  { name: 'authenticate' },
);
