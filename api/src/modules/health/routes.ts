import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, HealthResponse } from '@shop/shared/contract';
import { publicAccess } from '../../plugins/route-access';
import { databaseAnswers } from './repository';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { config: publicAccess, schema: { response: { 200: HealthResponse, '5xx': ErrorResponse } } },
    async () => {
      await databaseAnswers(app.db);
      return { ok: true as const };
    },
  );
};
