import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { OverloadOptions } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { OVERLOAD_MESSAGE } from './overload';

// Over real HTTP (app.inject is never limited: the app's calls to itself), against the whole app.
// A request sent with `x-hold` waits in a preHandler until release(): it keeps its place the way a
// slow database statement would.

let database: TestDatabase;

before(async () => {
  database = await createTestDatabase();
});

after(async () => {
  await database.close();
});

interface Server {
  app: FastifyInstance;
  url: string;
  release(): void;
  close(): Promise<void>;
}

async function start(overload: OverloadOptions): Promise<Server> {
  const app = buildApp({ db: database.db, config: { overload } });
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.addHook('preHandler', async (request) => {
    if (request.headers['x-hold']) await gate;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    release,
    close: async () => {
      release();
      await app.close();
    },
  };
}

async function waitFor(what: string, check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function held(server: Server, path = '/api/categories', signal?: AbortSignal) {
  return fetch(`${server.url}${path}`, {
    headers: { 'x-hold': '1' },
    ...(signal ? { signal } : {}),
  });
}

async function assertRefused(response: Response, retryAfter: string) {
  assert.equal(response.status, 503);
  assert.equal(response.headers.get('retry-after'), retryAfter);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  assert.deepEqual(await response.json(), { success: false, message: OVERLOAD_MESSAGE });
}

describe('overload', () => {
  it('answers 503 with Retry-After beyond the places and the queue; the health check still answers', async () => {
    const server = await start({
      concurrency: 2,
      queue: 1,
      queueWaitMs: 10_000,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
      retryAfterSeconds: 3,
    });
    try {
      const running = [held(server), held(server)];
      await waitFor('two running', () => server.app.overloadState().running === 2);
      const queued = held(server);
      await waitFor('one queued', () => server.app.overloadState().queued === 1);

      // One more API request: refused at once, its body never read.
      const refused = await fetch(`${server.url}/api/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'category_id=1',
      });
      await assertRefused(refused, '3');
      assert.equal((await fetch(`${server.url}/api/categories`)).status, 503);

      // Not limited: the health check, paths outside /api, the app's own calls.
      const health = await fetch(`${server.url}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { ok: true });
      assert.equal((await fetch(`${server.url}/no-such-page`)).status, 404);
      assert.equal((await server.app.inject('/api/categories')).statusCode, 200);

      // Places free up: the running ones and the queued one are all served.
      server.release();
      const answers = await Promise.all([...running, queued]);
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 200, 200],
      );
      assert.deepEqual(server.app.overloadState(), {
        running: 0,
        queued: 0,
        lagging: false,
        refused: { queueFull: 2, queueWait: 0, eventLoop: 0 },
      });
      assert.equal((await fetch(`${server.url}/api/categories`)).status, 200);
    } finally {
      await server.close();
    }
  });

  it('refuses a request that waited in the queue longer than queueWaitMs', async () => {
    const server = await start({
      concurrency: 1,
      queue: 10,
      queueWaitMs: 300,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
    });
    try {
      const running = held(server);
      await waitFor('one running', () => server.app.overloadState().running === 1);
      const started = performance.now();
      const waited = await fetch(`${server.url}/api/categories`);
      const elapsed = performance.now() - started;
      await assertRefused(waited, '2');
      assert.ok(elapsed >= 250, `refused after ${elapsed.toFixed(0)} ms, not after the wait`);
      assert.ok(elapsed < 5000, `refused only after ${elapsed.toFixed(0)} ms`);
      assert.equal(server.app.overloadState().refused.queueWait, 1);
      server.release();
      assert.equal((await running).status, 200);
    } finally {
      await server.close();
    }
  });

  it('gives the place of a client that left the queue to the next request', async () => {
    const server = await start({
      concurrency: 1,
      queue: 1,
      queueWaitMs: 10_000,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
    });
    try {
      const running = held(server);
      await waitFor('one running', () => server.app.overloadState().running === 1);
      const leaving = new AbortController();
      const left = held(server, '/api/categories', leaving.signal).catch(() => 'aborted');
      await waitFor('one queued', () => server.app.overloadState().queued === 1);
      leaving.abort();
      assert.equal(await left, 'aborted');
      await waitFor('the queue empty', () => server.app.overloadState().queued === 0);

      const next = held(server);
      await waitFor('the next one queued', () => server.app.overloadState().queued === 1);
      server.release();
      assert.equal((await running).status, 200);
      assert.equal((await next).status, 200);
      assert.equal(server.app.overloadState().refused.queueFull, 0);
    } finally {
      await server.close();
    }
  });

  const loopChecks: Array<
    [string, Pick<OverloadOptions, 'maxEventLoopDelayMs' | 'maxEventLoopUtilization'>]
  > = [
    ['lags', { maxEventLoopDelayMs: 100, maxEventLoopUtilization: 0 }],
    ['is busy most of the time', { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0.8 }],
  ];
  for (const [what, limits] of loopChecks) {
    it(`refuses API requests while the event loop ${what} (under-pressure), not the health check`, async () => {
      const server = await start({
        concurrency: 0,
        queue: 0,
        queueWaitMs: 0,
        ...limits,
        sampleIntervalMs: 1000,
      });
      try {
        // The start's own lag is not held against it.
        assert.equal((await fetch(`${server.url}/api/categories`)).status, 200);
        await new Promise((resolve) => setTimeout(resolve, 2100));
        // The server's own thread busy in long stretches (200 ms of synchronous work at a time),
        // as under a CPU-bound load; between stretches the loop still takes requests.
        let busy = true;
        const stretch = () => {
          const until = performance.now() + 200;
          while (performance.now() < until) {
            // synchronous work
          }
          if (busy) setImmediate(stretch);
        };
        stretch();
        try {
          await waitFor('the lag sampled twice', () => server.app.overloadState().lagging);
          await assertRefused(await fetch(`${server.url}/api/categories`), '2');
          assert.equal((await fetch(`${server.url}/api/health`)).status, 200);
          assert.ok(server.app.overloadState().refused.eventLoop >= 1);
        } finally {
          busy = false;
        }
        // Once the loop keeps time again, requests are served.
        await waitFor('the lag over', () => !server.app.overloadState().lagging, 10_000);
        assert.equal((await fetch(`${server.url}/api/categories`)).status, 200);
      } finally {
        await server.close();
      }
    });
  }

  it('lets a single pause of the event loop pass: the requests that came in during it are served', async () => {
    const server = await start({
      concurrency: 0,
      queue: 0,
      queueWaitMs: 0,
      maxEventLoopDelayMs: 100,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 250,
    });
    try {
      assert.equal((await fetch(`${server.url}/api/categories`)).status, 200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Requests sent while the thread is held for 4 s, as by a long garbage collection; they
      // are answered once it is free again, and the pause is sampled meanwhile. (under-pressure
      // samples the mean delay of a 250 ms window, about 25 ticks of 10 ms: a pause must be long
      // enough to lift that mean over the limit wherever in the window it begins.)
      const during = [0, 1, 2].map(() => fetch(`${server.url}/api/categories`));
      const sent = performance.now();
      while (performance.now() < sent + 4000) {
        // synchronous work
      }
      await waitFor('the pause sampled', () => server.app.isUnderPressure());
      const after = fetch(`${server.url}/api/categories`);
      for (const response of await Promise.all([...during, after])) {
        assert.equal(response.status, 200);
      }
      assert.equal(server.app.overloadState().refused.eventLoop, 0);
    } finally {
      await server.close();
    }
  });

  it('is off unless configured', async () => {
    const app = buildApp({ db: database.db });
    await app.ready();
    try {
      assert.equal(app.hasDecorator('overloadState'), false);
    } finally {
      await app.close();
    }
  });
});
