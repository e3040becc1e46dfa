// Clients that send their request bodies a byte at a time, beside a shopper: over real HTTP against
// the whole app with its overload limit, the shopper's answers stay as fast as on an idle server.

import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { limitSlowClients } from './slow-clients';
import { createTestDatabase, type TestDatabase } from './test/test-db';

let database: TestDatabase;
let app: FastifyInstance;
let port = 0;

before(async () => {
  database = await createTestDatabase();
  app = buildApp({
    db: database.db,
    config: {
      overload: {
        concurrency: 2,
        queue: 2,
        queueWaitMs: 2_000,
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0,
      },
    },
  });
  limitSlowClients(app.server, { requestTimeoutMs: 20_000, connectionsPerAddress: 8 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

after(async () => {
  await app?.close();
  await database?.close();
});

/** The median time of five catalogue requests, and their statuses. */
async function shopperTimes(): Promise<{ median: number; statuses: number[] }> {
  const times: number[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/categories`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.push(response.status);
  }
  times.sort((a, b) => a - b);
  return { median: times[2] ?? 0, statuses };
}

/** A client that announces a 200-byte body and sends it a byte every 200 ms. */
function dribbler(): { socket: Socket; stop: () => void } {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/cart/update HTTP/1.1\r\nHost: shop\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n',
  );
  const timer = setInterval(() => socket.write('a'), 200);
  return {
    socket,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe('slow clients', () => {
  it('dribbling bodies hold no place a shopper waits for', async () => {
    await shopperTimes(); // warm
    const idle = await shopperTimes();
    // As many dribblers as the limit and its queue hold, and more.
    const slow = Array.from({ length: 6 }, dribbler);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await shopperTimes();
      assert.deepEqual(busy.statuses, [200, 200, 200, 200, 200]);
      assert.ok(
        busy.median <= 2 * idle.median + 25,
        `median ${busy.median.toFixed(1)} ms beside slow clients, ${idle.median.toFixed(1)} ms idle`,
      );
    } finally {
      for (const client of slow) client.stop();
    }
  });

  it('closes the connections of one address beyond its cap', async () => {
    // A keep-alive connection of the shopper's requests above may still be open and count too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let closed = 0;
    const sockets = Array.from({ length: 10 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('close', () => {
        closed += 1;
      });
      return socket;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.ok(closed >= 2, `${closed} of 10 connections closed; the cap is 8`);
      assert.ok(closed <= 3, `${closed} of 10 connections closed; the cap is 8`);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
