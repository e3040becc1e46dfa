/**
 * @jest-environment node
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, toForm } from './api-client';

interface Seen {
  path: string;
  authorization: string | undefined;
  language: string | undefined;
  currency: string | undefined;
}

/** A real HTTP server: /valid-token answers 200 only with the token 'fresh'. */
async function startServer() {
  const seen: Seen[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    seen.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      language: request.headers['accept-language'],
      currency: String(request.headers['x-currency']),
    });
    const ok = request.headers.authorization === 'Bearer fresh';
    response.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(ok ? { success: true } : { success: false, message: 'Unauthorized' }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, seen, baseURL: `http://127.0.0.1:${port}` };
}

describe('API client', () => {
  let ctx: Awaited<ReturnType<typeof startServer>>;
  beforeEach(async () => {
    ctx = await startServer();
  });
  afterEach(() => ctx.server.close());

  let sessionEnded = 0;
  beforeEach(() => {
    sessionEnded = 0;
  });

  function client(token: string | null, refresh: () => Promise<string | null>) {
    let current = token;
    return createApiClient({
      endSession: () => {
        sessionEnded += 1;
        current = null;
      },
      baseURL: ctx.baseURL,
      getLocale: () => 'en',
      getCurrency: () => 'eur',
      getAccessToken: () => current,
      refresh: async () => {
        current = await refresh();
        return current;
      },
    });
  }

  it('sends locale, currency and the bearer token', async () => {
    const response = await client('fresh', async () => null).get('/x');
    expect(response.data).toEqual({ success: true });
    expect(ctx.seen).toEqual([
      { path: '/x', authorization: 'Bearer fresh', language: 'en', currency: 'eur' },
    ]);
  });

  it('refreshes once on 401 and repeats the call with the new token', async () => {
    const refresh = jest.fn(async () => 'fresh');
    const response = await client('stale', refresh).get('/orders');
    expect(response.status).toBe(200);
    expect(sessionEnded).toBe(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(ctx.seen.map((call) => call.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('gives up after exactly one refresh when the new token is refused too', async () => {
    const refresh = jest.fn(async () => 'also-stale');
    await expect(client('stale', refresh).get('/orders')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(ctx.seen).toHaveLength(2);
    expect(sessionEnded).toBe(1);
  });

  it('never refreshes for a refused sign-in call', async () => {
    const refresh = jest.fn(async () => 'fresh');
    await expect(client('stale', refresh).post('/auth/token')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(ctx.seen.map((call) => call.path)).toEqual(['/auth/token']);
  });

  it('never refreshes nor ends the customer’s session for a desk call refused', async () => {
    const refresh = jest.fn(async () => 'fresh');
    await expect(client('stale', refresh).get('/desk/session')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionEnded).toBe(0);
  });

  it('does not repeat the call when the refresh fails', async () => {
    const refresh = jest.fn(async () => null);
    await expect(client('stale', refresh).get('/orders')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(ctx.seen).toHaveLength(1);
  });

  it('encodes form bodies the way the API reads them', () => {
    const form = toForm({ a: 1, b: true, c: false, d: null, e: undefined, f: { kind: 'Add' } });
    expect(form.toString()).toBe('a=1&b=1&c=0&f=%7B%22kind%22%3A%22Add%22%7D');
  });
});
