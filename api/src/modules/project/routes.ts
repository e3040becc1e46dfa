import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ProjectsQuery, ProjectsResponse } from '@shop/shared/contract';
import { signedInAccess } from '../../plugins/route-access';
import { orderViewer } from '../identity';
import { listProjects } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The signed-in customer's projects: the project names of the orders they may read. */
export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
