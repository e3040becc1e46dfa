import { CartUpdate, STAFF_SESSION_COOKIE } from '@shop/shared/contract';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../plugins/route-access';
import type { CapabilityFixture } from '../test/capability-fixture';
import { type ArbitraryOptions, type JsonSchema, schemaArbitrary } from './schema-arbitrary';

/**
 * Real secrets and sessions, so that fuzzed requests also reach past the look-ups; the staff
 * token, when the app serves the staff commands; a manager's desk session cookie.
 */
export type FuzzSecrets = CapabilityFixture & { staffToken?: string; staffSessionToken?: string };

/** The staff token of the fuzzed app (its staff commands are fuzzed with and without it). */
export const FUZZ_STAFF_TOKEN = 'fuzz-staff-token-7e2c9a4f1d6b3e8a5c0f2d7b9e4a1c63';

export interface FuzzOptions {
  seed: number;
  /** Requests per route. */
  runs: number;
  secrets: FuzzSecrets;
}

export interface FuzzFailure {
  route: string;
  request: InjectOptions;
  status: number;
  body: string;
  problem: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  routes: number;
  byStatus: Record<string, number>;
  failures: FuzzFailure[];
}

interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body: unknown;
  encoding: 'form' | 'json' | 'raw';
  raw: string;
  authorization: 'none' | 'real' | 'forged';
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function toSearch(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const search = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    if (Array.isArray(field)) for (const item of field) search.append(key, toText(item));
    else search.append(key, toText(field));
  }
  return search.toString();
}

function fillPath(url: string, params: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(toText(params[name])),
  );
}

/** The inject options of one fuzzed request of a route. */
function toInject(route: RouteEntry, request: FuzzRequest, secrets: FuzzSecrets): InjectOptions {
  const search = request.query === undefined ? '' : toSearch(request.query);
  const url = `${fillPath(route.url, request.params)}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = {};
  if (route.access.kind === 'staff-role') {
    // The desk's routes take their session from the cookie alone.
    if (request.authorization === 'real') {
      headers.cookie = `${STAFF_SESSION_COOKIE}=${secrets.staffSessionToken}`;
    }
    if (request.authorization === 'forged')
      headers.cookie = `${STAFF_SESSION_COOKIE}=${'x'.repeat(43)}`;
  } else {
    if (request.authorization === 'real') {
      const token = route.access.kind === 'staff' ? secrets.staffToken : secrets.otherToken;
      headers.authorization = `Bearer ${token}`;
    }
    if (request.authorization === 'forged') headers.authorization = `Bearer ${'x'.repeat(43)}`;
  }
  const method = route.method as InjectOptions['method'];
  if (route.method === 'GET') return { method, url, headers };
  if (request.encoding === 'raw') {
    headers['content-type'] = 'application/json';
    return { method, url, headers, payload: request.raw };
  }
  if (request.encoding === 'json' && request.body !== undefined) {
    headers['content-type'] = 'application/json';
    return { method, url, headers, payload: JSON.stringify(request.body) };
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return { method, url, headers, payload: toSearch(request.body) };
}

/** Field values worth trying besides generated ones: the real secrets. */
function secretFields(secrets: FuzzSecrets): ArbitraryOptions['fields'] {
  const real = (...values: string[]) =>
    fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 40 }));
  const cartUpdate = schemaArbitrary(CartUpdate as unknown as JsonSchema).map((value) =>
    JSON.stringify(value),
  );
  return {
    cartCode: real(secrets.cartCode),
    code: real(
      secrets.estimateCode,
      secrets.documentCode,
      secrets.priceOfferCode,
      secrets.productListCode,
      secrets.crewListCode,
    ),
    orderNumber: real(secrets.orderNumber),
    paymentId: real(secrets.paymentId),
    secret: real(secrets.paymentSecret),
    id: fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.constant(secrets.paymentId)),
    cart: fc.oneof({ weight: 3, arbitrary: cartUpdate }, { weight: 1, arbitrary: fc.string() }),
  };
}

function requestArbitrary(route: RouteEntry, secrets: FuzzSecrets): fc.Arbitrary<FuzzRequest> {
  const options: ArbitraryOptions = { fields: secretFields(secrets) };
  const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  const paramsSchema: JsonSchema = schema.params ?? {
    type: 'object',
    properties: Object.fromEntries(paramNames.map((name) => [name, {}])),
    required: paramNames,
  };
  return fc.record({
    params: schemaArbitrary(paramsSchema, options).map((value) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
    ),
    query: schema.querystring
      ? schemaArbitrary(schema.querystring, options).map((value) =>
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
        )
      : fc.constant(undefined),
    body: schema.body ? schemaArbitrary(schema.body, options) : fc.constant(undefined),
    encoding: fc.constantFrom('form', 'form', 'json', 'raw'),
    raw: fc.oneof(fc.string(), fc.constantFrom('{', '{"a":1e309}', '[1,2', '"\\u0000"', 'null')),
    authorization: fc.constantFrom('none', 'none', 'real', 'forged'),
  });
}

/** Why an answer breaks the gate (no 5xx; every 4xx tells what is wrong), or null. */
export function answerProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) {
    return /<h1>[^<]+<\/h1>|role="alert"/.test(response.body)
      ? null
      : 'an HTML 4xx with no message';
  }
  try {
    const body = JSON.parse(response.body) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') return null;
    // The sandbox gateway answers as GoPay does: errors[].message.
    if (Array.isArray(body.errors) && body.errors.length > 0) return null;
    return 'a 4xx without a message';
  } catch {
    return 'a 4xx that is not JSON';
  }
}

/**
 * Sends `runs` generated requests to every route of the app's route catalogue (its own schemas
 * decide what is generated) and reports every answer that breaks the gate. Stops after 20
 * failures of one route; the seed reproduces the run.
 */
export async function fuzzRoutes(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    routes: app.routeCatalogue.length,
    byStatus: {},
    failures: [],
  };
  for (const [index, route] of app.routeCatalogue.entries()) {
    const key = `${route.method} ${route.url}`;
    const samples = fc.sample(requestArbitrary(route, options.secrets), {
      seed: options.seed + index,
      numRuns: options.runs,
    });
    let failures = 0;
    for (const sample of samples) {
      const request = toInject(route, sample, options.secrets);
      const response = await app.inject(request);
      report.requests += 1;
      const status = String(response.statusCode);
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const problem = answerProblem(response);
      if (problem) {
        report.failures.push({
          route: key,
          request,
          status: response.statusCode,
          body: response.body.slice(0, 300),
          problem,
        });
        failures += 1;
        if (failures >= 20) break;
      }
    }
  }
  return report;
}
