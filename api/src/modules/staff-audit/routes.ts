import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, StaffAuditQuery, StaffAuditResponse } from '@shop/shared/contract';
import { staffRoleAccess } from '../../plugins/route-access';
import { listStaffWrites } from './service';

/** GET /desk/audit (managers): the log of staff writes. */
export const staffAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/desk/audit',
    {
      config: staffRoleAccess('manager'),
      schema: {
        querystring: StaffAuditQuery,
        response: { 200: StaffAuditResponse, '4xx': ErrorResponse, '5xx': ErrorResponse },
      },
    },
    async (request) => listStaffWrites(app.db, request.query),
  );
};
