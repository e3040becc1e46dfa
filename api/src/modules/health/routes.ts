import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, HealthResponse } from '@shop/shared/contract';
import { sql } from 'drizzle-orm';
import { publicAccess } from '../../plugins/route-access';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { config: publicAccess, schema: { response: { 200: HealthResponse, '5xx': ErrorResponse } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
};
