import type { FastifyInstance } from 'fastify';

/**
 * Where the server itself answers (its API and files) for a client on this machine, once it
 * listens: a wildcard host is reached on loopback. Null before it listens.
 */
export function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}
