import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';

/**
 * The shop on the same database with a payment gateway of its own instead of the sandbox: not a
 * demo, so it says nothing of one. The gateway is never called by the tests that use it.
 */
export function productionApp(db: Database): FastifyInstance {
  return buildApp({
    db,
    paymentGateway: {
      createPayment: async () => ({ gatewayId: '1', gatewayUrl: 'https://gw.example/pay/1' }),
      getStatus: async () => ({ state: 'CREATED', amount: 0 }),
    },
  });
}
