import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountOrderInsuranceResponse,
  AccountOrderParams,
  AccountOrderResponse,
  AccountOrdersQuery,
  AccountOrdersResponse,
  ErrorResponse,
} from '@shop/shared/contract';
import { signedInAccess } from '../../plugins/route-access';
import { orderViewer } from '../identity';
import { getAccountOrder, getAccountOrderInsurance, listAccountOrders } from './account-service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The signed-in customer's orders: the list, one order, its insurance. */
export const accountOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      config: signedInAccess,
      schema: {
        querystring: AccountOrdersQuery,
        response: { 200: AccountOrdersResponse, ...errors },
      },
    },
    async (request) =>
      listAccountOrders(app.db, await orderViewer(app.db, request.customerId), request.query),
  );

  app.get(
    '/order/:id',
    {
      config: signedInAccess,
      schema: { params: AccountOrderParams, response: { 200: AccountOrderResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      result: await getAccountOrder(
        app.db,
        await orderViewer(app.db, request.customerId),
        request.params.id,
      ),
    }),
  );

  app.get(
    '/order/insurance/:id',
    {
      config: signedInAccess,
      schema: {
        params: AccountOrderParams,
        response: { 200: AccountOrderInsuranceResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      result: await getAccountOrderInsurance(
        app.db,
        await orderViewer(app.db, request.customerId),
        request.params.id,
      ),
    }),
  );
};
