import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeskBoardQuery, DeskBoardResponse, ErrorResponse } from '@shop/shared/contract';
import { staffRoleAccess } from '../../plugins/route-access';
import { deskBoard } from './service';

/** GET /desk/board: the desk's day board; no answer of it is kept by any cache. */
export const deskBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/desk/board',
    {
      config: staffRoleAccess('desk'),
      schema: {
        querystring: DeskBoardQuery,
        response: { 200: DeskBoardResponse, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request) => deskBoard(app.db, request.query),
  );
};
