// What a client may take of the server's sockets and time: a request's head must arrive within
// HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS (Node's own timers, 408 and
// closed after); an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS; one address
// holds at most CONNECTIONS_PER_ADDRESS connections at once (more are closed at once). Together
// with the overload limit taking its place only once a body has arrived, clients dribbling bodies
// cannot hold the shop.

import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const CONNECTIONS_PER_ADDRESS = 512;

export interface SlowClientLimits {
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  keepAliveTimeoutMs?: number;
  connectionsPerAddress?: number;
}

/** Applies the limits to a listening (or about to listen) HTTP server. */
export function limitSlowClients(server: Server, limits: SlowClientLimits = {}): void {
  server.headersTimeout = limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  server.requestTimeout = limits.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs ?? KEEP_ALIVE_TIMEOUT_MS;
  const perAddress = limits.connectionsPerAddress ?? CONNECTIONS_PER_ADDRESS;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
