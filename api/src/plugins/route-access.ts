import type { StaffRole } from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A secret that, known, grants one thing and nothing else (domain decisions: documents and links).
 * - `cart-code`: the cart (read, change while it is not an order, share, copy into a new cart);
 * - `order-code`: the order's estimate code — the order-received page, its payment, a new cart of it;
 * - `document-code`: one document;
 * - `gear-list-code`: one order's gear list, with prices or (the crew's code) without any price;
 * - `price-offer-code`: one staff-prepared price offer (never its password, which adds it to a cart);
 * - `payment-secret`: the sandbox gateway's card page of one payment (GoPay's gw_url);
 * - `status-code`: the staff's status page (config: STAFF_STATUS_CODE; without it, none opens it).
 */
export type Capability =
  | 'cart-code'
  | 'order-code'
  | 'document-code'
  | 'gear-list-code'
  | 'price-offer-code'
  | 'payment-secret'
  | 'status-code';

/** The company roles of domain-decisions.md (company-role routes come with the accounts). */
export type CompanyRole = 'administrator' | 'finance' | 'billing-and-receiving';

/**
 * Who may call a route. Every route declares one in its options (`config: { access }`); a route
 * without one is refused at start-up, so no route is born without a rule.
 * - `public`: anyone; the route gives nothing that belongs to someone (catalogue, content,
 *   sign-in itself, payment returns that only redirect);
 * - `capability`: whoever presents one of the named secrets (or, with `orSignedInOwner`, the
 *   signed-in customer who owns the thing); a wrong or guessed secret gets 404 and nothing else;
 * - `signed-in`: a signed-in customer, answering only with what is theirs; authentication and
 *   `cache-control: no-store` are added to the route from this declaration;
 * - `company-role`: a signed-in contact of a company with one of the roles;
 * - `gateway-client`: the payment gateway's OAuth client (the sandbox gateway's API);
 * - `gateway-notification`: the gateway's server-to-server notification: answers nothing but
 *   acknowledgement, and the state is always asked of the gateway itself;
 * - `development`: the development pages, registered only when DEV_PAGES is on;
 * - `staff`: the staff tool, with the staff token (STAFF_TOKEN) as `Authorization: Bearer`;
 *   registered only when the server has a token; `cache-control: no-store` is added here.
 * - `staff-role`: a signed-in member of the rental's staff whose role allows `role` (a manager
 *   may do all a desk worker may), by the httpOnly desk session cookie alone; 401 without one,
 *   403 for a lesser role; a write must come from the shop's own pages; `no-store` is added.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'capability'; capabilities: readonly Capability[]; orSignedInOwner?: boolean }
  | { kind: 'signed-in' }
  | { kind: 'company-role'; roles: readonly CompanyRole[] }
  | { kind: 'gateway-client' }
  | { kind: 'gateway-notification' }
  | { kind: 'development' }
  | { kind: 'staff' }
  | { kind: 'staff-role'; role: StaffRole };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see RouteAccess). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route of the app with its access rule and schemas, in registration order. */
    routeCatalogue: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  schema: FastifySchema | undefined;
}

async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/** An answer to anything but a read is nobody's to keep, unless its route said otherwise. */
async function noStoreUnlessSet(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

function methods(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Registered first, before any route: refuses a route that declares no access rule, puts
 * authentication in front of `signed-in` and `company-role` routes, and keeps the catalogue of
 * routes that the access matrix and the fuzzer walk.
 */
export default fp(
  async (app) => {
    const catalogue: RouteEntry[] = [];
    app.decorate('routeCatalogue', catalogue);
    app.addHook('onRoute', (route) => {
      // @fastify/static's file routes take no config; it marks them hidden from documentation
      // (schema.hide), and what they serve is the public build of the shop.
      const access =
        route.config?.access ??
        ((route.schema as { hide?: boolean } | undefined)?.hide === true
          ? publicAccess.access
          : undefined);
      if (!access) {
        throw new Error(
          `${methods(route).join(',')} ${route.url} declares no access rule: add config.access`,
        );
      }
      if (access.kind === 'signed-in' || access.kind === 'company-role') {
        route.preHandler = [app.authenticate, ...asArray(route.preHandler)];
      }
      if (access.kind === 'staff-role') {
        route.preHandler = [app.authenticateStaff(access.role), ...asArray(route.preHandler)];
      }
      if (
        access.kind === 'signed-in' ||
        access.kind === 'company-role' ||
        access.kind === 'staff' ||
        access.kind === 'staff-role'
      ) {
        // What such a route answers is the caller's own: no shared cache may keep it.
        route.onSend = [noStore, ...asArray(route.onSend)];
      } else if (!methods(route).some((method) => method === 'GET' || method === 'HEAD')) {
        // A write's answer (a new cart's code, a payment's address) is the caller's alone.
        route.onSend = [...asArray(route.onSend), noStoreUnlessSet];
      }
      for (const method of methods(route)) {
        if (method === 'HEAD') continue;
        catalogue.push({ method, url: route.url, access, schema: route.schema });
      }
    });
  },
  { name: 'route-access', dependencies: ['authenticate'] },
);

/** `config` of a route anyone may call. */
export const publicAccess = { access: { kind: 'public' } } as const satisfies {
  access: RouteAccess;
};

/** `config` of a route that a secret (or, where said, the signed-in owner) opens. */
export function capabilityAccess(
  capabilities: readonly Capability[],
  options: { orSignedInOwner?: boolean } = {},
): { access: RouteAccess } {
  return { access: { kind: 'capability', capabilities, ...options } };
}

/** `config` of a route for the signed-in customer's own data. */
export const signedInAccess = { access: { kind: 'signed-in' } } as const satisfies {
  access: RouteAccess;
};

/** `config` of a development page (registered only when DEV_PAGES is on). */
export const developmentAccess = { access: { kind: 'development' } } as const satisfies {
  access: RouteAccess;
};

/** `config` of the staff tool's routes (the staff token). */
export const staffAccess = { access: { kind: 'staff' } } as const satisfies {
  access: RouteAccess;
};

/** `config` of a desk route for members of staff whose role allows `role`. */
export function staffRoleAccess(role: StaffRole): { access: RouteAccess } {
  return { access: { kind: 'staff-role', role } };
}

/** `config` of the payment gateway's own API, for its OAuth client only. */
export const gatewayClientAccess = { access: { kind: 'gateway-client' } } as const satisfies {
  access: RouteAccess;
};
