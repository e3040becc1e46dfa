import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  OrderUpdateError,
  OrderUpdateRequest,
  OrderUpdateResponse,
} from '@shop/shared/contract';
import { Type } from 'typebox';
import { signedInAccess } from '../../plugins/route-access';
import { notifyFreedWatches } from '../favourite';
import { orderViewer } from '../order';
import { OrderUpdateFailure } from './order-update-failure';
import { updateOrder } from './service';

/** POST /order/update: the signed-in customer changes a placed order (see service.ts). */
export const orderUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        const { response, freed } = await updateOrder(app.db, viewer, request.body);
        // The customer's message of the change, written with it, goes out now it is kept.
        if (!response.preview) await app.flushOutbox();
        // Pieces given back may be what a customer watches: tell them, after the change is kept.
        if (freed.length > 0) {
          notifyFreedWatches(app.db, app.mailer, {
            productIds: freed,
            publicOrigin: app.publicOrigin,
          }).catch((error: unknown) => request.log.error({ err: error }, 'watch e-mails failed'));
        }
        return response;
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
