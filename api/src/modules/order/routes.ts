import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  OrderReceivedParams,
  OrderReceivedQuery,
  OrderReceivedResponse,
} from '@shop/shared/contract';
import { capabilityAccess } from '../../plugins/route-access';
import { getReceivedOrder } from './received-order';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** GET /order/received/:orderNumber?code={estimateCode}: the order-received page's order. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/order/received/:orderNumber',
    {
      config: capabilityAccess(['order-code']),
      schema: {
        params: OrderReceivedParams,
        querystring: OrderReceivedQuery,
        response: { 200: OrderReceivedResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        order: await getReceivedOrder(app.db, request.params.orderNumber, request.query.code),
      };
    },
  );
};
