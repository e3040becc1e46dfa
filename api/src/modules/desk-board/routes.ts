import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeskBoardQuery, DeskBoardResponse, ErrorResponse } from '@shop/shared/contract';
import { staffRoleAccess } from '../../plugins/route-access';
import { deskBoard } from './service';

/** GET /desk/board: the desk's day board (its staff access keeps it out of every cache). */
export const deskBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
