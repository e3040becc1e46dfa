import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  PaymentCreateRequest,
  PaymentCreateResponse,
  PaymentNotifyQuery,
  PaymentNotifyResponse,
  PaymentReturnQuery,
  PaymentStatusParams,
  PaymentStatusQuery,
  PaymentStatusResponse,
} from '@shop/shared/contract';
import { HttpError } from '../../lib/http-error';
import { API_PREFIX } from '../../lib/paths';
import { isWellFormedCode } from '../../lib/random-code';
import { capabilityAccess, publicAccess } from '../../plugins/route-access';
import { paymentResultUrl } from '../order';
import { startCardPayment, verifyCardPayment } from './card-payment';
import { findOrderIdByCode, isOrderCode } from './repository';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/**
 * Card payments of the shop:
 * - POST /payment/create (form orderNumber, code, lang) → { success, gatewayUrl, paymentId }
 * - GET /payment/status/:paymentId?code= → the gateway's verified state and the order's (only
 *   with the order's estimate code)
 * - GET /payment/notify?id= → the gateway's notification (same verification), acknowledged only
 * - GET /payment/return?id=&lang=&code= → 302 to the shop's payment result page
 * Long: the list of the /payment routes, each short.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const urls = { apiBase: `${app.publicOrigin}${API_PREFIX}` };

  app.post(
    '/payment/create',
    {
      config: capabilityAccess(['order-code']),
      schema: { body: PaymentCreateRequest, response: { 200: PaymentCreateResponse, ...errors } },
    },
    async (request) => {
      const { orderNumber, code } = request.body;
      const orderId =
        /^\d{8}$/.test(orderNumber) && isWellFormedCode(code)
          ? await findOrderIdByCode(app.db, orderNumber, code)
          : undefined;
      return startCardPayment(app.db, app.paymentGateway, urls, {
        orderId,
        code,
        lang: request.body.lang ?? 'cs',
      });
    },
  );

  app.get(
    '/payment/status/:paymentId',
    {
      config: capabilityAccess(['order-code']),
      schema: {
        params: PaymentStatusParams,
        querystring: PaymentStatusQuery,
        response: { 200: PaymentStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { code } = request.query;
      const status = await verifyCardPayment(
        app.db,
        app.paymentGateway,
        request.params.paymentId,
        async (orderId) => isWellFormedCode(code) && isOrderCode(app.db, orderId, code),
      );
      await app.flushOutbox();
      return status;
    },
  );

  app.get(
    '/payment/notify',
    {
      config: { access: { kind: 'gateway-notification' } },
      schema: {
        querystring: PaymentNotifyQuery,
        response: { 200: PaymentNotifyResponse, ...errors },
      },
    },
    async (request) => {
      // The gateway needs an acknowledgement, nothing more: an unknown id is acknowledged too, so
      // the answer tells no caller whether a payment exists or what state it is in.
      try {
        await verifyCardPayment(app.db, app.paymentGateway, request.query.id);
        await app.flushOutbox();
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
      return { success: true as const };
    },
  );

  app.get(
    '/payment/return',
    { config: publicAccess, schema: { querystring: PaymentReturnQuery, response: errors } },
    async (request, reply) =>
      reply.redirect(
        paymentResultUrl(
          app.publicOrigin,
          request.query.lang ?? 'cs',
          request.query.id,
          request.query.code,
        ),
        302,
      ),
  );
};
