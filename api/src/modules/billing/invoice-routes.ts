import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, InvoicesQuery, InvoicesResponse } from '@shop/shared/contract';
import { signedInAccess } from '../../plugins/route-access';
import { orderViewer } from '../identity';
import { listInvoices } from './invoice-list';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The signed-in customer's documents: estimates, invoices and credit notes of their orders. */
export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices',
    {
      config: signedInAccess,
      schema: { querystring: InvoicesQuery, response: { 200: InvoicesResponse, ...errors } },
    },
    async (request) =>
      listInvoices(app.db, await orderViewer(app.db, request.customerId), request.query),
  );
};
