import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ProjectsQuery, ProjectsResponse } from '@shop/shared/contract';
import { signedInAccess } from '../../plugins/route-access';
import { orderViewer } from '../order/account-service';
import { listProjects } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The signed-in customer's projects: the project names of the orders they may read. */
export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A customer's projects are theirs alone: no shared cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/projects',
    {
      config: signedInAccess,
      schema: { querystring: ProjectsQuery, response: { 200: ProjectsResponse, ...errors } },
    },
    async (request) =>
      listProjects(app.db, await orderViewer(app.db, request.customerId), request.query),
  );
};
