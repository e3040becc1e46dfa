import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  OrderUpdateError,
  OrderUpdateRequest,
  OrderUpdateResponse,
} from '@shop/shared/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { signedInAccess } from '../../plugins/route-access';
import { type OrderViewer, orderViewer } from '../identity';
import { OrderUpdateFailure } from './order-update-failure';

/**
 * Makes one change of a placed order (flows/change-order.ts, given to these routes by the app);
 * throws OrderUpdateFailure when it is refused.
 */
export type ChangeOrder = (
  app: FastifyInstance,
  viewer: OrderViewer,
  request: OrderUpdateRequest,
  log: FastifyBaseLogger,
) => Promise<OrderUpdateResponse>;

/** POST /order/update: the signed-in customer changes a placed order. */
export const orderUpdateRoutes: FastifyPluginAsyncTypebox<{ changeOrder: ChangeOrder }> = async (
  app,
  options,
) => {
  app.post(
    '/order/update',
    {
      config: signedInAccess,
      schema: {
        body: OrderUpdateRequest,
        response: {
          200: OrderUpdateResponse,
          '4xx': Type.Union([OrderUpdateError, ErrorResponse]),
          '5xx': ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await orderViewer(app.db, request.customerId);
      try {
        return await options.changeOrder(app, viewer, request.body, request.log);
      } catch (error) {
        if (!(error instanceof OrderUpdateFailure)) throw error;
        return reply.status(error.status).send({
          success: false as const,
          orderAction: request.body.orderAction ?? null,
          errorMessage: error.code,
          message: error.message,
          detail: error.detail,
        });
      }
    },
  );
};
