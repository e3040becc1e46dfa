import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeskTimelineQuery, DeskTimelineResponse, ErrorResponse } from '@shop/shared/contract';
import { staffRoleAccess } from '../../plugins/route-access';
import { deskTimeline } from './service';

/** GET /desk/timeline: the availability timeline of a product or a category, for desk workers. */
export const deskTimelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/desk/timeline',
    {
      config: staffRoleAccess('desk'),
      schema: {
        querystring: DeskTimelineQuery,
        response: { 200: DeskTimelineResponse, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request) => deskTimeline(app.db, request.query),
  );
};
